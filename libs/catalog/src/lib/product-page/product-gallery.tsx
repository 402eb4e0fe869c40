import styled from '@emotion/styled';
import type { ApiImage } from '@storefront/api-client';
import { ChevronEndIcon, ChevronStartIcon, Image, useDirection, type ImageSizes } from '@storefront/ui';
import { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { productPageMessages as messages } from './product-page.messages';
import { RoundButton } from './round-button';

const GalleryZoom = lazy(() => import('./gallery-zoom').then((module) => ({ default: module.GalleryZoom })));

export interface ProductGalleryProps {
  /** The product's pictures, the first one the page's LCP element. */
  images: readonly ApiImage[];
  /** The product's name: the gallery's accessible name. */
  name: string;
  /** The URL of a picture's source from its backend `path` (the app's region `imagesPrefix`). */
  imageUrl?: (path: string) => string;
}

/** The gallery's column: the whole width on phones and tablets, three fifths of a capped page from lg. */
const SLIDE_SIZES: ImageSizes = { default: '100vw', lg: '60vw', '5xl': '960px' };
const THUMB_SIZE = 72;

const samePath = (path: string) => path;

/**
 * A product's pictures: a track that swipes on touch (CSS scroll snapping, so it swipes before the
 * script arrives), arrows and thumbnails, the arrow keys, Home and End on the focused track
 * (mirrored in right-to-left), and a click or tap on a picture to enlarge it in a dialog.
 */
/** How far from a slide's start (in slides) the track counts as resting on it. */
const RESTING = 0.02;

/** What a shopper scrolls the track with: each ends a glide the buttons started. */
const USER_SCROLLS = ['pointerdown', 'touchstart', 'wheel'] as const;

export function ProductGallery({ images, name, imageUrl = samePath }: ProductGalleryProps) {
  const intl = useIntl();
  const direction = useDirection();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const count = images.length;

  // A glide the arrows, thumbnails or keys started: the slide it heads for is the current one until
  // the track rests there, so a second press in the meantime counts from it, not from a slide passed on
  // the way. A finger, a pointer or a wheel on the track takes over from the glide.
  const headingTo = useRef<number | null>(null);

  // The slide in view follows a swipe or a scroll as well as the buttons: read from where the track
  // has come to rest (its offset is negative in right-to-left), once per frame.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (track.clientWidth === 0) return;
        const position = Math.abs(track.scrollLeft) / track.clientWidth;
        const index = Math.min(Math.max(Math.round(position), 0), count - 1);
        if (headingTo.current !== null) {
          if (index !== headingTo.current || Math.abs(position - index) > RESTING) return;
          headingTo.current = null;
        }
        setCurrent(index);
      });
    };
    const takeOver = () => {
      headingTo.current = null;
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    for (const type of USER_SCROLLS) track.addEventListener(type, takeOver, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      for (const type of USER_SCROLLS) track.removeEventListener(type, takeOver);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  const show = (index: number) => {
    const next = (index + count) % count;
    const slide = trackRef.current?.children[next];
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    headingTo.current = next;
    slide?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'nearest', inline: 'start' });
    setCurrent(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = { [forward]: current + 1, [backward]: current - 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return (
    <Gallery aria-roledescription="carousel" aria-label={intl.formatMessage(messages.galleryLabel, { name })}>
      <Viewport>
        <Track ref={trackRef} tabIndex={0} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <Slide
              key={image.path}
              role="group"
              aria-roledescription="slide"
              aria-label={intl.formatMessage(messages.gallerySlide, { index: index + 1, count })}
            >
              <ZoomButton
                type="button"
                tabIndex={index === current ? 0 : -1}
                aria-label={intl.formatMessage(messages.galleryZoom, { index: index + 1 })}
                onClick={() => setZoomed(index)}
              >
                <Image
                  src={imageUrl(image.path)}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  sizes={SLIDE_SIZES}
                  preset="shop"
                  priority={index === 0}
                />
              </ZoomButton>
            </Slide>
          ))}
        </Track>
        {count > 1 ? (
          <>
            {/* Where the shopper is, at a glance; the slides' own names say it to screen readers. */}
            <Counter aria-hidden="true">{`${current + 1} / ${count}`}</Counter>
            <Arrow
              type="button"
              data-side="start"
              aria-label={intl.formatMessage(messages.galleryPrevious)}
              onClick={() => show(current - 1)}
            >
              <ChevronStartIcon />
            </Arrow>
            <Arrow type="button" data-side="end" aria-label={intl.formatMessage(messages.galleryNext)} onClick={() => show(current + 1)}>
              <ChevronEndIcon />
            </Arrow>
          </>
        ) : null}
      </Viewport>
      {count > 1 ? (
        <Thumbnails>
          {images.map((image, index) => (
            <li key={image.path}>
              <Thumbnail
                type="button"
                aria-label={intl.formatMessage(messages.galleryThumbnail, { index: index + 1 })}
                aria-current={index === current || undefined}
                onClick={() => show(index)}
              >
                <Image src={imageUrl(image.path)} alt="" width={THUMB_SIZE} height={Math.round((THUMB_SIZE * image.height) / image.width)} preset="shop" />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      ) : null}
      {zoomed === null ? null : (
        <Suspense fallback={null}>
          <GalleryZoom images={images} name={name} imageUrl={imageUrl} index={zoomed} onIndexChange={setZoomed} onClose={() => setZoomed(null)} />
        </Suspense>
      )}
    </Gallery>
  );
}

const Gallery = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const Viewport = styled.div`
  position: relative;
`;

const Track = styled.div`
  display: flex;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const ZoomButton = styled.button`
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  img {
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    background: transparent;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -4px;
  }
`;

const Arrow = styled(RoundButton)`
  position: absolute;
  inset-block-start: 50%;
  translate: 0 -50%;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &[data-side='start'] {
    inset-inline-start: ${({ theme }) => theme.space[2]};
  }
  &[data-side='end'] {
    inset-inline-end: ${({ theme }) => theme.space[2]};
  }
`;

const Counter = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

const Thumbnails = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Thumbnail = styled.button`
  display: block;
  padding: ${({ theme }) => theme.space[1]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    background: transparent;
  }
`;
