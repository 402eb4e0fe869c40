import { css } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import { colors, fontSizes, fontWeights, layout, lineHeights, media, radii, space } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { SECTION_LINKS, sectionLinksMessages } from '../section-links';
import { plainList } from './header-styles';

/**
 * From md up, the main row's links to the sections beside the catalogue (`SECTION_LINKS`), between
 * the logo and the actions. Where the room is short (a tablet, a long language) a title takes two
 * lines, and past that the line scrolls sideways (a link that takes the focus scrolls into view).
 * Below md the mobile menu lists them. Its styles are few on purpose: they are in every page's HTML.
 */
export function SectionNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(sectionLinksMessages.label)} css={navStyles}>
      <ul css={[plainList, listStyles]}>
        {SECTION_LINKS.map(({ to, label }) => (
          <li key={to}>
            <RegionLink to={to}>
              <FormattedMessage {...label} />
            </RegionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navStyles = css({ gridArea: 'links', display: 'none', minInlineSize: 0, [media.up('md')]: { display: 'block' } });

// The links are styled from the list: no class of their own in every page's HTML.
const listStyles = css({
  display: 'flex',
  alignItems: 'center',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  // At the end, beside the actions: an auto margin gives way when the line overflows, where
  // justify-content would clip its start.
  '& > li:first-of-type': { marginInlineStart: 'auto' },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minBlockSize: layout.minTarget,
    paddingInline: space[2],
    borderRadius: radii.md,
    color: 'inherit',
    fontSize: fontSizes.sm,
    fontWeight: fontWeights.medium,
    lineHeight: lineHeights.tight,
    textAlign: 'center',
    textDecoration: 'none',
    // Inside a scroller: a ring drawn outside would be cut off.
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[aria-current="page"]': { textDecoration: `underline 2px ${colors.accent}`, textUnderlineOffset: '0.35em' },
    [media.up('xl')]: { paddingInline: space[3] },
    [media.up('desktopXl')]: { fontSize: fontSizes.md },
  },
  '@media (hover: hover)': { '& a:hover': { backgroundColor: 'var(--header-hover)' } },
});
