import { css, keyframes } from '@emotion/react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { media } from '../theme/breakpoints';
import { colors, durations, easings, radii, shadows, space, zIndices } from '../theme/tokens';
import { DialogBody, DialogHeader, dismissHandlers, footerStyles, overlayStyles, useReturnFocus } from './dialog-parts';
import type { DialogBaseProps } from './dialog-parts';

export const modalSizes = ['sm', 'md', 'lg', 'full'] as const;
type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends DialogBaseProps {
  /** Width: sm 24rem, md 36rem (default), lg 56rem; `full` fills the screen. */
  size?: ModalSize;
}

const scaleIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'none' } });

// The overlay is the scroll container and centres the dialog: no transform is needed, so the
// centring does not depend on the writing direction. Its one column is the screen's width less the
// padding, never the dialog's content: without a template the implicit column would grow to the
// dialog's widest line (a 24rem dialog would be 384 px wide on a 360 px phone).
const modalOverlayStyles = css(overlayStyles, {
  zIndex: zIndices.modal,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  overflowY: 'auto',
  padding: space[4],
  [media.mobile]: { padding: space[2] },
});

const contentStyles = css({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxBlockSize: `calc(100dvh - 2 * ${space[4]})`,
  backgroundColor: colors.surface,
  color: colors.text,
  borderRadius: radii.lg,
  boxShadow: shadows.lg,
  outline: 'none',
  '&[data-state="open"]': { animation: `${scaleIn} ${durations.normal} ${easings.decelerate}` },
});

const sizeStyles: Record<ModalSize, ReturnType<typeof css>> = {
  sm: css({ maxInlineSize: '24rem' }),
  md: css({ maxInlineSize: '36rem' }),
  lg: css({ maxInlineSize: '56rem' }),
  full: css({ maxInlineSize: 'none', blockSize: '100%', maxBlockSize: 'none', borderRadius: 0 }),
};

const fullOverlayStyles = css({ padding: 0, [media.mobile]: { padding: 0 } });

/**
 * A dialog over the page (Radix Dialog): focus moves in and is trapped, Escape and a click
 * outside close it, the page behind does not scroll, and focus returns to the trigger.
 */
export function Modal({
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
  size = 'md',
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay css={[modalOverlayStyles, size === 'full' && fullOverlayStyles]}>
          <DialogPrimitive.Content
            css={[contentStyles, sizeStyles[size]]}
            // Without a description, say so: Radix would otherwise point aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...dismissHandlers(dismissible)}
            {...returnFocus}
          >
            <DialogHeader title={title} hideTitle={hideTitle} description={description} closeLabel={closeLabel} />
            <DialogBody>{children}</DialogBody>
            {footer ? <div css={footerStyles}>{footer}</div> : null}
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
