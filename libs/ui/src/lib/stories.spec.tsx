import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoViolations, shard, stories, storyModules } from './stories-harness';

// Half of the stories here, the other half in stories-shard-2.spec.tsx (two threads).

describe('stories', () => {
  it('are found', () => {
    expect(Object.keys(storyModules).length).toBeGreaterThanOrEqual(30);
    expect(stories.length).toBeGreaterThan(150);
  });

  it('have a right-to-left story for every component', () => {
    const titles = new Set(stories.map(({ title }) => title.split(' / ')[0]));
    const withRtl = new Set(stories.filter(({ title }) => title.endsWith('/ RightToLeft')).map(({ title }) => title.split(' / ')[0]));
    expect([...titles].filter((title) => !withRtl.has(title))).toEqual([]);
  });

  it('applies the Arabic locale and right-to-left direction to the RTL stories', () => {
    const rtlStories = stories.filter(({ title }) => title.endsWith('/ RightToLeft'));
    expect(rtlStories.length).toBeGreaterThanOrEqual(30);
    for (const { Story } of rtlStories) {
      const { container, unmount } = render(<Story />);
      expect(container.querySelector('[dir="rtl"][lang="ar"]')).not.toBeNull();
      expect(document.documentElement.dir).toBe('rtl');
      unmount();
    }
  });

  it.each(shard(0, 2))('$title renders without accessibility violations', expectNoViolations);
});
