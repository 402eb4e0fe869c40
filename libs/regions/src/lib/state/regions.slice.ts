import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerRegion } from '@storefront/api-client';

export interface RegionsState {
  /** Slug of the backend region (province or city) the shopper is in. */
  selectedSlug: string | null;
}

const initialState: RegionsState = { selectedSlug: null };

/**
 * SPEC §4 region selection: a URL city that matches a region slug selects it; otherwise the first
 * region is used when none is chosen or the chosen one is no longer active.
 */
export function chooseRegion(
  regions: readonly ServerRegion[],
  selectedSlug: string | null,
  citySlug?: string,
): string | null {
  const active = regions.filter((region) => region.active);
  const fromCity = citySlug ? active.find((region) => region.slug === citySlug) : undefined;
  if (fromCity) return fromCity.slug;
  if (selectedSlug && active.some((region) => region.slug === selectedSlug)) return selectedSlug;
  return active[0]?.slug ?? null;
}

export const regionsSlice = createSlice({
  name: 'regions',
  initialState,
  reducers: {
    regionsLoaded(state, action: PayloadAction<{ regions: ServerRegion[]; citySlug?: string }>) {
      state.selectedSlug = chooseRegion(action.payload.regions, state.selectedSlug, action.payload.citySlug);
    },
    regionChosen(state, action: PayloadAction<string>) {
      state.selectedSlug = action.payload;
    },
  },
  selectors: {
    selectSelectedRegionSlug: (state) => state.selectedSlug,
  },
});

export const { regionsLoaded, regionChosen } = regionsSlice.actions;
export const { selectSelectedRegionSlug } = regionsSlice.selectors;
