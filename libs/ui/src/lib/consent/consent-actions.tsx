import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { space } from '../theme/tokens';

interface ConsentActionsProps {
  acceptLabel: ReactNode;
  rejectLabel: ReactNode;
  /** The third, lighter action: "Choose" on the banner, "Save my choice" in the dialog. */
  otherLabel: ReactNode;
  onAccept: () => void;
  onReject: () => void;
  onOther: () => void;
}

const actionsStyles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: space[2],
  inlineSize: '100%',
});

/**
 * The banner's and the dialog's buttons: accept and reject with the same look, side by side (equally
 * easy: the EDPB's cookie banner taskforce, 2023), then the third one outlined.
 */
export function ConsentActions({ acceptLabel, rejectLabel, otherLabel, onAccept, onReject, onOther }: ConsentActionsProps) {
  return (
    <div css={actionsStyles}>
      <Button variant="default" size="sm" onClick={onAccept}>
        {acceptLabel}
      </Button>
      <Button variant="default" size="sm" onClick={onReject}>
        {rejectLabel}
      </Button>
      <Button variant="outlined" size="sm" onClick={onOther}>
        {otherLabel}
      </Button>
    </div>
  );
}
