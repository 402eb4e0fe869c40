import { css, keyframes } from '@emotion/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { DialogBody, DialogHeader, dismissHandlers, footerStyles, overlayStyles, useReturnFocus } from '../modal/dialog-parts';
import type { DialogBaseProps } from '../modal/dialog-parts';
import { colors, durations, easings, shadows, zIndices } from '../theme/tokens';

export const drawerSides = ['end', 'start'] as const;
type DrawerSide = (typeof drawerSides)[number];

export const drawerSizes = ['sm', 'md', 'lg'] as const;
type DrawerSize = (typeof drawerSizes)[number];

export interface DrawerProps extends DialogBaseProps {
  /** The inline edge it slides in from: `end` (default; right in LTR, left in RTL) or `start`. */
  side?: DrawerSide;
  /** Width: sm 20rem, md 28rem (default), lg 40rem; never wider than the screen. */
  size?: DrawerSize;
}

// `--drawer-from` is where the panel starts its slide: off screen on its own side. Physical
// transforms do not follow the direction, so RTL flips the sign.
const slideIn = keyframes({ from: { transform: 'translateX(var(--drawer-from))' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(var(--drawer-from))' } });

const drawerOverlayStyles = css(overlayStyles, { zIndex: zIndices.drawer });

const contentStyles = css({
  position: 'fixed',
  zIndex: zIndices.drawer,
  insetBlock: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  blockSize: '100dvh',
  backgroundColor: colors.surface,
  color: colors.text,
  boxShadow: shadows.lg,
  outline: 'none',
  '&[data-state="open"]': { animation: `${slideIn} ${durations.slow} ${easings.decelerate}` },
  '&[data-state="closed"]': { animation: `${slideOut} ${durations.normal} ${easings.accelerate}` },
});

const sideStyles: Record<DrawerSide, ReturnType<typeof css>> = {
  end: css({
    insetInlineEnd: 0,
    '--drawer-from': '100%',
    '[dir="rtl"] &': { '--drawer-from': '-100%' },
  }),
  start: css({
    insetInlineStart: 0,
    '--drawer-from': '-100%',
    '[dir="rtl"] &': { '--drawer-from': '100%' },
  }),
};

const sizeStyles: Record<DrawerSize, ReturnType<typeof css>> = {
  sm: css({ maxInlineSize: '20rem' }),
  md: css({ maxInlineSize: '28rem' }),
  lg: css({ maxInlineSize: '40rem' }),
};

/**
 * A side panel (Radix Dialog) sliding in from the inline end: the mobile menu, the locality
 * picker, a filter panel. Focus is trapped, Escape and a click outside close it, the page behind
 * does not scroll.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle,
  description,
  closeLabel,
  footer,
  children,
  dismissible = true,
  side = 'end',
  size = 'md',
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay css={drawerOverlayStyles} />
        <DialogPrimitive.Content
          data-side={side}
          css={[contentStyles, sideStyles[side], sizeStyles[size]]}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...dismissHandlers(dismissible)}
          {...returnFocus}
        >
          <DialogHeader title={title} hideTitle={hideTitle} description={description} closeLabel={closeLabel} />
          <DialogBody>{children}</DialogBody>
          {footer ? <div css={footerStyles}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
