// @vitest-environment happy-dom
import { composeStories } from '@storybook/react-vite';
import { renderWithProviders } from '@storefront/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './compare-toggle.stories';

// The stories as Storybook's storefront page renders them (a router on the page, the app's intl).
// The one Storybook's own harness (libs/ui) renders and axe-checks them once its glob lists this lib.
afterEach(() => cleanup());
beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const composed = composeStories(stories);

async function renderStory(Story: ComponentType) {
  await renderWithProviders(<Story />, { path: '/ae_en/product/model-1/' });
  return screen.findByRole('button');
}

describe('CompareToggle stories', () => {
  it('Default is not pressed', async () => {
    expect((await renderStory(composed.Default)).getAttribute('aria-pressed')).toBe('false');
  });

  it('Pressed is pressed, named "In comparison"', async () => {
    const button = await renderStory(composed.Pressed);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('In comparison');
  });

  it.each([
    ['ProductLimit', composed.ProductLimit, 'You can compare up to 3 products of one category.'],
    ['CategoryLimit', composed.CategoryLimit, 'You can compare products of up to 6 categories at a time.'],
  ])('%s warns when pressed and stays unpressed', async (_name, Story, warning) => {
    const button = await renderStory(Story);
    await userEvent.click(button);
    // The toaster renders once its chunk (Sonner) has loaded, which may be after the click: wait for it.
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText((text) => text.startsWith(warning))).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
