import { composeStories } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import axe from 'axe-core';
import { expect } from 'vitest';
import preview from '../../.storybook/preview';

// Test support for the stories specs (not part of the public API): every story of the lib,
// composed with the preview's decorators, and the axe check each one must pass. The specs split
// the stories in shards so that Vitest runs them on several threads.

type StoryModule = Parameters<typeof composeStories>[0];

// Every story Storybook shows (.storybook/main.ts): the lib's and the feature libs', so a new story
// is checked without touching the specs. The feature libs' stories are found by path, not imported
// by name: libs/ui never depends on them (the ui project's test inputs list them instead).
export const storyModules = import.meta.glob<StoryModule>(
  [
    './**/*.stories.tsx',
    '../../../catalog/src/**/*.stories.tsx',
    '../../../cart/src/**/*.stories.tsx',
    '../../../comparison/src/**/*.stories.tsx',
    '../../../content/src/**/*.stories.tsx',
    '../../../../apps/regional-api/src/simulated-provider/*.stories.tsx',
  ],
  { eager: true },
);

export interface ComposedStory {
  title: string;
  /** A composed story: a component that also runs the story's loaders. */
  Story: ComponentType & { load: () => Promise<void>; parameters: Record<string, unknown> };
}

export const stories: ComposedStory[] = Object.entries(storyModules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([path, module]) =>
    // The preview's decorators wrap every story in UiProvider and apply the locale/direction globals.
    // The glob's modules are untyped, so TypeScript cannot see that each composed story is a component.
    Object.entries(composeStories(module, preview) as Record<string, ComposedStory['Story']>).map(([name, Story]) => ({
      title: `${module.default.title ?? path} / ${name}`,
      Story,
    })),
  );

/** Every `count`-th story starting at `index`: shards of about equal size. */
export function shard(index: number, count: number): ComposedStory[] {
  return stories.filter((_, position) => position % count === index);
}

const axeOptions: axe.RunOptions = {
  // Only violations fail a story: axe then skips gathering the details of passes and incomplete checks.
  resultTypes: ['violations'],
  rules: {
    // jsdom does no layout and cannot paint, so axe cannot resolve foreground and background
    // colours here (tried: #eee on #fff gives neither a violation nor a pass). Contrast is kept by
    // construction instead: theme.spec.ts and the component specs check every token pair, and the
    // Storybook a11y addon checks it in a real browser.
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

/** Renders a story and fails on any axe violation. */
/**
 * A story's axe check may take this long: rendering a whole form (checkout, with its fields and
 * captcha) and running axe over it in jsdom took 10.2 s on CI's two cores while the other projects'
 * tests ran beside it, past Vitest's 10 s default. A story that hangs still fails.
 */
export const AXE_CHECK_TIMEOUT_MS = 30_000;

export async function expectNoViolations({ Story }: ComposedStory): Promise<void> {
  await Story.load();
  render(<Story />);
  // One task later: toasts are added on the next tick, popovers position in a microtask.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  // The whole document, not only the story's container: dialogs, select lists and toasts render
  // in portals at the end of <body>.
  const results = await axe.run(document.body, axeOptions);

  expect(results.violations, describeViolations(results.violations)).toEqual([]);
}
