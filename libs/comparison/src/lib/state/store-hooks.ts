import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '@storefront/api-client';
import { useDispatch, useSelector } from 'react-redux';
import type { ComparisonThunkState } from './comparison.thunks';

/**
 * The part of the app's store this lib reads: its own (optional, injected) slice and the query
 * cache its endpoint fills. The lib never knows the app's whole state.
 */
export type ComparisonStoreHostState = ComparisonThunkState;
export type ComparisonDispatch = ThunkDispatch<ComparisonStoreHostState, ApiExtra, UnknownAction>;

/** Reads the store with a selector of this lib's state: a selector of another slice fails typecheck. */
export const useComparisonSelector = useSelector.withTypes<ComparisonStoreHostState>();
export const useComparisonDispatch = useDispatch.withTypes<ComparisonDispatch>();
