import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { Modal } from '../modal/modal';
import { colors, fontSizes, fontWeights, lineHeights, radii, space } from '../theme/tokens';
import { ConsentActions } from './consent-actions';

export interface ConsentPurposeChoice {
  id: string;
  title: ReactNode;
  description: ReactNode;
  checked: boolean;
  /** Always on (strictly necessary): shown checked and disabled, with `alwaysOnLabel`. */
  locked?: boolean;
}

export interface ConsentPreferencesProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  closeLabel: string;
  purposes: readonly ConsentPurposeChoice[];
  onPurposeChange: (id: string, checked: boolean) => void;
  alwaysOnLabel: ReactNode;
  acceptLabel: ReactNode;
  rejectLabel: ReactNode;
  saveLabel: ReactNode;
  onAccept: () => void;
  onReject: () => void;
  onSave: () => void;
}

const listStyles = css({ display: 'grid', gap: space[3], margin: 0, padding: 0, listStyle: 'none' });

const purposeStyles = css({
  display: 'grid',
  gap: space[1],
  padding: space[4],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
});

const purposeTextStyles = css({ margin: 0, fontSize: fontSizes.sm, lineHeight: lineHeights.normal, color: colors.textMuted });

const alwaysOnStyles = css({ fontSize: fontSizes.xs, fontWeight: fontWeights.semibold, color: colors.accentText });

/**
 * The choice by purpose: one checkbox per purpose (the necessary one checked and locked), then accept
 * all, reject all (the same weight) and save. Nothing is pre-ticked by this component: `checked` is
 * what the shopper allows now. A modal dialog (Radix: focus inside, Escape closes, focus returns).
 */
export function ConsentPreferences({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  purposes,
  onPurposeChange,
  alwaysOnLabel,
  acceptLabel,
  rejectLabel,
  saveLabel,
  onAccept,
  onReject,
  onSave,
}: ConsentPreferencesProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size="md"
      footer={
        <ConsentActions
          acceptLabel={acceptLabel}
          rejectLabel={rejectLabel}
          otherLabel={saveLabel}
          onAccept={onAccept}
          onReject={onReject}
          onOther={onSave}
        />
      }
    >
      <ul css={listStyles}>
        {purposes.map((purpose) => (
          <li key={purpose.id} css={purposeStyles}>
            <Checkbox
              name={`consent-${purpose.id}`}
              label={purpose.title}
              checked={purpose.locked ? true : purpose.checked}
              disabled={purpose.locked}
              hint={purpose.locked ? <span css={alwaysOnStyles}>{alwaysOnLabel}</span> : undefined}
              onChange={(event) => onPurposeChange(purpose.id, event.currentTarget.checked)}
            />
            <p css={purposeTextStyles}>{purpose.description}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
