import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ApiExtra } from './base-api';

export type AppDispatch = ThunkDispatch<unknown, ApiExtra, UnknownAction>;

/** The dispatch of a storefront store: thunks get the per-region API clients as extra. */
export const useAppDispatch: () => AppDispatch = useDispatch;

/**
 * Reads the store with a selector typed to the slice it belongs to. Libs never know the app's
 * RootState: a slice's selectors are typed to their own part of it.
 */
export const useAppSelector: <Selected>(selector: (state: never) => Selected) => Selected = useSelector;

export const useAppStore = useStore;
