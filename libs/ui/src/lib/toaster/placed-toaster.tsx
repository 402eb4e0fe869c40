// Sonner and where its stack shows: the chunk that `toaster.tsx` loads on demand, so that neither is
// part of a page's first load.
import { useSyncExternalStore, type ComponentProps } from 'react';
import { Toaster } from 'sonner';
import { mobileQuery } from '../theme/breakpoints';
import { space } from '../theme/tokens';

export { toast } from 'sonner';

// Is the screen a phone's (below md)? Where `matchMedia` is missing (jsdom), it is not.
const phoneQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(mobileQuery) : undefined);
const subscribeToPhone = (listener: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const isPhone = () => phoneQuery()?.matches ?? false;
const isPhoneOnServer = () => false;

type SonnerProps = ComponentProps<typeof Toaster>;

export interface PlacedToasterProps extends Omit<SonnerProps, 'offset' | 'mobileOffset'> {
  /** What stays on a phone's screen above the stack (a CSS length): `ToasterProps.phoneTopInset`. */
  phoneTopInset: string | undefined;
}

/**
 * Sonner's toaster at `position` (SPEC §9's corner), or on a phone (below md) at the top, 8 px under
 * `phoneTopInset` (docs/adr/0094-toasts-on-a-phone-at-the-top.md).
 */
export function PlacedToaster({ position, phoneTopInset = '0px', ...props }: PlacedToasterProps) {
  const phone = useSyncExternalStore(subscribeToPhone, isPhone, isPhoneOnServer);
  // Only a top position uses `top`. Sonner's own phone layout (full width, `mobileOffset`) starts at
  // 600 px, ours at md: both offsets say it.
  const offset = { top: `calc(${phoneTopInset} + ${space[2]})` };
  return <Toaster {...props} position={phone ? 'top-center' : position} offset={offset} mobileOffset={offset} />;
}
