// @vitest-environment happy-dom
import type { ServiceSearch } from '@storefront/api-client';
import { renderWithProviders } from '@storefront/testing';
import type { AnyRouter } from '@tanstack/react-router';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_SEARCH_DEBOUNCE_MS, SupportSearchBox, type SupportSearchBoxProps } from './support-search-box';

afterEach(() => cleanup());

const USING = { id: 6, slug: 'using-your-product', title: 'Using your product' };
const ARTICLES = [
  { id: 24, slug: 'first-start', title: 'Before the first start', summary: 'Check the oil.', popular: true, section: USING },
  { id: 25, slug: 'running-in', title: 'Running in a new engine', summary: 'Vary the revs.', popular: false, section: USING },
];

/** The backend as the box sees it (its `search` prop, the app's wiring): every text asked, in order. */
function backend(answer: (query: string) => Promise<ServiceSearch> = async (query) => ({ query, items: ARTICLES, totalItems: 7, page: 1, itemsPerPage: 6 })) {
  const asked: string[] = [];
  const search = (query: string) => {
    asked.push(query);
    return answer(query);
  };
  return { asked, search };
}

/** The box on `/ae_en/support/` with a router whose every page is the box (a navigation is seen in the router's location). */
async function renderBox(props: Partial<SupportSearchBoxProps> = {}): Promise<AnyRouter> {
  const { router } = await renderWithProviders(<SupportSearchBox action="/ae_en/support/" label="How can we help?" {...props} />, {
    path: '/ae_en/support/',
  });
  await screen.findByRole('combobox');
  return router;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, SUPPORT_SEARCH_DEBOUNCE_MS + 100));

describe('SupportSearchBox', () => {
  it('asks once per pause in typing, and only for text with a letter or a digit', async () => {
    const { asked, search } = backend();
    await renderBox({ search });
    const user = userEvent.setup();

    await user.type(screen.getByRole('combobox'), 'warranty');
    await pause();
    expect(asked).toEqual(['warranty']);

    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), '?!…');
    await pause();
    expect(asked).toEqual(['warranty']);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Type a word or a number to search.');
  });

  it('is a combobox: ↓ and ↑ choose a suggestion, Enter opens it', async () => {
    const { search } = backend();
    const router = await renderBox({ search });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');

    await user.type(box, 'oil');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Before the first startUsing your product', 'Running in a new engineUsing your product']);
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ae_en/support/using-your-product/first-start/'));
  });

  it('opens the results page of the text with Enter when no suggestion is chosen; Escape closes the list, then clears', async () => {
    const { search } = backend();
    const router = await renderBox({ search });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');

    await user.type(box, 'oil');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    expect(box).toHaveProperty('value', '');

    await user.type(box, 'fresh fuel{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/ae_en/support/?q=fresh+fuel'));
  });

  it('says when nothing matched, and when the search failed offers to ask again', async () => {
    let fail = true;
    const { asked, search } = backend(async (query) => {
      if (fail) throw new Error('503');
      return { query, items: [], totalItems: 0, page: 1, itemsPerPage: 6 };
    });
    await renderBox({ search });
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await user.type(screen.getByRole('combobox'), 'carburettor');
    await screen.findByText('The search is not available right now.');
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByText(/^No answers for “carburettor”/);
    expect(asked).toEqual(['carburettor', 'carburettor']);
    expect(screen.getByRole('combobox')).toBe(document.activeElement);
  });

  it('keeps the text of the page it is on (?q=) without opening its list, and passes axe with the list open', async () => {
    const { asked, search } = backend();
    await renderBox({ search, query: 'warranty' });
    const box = screen.getByRole('combobox');
    expect(box).toHaveProperty('value', 'warranty');
    await pause();
    expect(asked).toEqual([]);

    await userEvent.setup().type(box, ' claim');
    await screen.findAllByRole('option');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
