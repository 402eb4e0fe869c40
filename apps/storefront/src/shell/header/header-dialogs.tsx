import { useAppDispatch, useAppSelector } from '../../app/store-hooks';
import type { LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import { useCallback, type ComponentType, type RefObject } from 'react';
import { reloadForChunkError } from '../../app/navigation/chunk-reload';
import {
  localityDrawerToggled,
  mobileMenuToggled,
  modalChanged,
  selectHeaderModal,
  selectMobileMenuOpen,
} from '../../app/shell.slice';
import { cityDialog, countryDialog, searchDialog } from './header-dialog-loaders';
import type { HeaderDialogProps, MobileMenuDrawerProps } from './header-dialog-props';
import { lazyComponent, type LazyComponent } from '../../app/lazy-component';
import { useFocusReturn } from './use-header-effects';

// The mobile menu's drawer is its own chunk too; it opens the other dialogs through their handles
// (header-dialog-loaders.ts), which is why those live apart from this module.
export const mobileMenuDrawer = lazyComponent<MobileMenuDrawerProps>(() =>
  import('./mobile-menu-drawer').then((module) => module.MobileMenuDrawer),
);

interface DialogSlotProps<P extends HeaderDialogProps> {
  dialog: LazyComponent<P>;
  open: boolean;
  /** Returns the shell to the state without this dialog. */
  close: () => void;
  /** Where focus goes on close when the opener is gone (it was in the mobile menu). */
  fallbackFocus: RefObject<HTMLElement | null>;
  props: Omit<P, keyof HeaderDialogProps>;
}

/**
 * Where a lazily loaded dialog mounts. The opener is remembered here, in the page's own code, at
 * the moment the state opens (before the dialog's module may have arrived) and gets the focus
 * back when it closes. A module that cannot be fetched reloads the page (SPEC §8, the reload
 * guard decides) or, when the guard refuses, leaves the state closed again.
 */
function DialogSlot<P extends HeaderDialogProps>({ dialog, open, close, fallbackFocus, props }: DialogSlotProps<P>) {
  useFocusReturn(open, fallbackFocus);
  const onError = useCallback(
    (error: unknown) => {
      if (reloadForChunkError(error)) return;
      console.error('A header dialog could not be loaded', error);
      close();
    },
    [close],
  );
  const Dialog = dialog.useComponent(open, onError) as ComponentType<HeaderDialogProps> | undefined;
  const onOpenChange = useCallback(
    (next: boolean) => {
      if (!next) close();
    },
    [close],
  );
  if (!Dialog) return null;
  return <Dialog {...props} open={open} onOpenChange={onOpenChange} />;
}

export interface HeaderDialogsProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The burger: focus goes there when a dialog opened from the mobile menu closes. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The header's modal states (SPEC §2): country-select, region-select (the city drawer), search. */
export function HeaderDialogs({ region, locale, fallbackFocus }: HeaderDialogsProps) {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectHeaderModal);
  const closeModal = useCallback(() => dispatch(modalChanged('none')), [dispatch]);
  const closeCity = useCallback(() => dispatch(localityDrawerToggled(false)), [dispatch]);
  return (
    <>
      <DialogSlot
        dialog={countryDialog}
        open={modal === 'country-select'}
        close={closeModal}
        fallbackFocus={fallbackFocus}
        props={{ region, locale }}
      />
      <DialogSlot
        dialog={cityDialog}
        open={modal === 'region-select'}
        close={closeCity}
        fallbackFocus={fallbackFocus}
        props={{ region, locale }}
      />
      <DialogSlot dialog={searchDialog} open={modal === 'search'} close={closeModal} fallbackFocus={fallbackFocus} props={{}} />
    </>
  );
}

export interface MobileMenuSlotProps extends Omit<MobileMenuDrawerProps, keyof HeaderDialogProps> {
  burgerRef: RefObject<HTMLButtonElement | null>;
}

/** The mobile menu's drawer, loaded and mounted the first time the burger opens it. */
export function MobileMenuSlot({ burgerRef, ...props }: MobileMenuSlotProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileMenuOpen);
  const close = useCallback(() => dispatch(mobileMenuToggled(false)), [dispatch]);
  return <DialogSlot dialog={mobileMenuDrawer} open={open} close={close} fallbackFocus={burgerRef} props={props} />;
}
