import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { media } from '../theme/breakpoints';
import { ConsentActions } from './consent-actions';
import { colors, fontSizes, fontWeights, lineHeights, radii, shadows, space, zIndices } from '../theme/tokens';

export interface ConsentBannerProps {
  /** The region's accessible name ("Cookie consent"). */
  label: string;
  title: ReactNode;
  /** What is asked and why, with a link to the cookie policy; translated by the caller. */
  children: ReactNode;
  acceptLabel: ReactNode;
  rejectLabel: ReactNode;
  settingsLabel: ReactNode;
  onAccept: () => void;
  onReject: () => void;
  onSettings: () => void;
}

const bannerStyles = css({
  position: 'fixed',
  insetInline: space[4],
  insetBlockEnd: space[4],
  zIndex: zIndices.sticky,
  display: 'grid',
  gap: space[3],
  maxInlineSize: '44rem',
  marginInline: 'auto',
  padding: space[5],
  backgroundColor: colors.surface,
  color: colors.text,
  borderRadius: radii.lg,
  boxShadow: shadows.lg,
  border: `1px solid ${colors.border}`,
  [media.mobile]: { insetInline: space[2], insetBlockEnd: space[2], padding: space[4], gap: space[2] },
});

const titleStyles = css({ margin: 0, fontSize: fontSizes.md, fontWeight: fontWeights.bold, lineHeight: lineHeights.tight });

const textStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.normal,
  color: colors.textMuted,
  a: { color: colors.accentText, fontWeight: fontWeights.medium },
});

/**
 * The first-visit consent notice: a fixed box at the foot of the screen that never covers the whole
 * page nor traps focus, so reading and buying go on while it shows. Accept and reject look the same
 * (`ConsentActions`); the third button opens the choice by purpose. A landmark region, so a screen reader can find it again.
 */
export function ConsentBanner({ label, title, children, acceptLabel, rejectLabel, settingsLabel, onAccept, onReject, onSettings }: ConsentBannerProps) {
  return (
    <section aria-label={label} css={bannerStyles} data-consent-banner="">
      <p css={titleStyles}>{title}</p>
      <p css={textStyles}>{children}</p>
      <ConsentActions
        acceptLabel={acceptLabel}
        rejectLabel={rejectLabel}
        otherLabel={settingsLabel}
        onAccept={onAccept}
        onReject={onReject}
        onOther={onSettings}
      />
    </section>
  );
}
