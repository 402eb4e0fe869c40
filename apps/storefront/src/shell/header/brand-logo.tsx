import { css } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import { fontWeights, letterSpacings, media, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { appMessages } from '../../app/messages';
import { BrandMark } from './header-icons';
import { headerMessages as messages } from './header.messages';

// Only the home itself is the current page (a prefix match would mark the logo current everywhere).
const EXACT = { exact: true };

/** The mark and the brand name (from the catalogue), linking to the region home. */
export function BrandLogo() {
  const intl = useIntl();
  const brand = intl.formatMessage(appMessages.brand);
  return (
    <RegionLink to="" css={logoStyles} aria-label={intl.formatMessage(messages.home, { brand })} activeOptions={EXACT}>
      <BrandMark />
      <span css={wordmarkStyles}>{brand}</span>
    </RegionLink>
  );
}

const logoStyles = css({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  justifySelf: 'start',
  minBlockSize: '2.75rem',
  minInlineSize: 0,
  color: 'inherit',
  textDecoration: 'none',
  '& [data-brand-mark]': { flexShrink: 0, inlineSize: 28, blockSize: 28 },
  // Room is tightest on 320 px phones: there the mark gives way to the name.
  '@media (max-width: 359.98px)': { '& [data-brand-mark]': { display: 'none' } },
  [media.up('md')]: { gap: space[3], '& [data-brand-mark]': { inlineSize: 34, blockSize: 34 } },
  [media.up('desktopXl')]: { '& [data-brand-mark]': { inlineSize: 44, blockSize: 44 } },
  [media.up('desktop3xl')]: { gap: space[4], '& [data-brand-mark]': { inlineSize: 56, blockSize: 56 } },
});

const wordmarkStyles = css({
  maxInlineSize: '9.5em',
  fontSize: '0.875rem',
  fontWeight: 800,
  lineHeight: 1.05,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  textWrap: 'balance',
  // Arabic letters join (no tracking); Georgian has no capitals to switch to.
  '&:lang(ar)': { letterSpacing: letterSpacings.normal, fontWeight: fontWeights.bold, lineHeight: 1.25 },
  '&:lang(ka)': { textTransform: 'none', letterSpacing: '0.02em', lineHeight: 1.2 },
  [media.up('md')]: { fontSize: '1rem', maxInlineSize: '11em' },
  [media.up('xl')]: { fontSize: '1.0625rem', maxInlineSize: '9em' },
  [media.up('desktopXl')]: { fontSize: '1.375rem' },
  [media.up('desktop3xl')]: { fontSize: '1.75rem' },
});
