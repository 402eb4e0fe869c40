import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AXE_CHECK_TIMEOUT_MS, expectNoViolations, shard, stories, storyModules } from './stories-harness';

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

  const rtlStories = stories.filter(({ title }) => title.endsWith('/ RightToLeft'));
  it('have right-to-left stories', () => {
    expect(rtlStories.length).toBeGreaterThanOrEqual(30);
  });

  it.each(rtlStories)('$title applies the Arabic locale and right-to-left direction', ({ Story }) => {
    const { container, unmount } = render(<Story />);
    expect(container.querySelector('[dir="rtl"][lang="ar"]')).not.toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    unmount();
  });

  const pageStories = stories.filter(({ Story }) => Story.parameters['storefrontPage']);
  it('include the feature libs’ stories on a regional page', () => {
    expect(pageStories.length).toBeGreaterThanOrEqual(6);
  });

  // A picture-only component (a gallery of one) has no text: rendered means some markup.
  // Some components have no links (a sort form, an empty list); a list's links carry its query.
  it.each(pageStories)('$title renders on a regional page, with working region links', async ({ title, Story }) => {
    await Story.load();
    const { container, unmount } = render(<Story />);
    expect(container.innerHTML, title).not.toBe('');
    // A store's phone, e-mail and map search (content's stores screen) leave the site on purpose.
    const hrefs = [...container.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href'))
      .filter((href) => !/^(tel:|mailto:|https:\/\/)/.test(href ?? ''));
    for (const href of hrefs) expect(href, title).toMatch(/^\/[a-z]{2}_[a-z]{2}\/([^?#]+\/)?(\?[^#]+)?$/);
    unmount();
  });

  it.each(shard(0, 2))('$title renders without accessibility violations', expectNoViolations, AXE_CHECK_TIMEOUT_MS);
});
