import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

// Every story of the lib, so a new story is checked without touching this file.
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

const axeOptions: axe.RunOptions = {
  rules: {
    // jsdom does no layout and cannot paint, so axe cannot resolve foreground and background
    // colours here (tried: #eee on #fff gives neither a violation nor a pass). Contrast is kept by construction instead: theme.spec.ts and button.spec.ts
    // check every token pair, and the Storybook a11y addon checks it in a real browser.
    'color-contrast': { enabled: false },
    // Stories render isolated components, not pages: no landmarks or page heading to expect.
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((node) => node.html).join('\n  ')}`)
    .join('\n');
}

const stories = Object.entries(modules).flatMap(([path, module]) =>
  // The preview's decorators wrap every story in UiProvider and apply the locale/direction globals.
  // The glob's modules are untyped, so TypeScript cannot see that each composed story is a component.
  Object.entries(composeStories(module, preview) as Record<string, ComponentType>).map(([name, Story]) => ({
    title: `${module.default.title ?? path} / ${name}`,
    Story,
  })),
);

describe('stories', () => {
  it('are found', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
    expect(stories.length).toBeGreaterThan(30);
  });

  it('applies the Arabic locale and right-to-left direction to the RTL stories', () => {
    const rtlStories = stories.filter(({ title }) => title.endsWith('/ RightToLeft'));
    expect(rtlStories.length).toBeGreaterThanOrEqual(7);
    for (const { Story } of rtlStories) {
      const { container, unmount } = render(<Story />);
      expect(container.querySelector('[dir="rtl"][lang="ar"]')).not.toBeNull();
      expect(document.documentElement.dir).toBe('rtl');
      unmount();
    }
  });

  it.each(stories)('$title renders without accessibility violations', async ({ Story }) => {
    const { container } = render(<Story />);

    const results = await axe.run(container, axeOptions);

    expect(results.violations, describeViolations(results.violations)).toEqual([]);
  });
});
