import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '@storefront/api-client';
import { useDispatch } from 'react-redux';
import type { CartStoreState } from '../state/cart.slice';

/** The forms' dispatch: their thunks send requests with the store's `ApiExtra` (the region's API client). */
export type FormDispatch = ThunkDispatch<CartStoreState, ApiExtra, UnknownAction>;

/** The cart's dispatch, typed with the thunk extra argument every storefront store carries. */
export const useFormDispatch = useDispatch.withTypes<FormDispatch>();
