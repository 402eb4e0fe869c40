import { useEffect, useSyncExternalStore } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { ExternalToast } from 'sonner';
import type * as Placed from './placed-toaster';
import { colors, fonts, fontSizes, radii, shadows, zIndices } from '../theme/tokens';
import { useDirection } from '../ui-provider/ui-context';
import type { Direction } from '../ui-provider/ui-context';

/**
 * SPEC §9, exactly: at most 3 visible, 4000 ms, 14 px apart, 356 px wide, bottom-right (bottom-left
 * in RTL), Alt+T focuses the list, container label 'Notifications'. Swipe-to-dismiss at 45 px or
 * a velocity above 0.11 and the 200 ms removal animation are Sonner's own constants (see spec).
 * On a phone (below md) the toasts show at the top instead, under the sticky header
 * (`ToasterProps.phoneTopInset`, `PlacedToaster`): docs/adr/0094-toasts-on-a-phone-at-the-top.md.
 */
export const TOASTER_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  gap: 14,
  width: 356,
  position: 'bottom-right',
  rtlPosition: 'bottom-left',
  hotkey: ['altKey', 'KeyT'],
  label: 'Notifications',
  swipeThreshold: 45,
  swipeVelocity: 0.11,
  removeDelay: 200,
} as const;

export { TOASTER_STYLE_HASH } from './toaster-csp';

/** The six toast types of SPEC §9. */
export const toastTypes = ['default', 'success', 'error', 'info', 'warning', 'loading'] as const;
export type ToastType = (typeof toastTypes)[number];

export interface ToasterProps {
  /** Accessible name of the list, translated. Default 'Notifications'. */
  label?: string;
  /** Accessible name of each toast's close button, translated ("Close"). Shows the button. */
  closeLabel?: string;
  /** Default: the direction of `UiProvider`; RTL puts the stack bottom-left. */
  dir?: Direction;
  /** Only toasts sent with the same `toasterId` show here (several toasters on one page). */
  id?: string;
  /**
   * On a phone, what stays on screen above the toasts (a CSS length: the sticky header's height);
   * they show 8 px below it. Default 0.
   */
  phoneTopInset?: string;
}

/**
 * Styled with the theme through Sonner's CSS variables; a type's text colour on its tinted
 * background meets WCAG AA (checked in the spec).
 */
export const toastColors: Record<Exclude<ToastType, 'loading'>, { color: string; background: string }> = {
  default: { color: colors.text, background: colors.surface },
  success: { color: colors.success, background: colors.successSurface },
  error: { color: colors.danger, background: colors.dangerSurface },
  info: { color: colors.info, background: colors.infoSurface },
  warning: { color: colors.warning, background: colors.warningSurface },
};

// Static: the same object on every render and on server and client.
const toasterStyle = {
  '--normal-bg': toastColors.default.background,
  '--normal-text': toastColors.default.color,
  '--normal-border': colors.border,
  '--success-bg': toastColors.success.background,
  '--success-text': toastColors.success.color,
  '--success-border': toastColors.success.color,
  '--error-bg': toastColors.error.background,
  '--error-text': toastColors.error.color,
  '--error-border': toastColors.error.color,
  '--info-bg': toastColors.info.background,
  '--info-text': toastColors.info.color,
  '--info-border': toastColors.info.color,
  '--warning-bg': toastColors.warning.background,
  '--warning-text': toastColors.warning.color,
  '--warning-border': toastColors.warning.color,
  '--border-radius': radii.md,
  '--gray11': colors.textMuted,
  fontFamily: fonts.body,
  zIndex: zIndices.toast,
} as CSSProperties;

const toastStyle: CSSProperties = { fontSize: fontSizes.sm, boxShadow: shadows.md };

// Sonner is loaded on demand, in its own chunk (with `PlacedToaster`, which places its stack): it injects
// its stylesheet when its module runs, so a static import would put that code and that <style> on
// every page that uses any ui component.
type SonnerModule = typeof Placed;
let sonner: SonnerModule | undefined;
let loading: Promise<SonnerModule> | undefined;
const listeners = new Set<() => void>();
/** Toasts sent before a Toaster is ready; shown once one has mounted. */
const pending: { id: string | number; show: (module: SonnerModule) => void }[] = [];
let mountedToasters = 0;

/**
 * Loads the toast library ahead of time (e.g. after hydration, or in a story loader). `Toaster`
 * and `toast` load it by themselves; this only saves the wait for the first toast.
 */
export function preloadToaster(): Promise<void> {
  loading ??= import('./placed-toaster').then((module) => {
    sonner = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading.then(() => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getModule = () => sonner;
// The server renders no toaster; the client adds it after hydration, so the markup always matches.
const getServerModule = () => undefined;

function flushPending(module: SonnerModule) {
  pending.splice(0).forEach(({ show }) => show(module));
}

/** Mounted after Sonner's toaster, so its effect runs once Sonner listens for toasts. */
function ReadyForToasts() {
  useEffect(() => {
    mountedToasters += 1;
    if (sonner) flushPending(sonner);
    return () => {
      mountedToasters -= 1;
    };
  }, []);
  return null;
}

/**
 * The one toast container of the app (SPEC §9). Render it once near the root; send toasts from
 * anywhere with `toast`. On a phone the stack is at the top, under `phoneTopInset`: there it covers
 * neither the header's cart link nor the lower half of the screen, where the thumb presses the
 * page's buttons ("add to cart").
 */
export function Toaster({ label = TOASTER_DEFAULTS.label, closeLabel, dir, id, phoneTopInset }: ToasterProps) {
  const direction = useDirection(dir);
  const module = useSyncExternalStore(subscribe, getModule, getServerModule);
  useEffect(() => {
    void preloadToaster();
  }, []);
  if (!module) return null;
  const SonnerToaster = module.PlacedToaster;
  return (
    <>
      <SonnerToaster
      id={id}
      dir={direction}
      position={direction === 'rtl' ? TOASTER_DEFAULTS.rtlPosition : TOASTER_DEFAULTS.position}
      phoneTopInset={phoneTopInset}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      duration={TOASTER_DEFAULTS.duration}
      gap={TOASTER_DEFAULTS.gap}
      hotkey={[...TOASTER_DEFAULTS.hotkey]}
      containerAriaLabel={label}
      richColors
      theme="light"
      closeButton={closeLabel !== undefined}
      style={toasterStyle}
      toastOptions={{ closeButtonAriaLabel: closeLabel, style: toastStyle }}
      />
      <ReadyForToasts />
    </>
  );
}

interface ToastOptions {
  /** Secondary text under the message. */
  description?: ReactNode;
  /** Milliseconds; default 4000. `Infinity` keeps it until dismissed. */
  duration?: number;
  /** Give an id to update a toast in place (e.g. loading → success). */
  id?: string | number;
  /** One action button ("Undo"). */
  action?: { label: ReactNode; onClick: () => void };
  /** The toaster to show in (see `ToasterProps.id`). */
  toasterId?: string;
  dismissible?: boolean;
  onDismiss?: () => void;
  onAutoClose?: () => void;
}

function options(input: ToastOptions | undefined): ExternalToast | undefined {
  if (!input) return undefined;
  const { action, onDismiss, onAutoClose, ...rest } = input;
  return {
    ...rest,
    action: action ? { label: action.label, onClick: () => action.onClick() } : undefined,
    onDismiss: onDismiss ? () => onDismiss() : undefined,
    onAutoClose: onAutoClose ? () => onAutoClose() : undefined,
  };
}

type ToastFunction = (message: ReactNode, toastOptions?: ToastOptions) => string | number;

let lastId = 0;

/** Shows a toast now if a Toaster is ready, else as soon as one is. Returns the toast's id. */
function send(type: ToastType, message: ReactNode, toastOptions?: ToastOptions): string | number {
  // Toasts are client-side events: a counter is a stable enough id (never rendered on the server).
  lastId += 1;
  const id = toastOptions?.id ?? `toast-${lastId}`;
  const data = { ...options(toastOptions), id };
  const show = (module: SonnerModule) => {
    if (type === 'default') module.toast(message, data);
    else module.toast[type](message, data);
  };
  if (sonner && mountedToasters > 0) show(sonner);
  else {
    pending.push({ id, show });
    void preloadToaster();
  }
  return id;
}

function dismiss(id?: string | number) {
  for (let index = pending.length - 1; index >= 0; index -= 1) {
    if (id === undefined || pending[index]?.id === id) pending.splice(index, 1);
  }
  sonner?.toast.dismiss(id);
}

/**
 * Shows a toast in the `Toaster`: `toast('Saved')`, `toast.success(…)`, `toast.error(…)`,
 * `toast.info(…)`, `toast.warning(…)`, `toast.loading(…)`; `toast.dismiss(id?)`. Messages are
 * translated by the caller. Pass the same `id` to replace a toast (loading → success).
 */
export const toast: ToastFunction & Record<Exclude<ToastType, 'default'>, ToastFunction> & {
  dismiss: (id?: string | number) => void;
} = /* @__PURE__ */ Object.assign((message: ReactNode, toastOptions?: ToastOptions) => send('default', message, toastOptions), {
  success: (message: ReactNode, toastOptions?: ToastOptions) => send('success', message, toastOptions),
  error: (message: ReactNode, toastOptions?: ToastOptions) => send('error', message, toastOptions),
  info: (message: ReactNode, toastOptions?: ToastOptions) => send('info', message, toastOptions),
  warning: (message: ReactNode, toastOptions?: ToastOptions) => send('warning', message, toastOptions),
  loading: (message: ReactNode, toastOptions?: ToastOptions) => send('loading', message, toastOptions),
  dismiss,
});
