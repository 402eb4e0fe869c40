import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra, BaseApiHost } from '@storefront/api-client';
import { useDispatch, useSelector } from 'react-redux';
import type { DeviceInfo } from '../device/device';
import type { RegionsState } from './regions.slice';

/**
 * The part of the app's store this lib reads: its own slices and the RTK Query cache its endpoints
 * fill. The lib never knows the app's whole state; the app proves its store has these parts
 * (apps/storefront/src/app/store-hooks.type-test.ts).
 */
export interface RegionsStoreState extends BaseApiHost {
  regions: RegionsState;
  device: DeviceInfo;
}

export type RegionsDispatch = ThunkDispatch<RegionsStoreState, ApiExtra, UnknownAction>;

/** Reads the store with a selector of this lib's state: a selector of another slice fails typecheck. */
export const useRegionsSelector = useSelector.withTypes<RegionsStoreState>();
export const useRegionsDispatch = useDispatch.withTypes<RegionsDispatch>();
