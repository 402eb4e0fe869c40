import { css, keyframes } from '@emotion/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icon/ui-icons';
import { colors, durations, easings, fontSizes, fontWeights, layout, lineHeights, radii, space } from '../theme/tokens';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

/** Props shared by Modal and Drawer. */
export interface DialogBaseProps {
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a `Button`); focus returns to it on close. */
  trigger?: ReactNode;
  /** Heading of the dialog and its accessible name, translated. Required. */
  title: ReactNode;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  /** Text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Accessible name of the close button, translated ("Close"). */
  closeLabel: string;
  /** Actions at the bottom (stay visible while the body scrolls). */
  footer?: ReactNode;
  children?: ReactNode;
  /**
   * `false` keeps it open on Escape and on a click outside (a form with unsaved input); the close
   * button and `onOpenChange` still work. Default `true`.
   */
  dismissible?: boolean;
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const overlayStyles = css({
  position: 'fixed',
  inset: 0,
  backgroundColor: colors.overlay,
  '&[data-state="open"]': { animation: `${fadeIn} ${durations.normal} ${easings.decelerate}` },
  '&[data-state="closed"]': { animation: `${fadeOut} ${durations.fast} ${easings.accelerate}` },
});

const headerStyles = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[3],
  paddingBlock: space[4],
  paddingInline: space[5],
  borderBlockEnd: `1px solid ${colors.border}`,
});

const headerTextStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1], flex: 1, minInlineSize: 0 });

const titleStyles = css({
  margin: 0,
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.bold,
  lineHeight: lineHeights.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

const hiddenStyles = visuallyHiddenStyles;

const descriptionStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  color: colors.textMuted,
});

const bodyStyles = css({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: space[4],
  paddingInline: space[5],
});

export const footerStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space[3],
  paddingBlock: space[4],
  paddingInline: space[5],
  borderBlockStart: `1px solid ${colors.border}`,
});

const closeStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: layout.minTarget,
  blockSize: layout.minTarget,
  marginBlock: `calc(-1 * ${space[2]})`,
  marginInlineEnd: `calc(-1 * ${space[2]})`,
  padding: 0,
  border: 0,
  borderRadius: radii.pill,
  backgroundColor: 'transparent',
  color: colors.text,
  cursor: 'pointer',
  '@media (hover: hover)': { '&:hover': { backgroundColor: colors.surfaceMuted } },
});

/** Title, description and close button at the top of a dialog. */
export function DialogHeader({
  title,
  hideTitle,
  description,
  closeLabel,
}: Pick<DialogBaseProps, 'title' | 'hideTitle' | 'description' | 'closeLabel'>) {
  return (
    <div css={headerStyles}>
      <div css={headerTextStyles}>
        <DialogPrimitive.Title css={hideTitle ? hiddenStyles : titleStyles}>{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description css={descriptionStyles}>{description}</DialogPrimitive.Description>
        ) : null}
      </div>
      <DialogPrimitive.Close css={closeStyles} aria-label={closeLabel}>
        <CloseIcon />
      </DialogPrimitive.Close>
    </div>
  );
}

/**
 * Gives focus back, on close, to the element that had it when the dialog opened. Radix returns it only
 * to its own `Trigger`; a dialog that the page opens through its state (no trigger: a lazily loaded
 * dialog, a picture's zoom, a drawer opened by a `<summary>`) would leave it on `<body>`. Nothing is
 * done when the opener is gone or hidden, or when focus has already moved elsewhere (into the next
 * dialog): then Radix's own return to its trigger, if any, applies.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Called before the dialog moves focus inside: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      const active = document.activeElement;
      if (!target || (active && active !== document.body)) return;
      // An opener that is gone or hidden does not take focus: then Radix does its part.
      target.focus();
      if (document.activeElement === target) event.preventDefault();
    },
  };
}

/** Event handlers that keep a non-dismissible dialog open. */
export function dismissHandlers(dismissible: boolean) {
  if (dismissible) return {};
  const prevent = (event: Event) => event.preventDefault();
  return { onEscapeKeyDown: prevent, onPointerDownOutside: prevent, onInteractOutside: prevent };
}

/**
 * The scrolling middle of a dialog. When its content overflows it becomes a tab stop, so that
 * keyboard users can scroll text that has no link or field in it (WCAG 2.1.1).
 */
export function DialogBody({ children }: { children?: ReactNode }) {
  const body = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      if (element.scrollHeight > element.clientHeight) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={body} css={bodyStyles} data-dialog-body="">
      {children}
    </div>
  );
}
