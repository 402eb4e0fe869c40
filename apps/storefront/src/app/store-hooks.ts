import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, AppState } from './app-store';

/**
 * The only way the app's components touch the store. Typed on the whole state, so a selector of
 * a slice the store does not have (or of the wrong shape) fails typecheck.
 */
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
