import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '@storefront/ui';
import type { ReactNode } from 'react';

export interface FormAlertProps {
  /** `error`: nothing was sent or it was refused; `success`: it was received. */
  tone: 'error' | 'success';
  children: ReactNode;
  id?: string;
}

/** What happened to the whole form, above its button: announced as it appears (`role="alert"`/`"status"`). */
export function FormAlert({ tone, children, id }: FormAlertProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} css={[alertStyles, tone === 'error' ? errorStyles : successStyles]}>
      {children}
    </div>
  );
}

const alertStyles = css({
  margin: 0,
  paddingBlock: space[3],
  paddingInline: space[4],
  borderRadius: radii.md,
  borderInlineStart: '4px solid',
  fontSize: fontSizes.sm,
});
const errorStyles = css({ color: colors.danger, backgroundColor: colors.dangerSurface, borderColor: colors.danger });
const successStyles = css({ color: colors.success, backgroundColor: colors.successSurface, borderColor: colors.success });
