import { useDispatch, useSelector } from 'react-redux';
import type { CartStoreState } from './cart.slice';
import type { CartDispatch } from './cart.thunks';

/**
 * The cart's hooks on its own part of the store (docs/adr/0034-store-hooks-typed-by-their-owner.md): a
 * selector of
 * another lib's state fails typecheck. The app proves its store holds this part once a page injects
 * the slice.
 */
export const useCartSelector = useSelector.withTypes<CartStoreState>();
export const useCartDispatch = useDispatch.withTypes<CartDispatch>();
