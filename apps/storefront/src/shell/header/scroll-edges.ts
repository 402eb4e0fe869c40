import { css } from '@emotion/react';
import { useEffect, type RefObject } from 'react';

/**
 * Marks which inline edges of a horizontal scroller hide content (`data-edges="start end"`). Written
 * on the element, not into React state: scrolling never re-renders the header.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      // In RTL scrollLeft runs from 0 towards negative values: the distance from the start is its size.
      const fromStart = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      const edges = [fromStart > 1 ? 'start' : '', fromStart < hidden - 1 ? 'end' : ''].filter(Boolean);
      element.dataset['edges'] = edges.join(' ');
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}

const FADE = '2.5rem';
// One mask whose edges the `data-edges` tokens switch on (every page's HTML carries this CSS). The
// gradient runs from the inline start, so RTL turns it round.
export const fadedEdges = css({
  '[dir="rtl"] &': { '--fade-to': 'left' },
  '&[data-edges~="start"]': { '--fade-start': FADE },
  '&[data-edges~="end"]': { '--fade-end': FADE },
  '&[data-edges~="start"], &[data-edges~="end"]': {
    maskImage:
      'linear-gradient(to var(--fade-to, right), transparent 0, #000 var(--fade-start, 0px), #000 calc(100% - var(--fade-end, 0px)), transparent 100%)',
  },
});
