import type { ServerRegion } from '@storefront/api-client';
import { createTestStore, renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { regionsApi } from '../../state/regions.api';
import { regionsSlice } from '../../state/regions.slice';
import { RegionList, filterRegions } from './region-list';

const region = (id: number, name: string, slug: string): ServerRegion => ({
  id,
  name,
  slug,
  active: true,
  nameCases: { nameIn: name, nameFrom: name },
});
const regions = [region(1, 'Dubai', 'dubai'), region(2, 'Abu Dhabi', 'abu-dhabi'), region(3, 'Sharjah', 'sharjah')];

/** A real store whose regions query already holds the backend's answer, as the server filled it (no network in this test). */
async function renderList() {
  const { store } = createTestStore({ slices: [regionsSlice] });
  const answer = { items: regions, totalItems: 3, page: 1, itemsPerPage: 100 };
  await store.dispatch(regionsApi.util.upsertQueryData('getRegions', { region: 'ae', locale: 'en' }, answer));
  await renderWithProviders(<RegionList country="ae" locale="en" />, { store });
  return store;
}

describe('RegionList', () => {
  it('lists the regions the backend returned', async () => {
    await renderList();
    expect(screen.getByRole('heading', { name: 'Where to find us' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 regions')).toBeTruthy();
  });

  it('narrows the list as the shopper types', async () => {
    await renderList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find your region' }), 'dha');
    expect(screen.getAllByRole('listitem').map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Abu Dhabi',
    ]);
    expect(screen.getByText('1 region')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No region matches “zzz”.')).toBeTruthy();
  });

  it('marks the region the shopper chooses', async () => {
    await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Sharjah' }));
    const chosen = screen.getByRole('button', { name: 'Your region' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });
});

describe('filterRegions', () => {
  it('matches names case-insensitively in the shopper language and slugs', () => {
    const moscow = region(4, 'Москва', 'moscow');
    expect(filterRegions([moscow], 'МОСК', 'ru')).toEqual([moscow]);
    expect(filterRegions([moscow], 'mosc', 'ru')).toEqual([moscow]);
    expect(filterRegions([moscow], '  ', 'ru')).toEqual([moscow]);
  });
});
