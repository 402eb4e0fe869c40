import { css } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import { colors, fontSizes, lineHeights, media, space } from '@storefront/ui';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SECTION_LINKS, sectionLinksMessages } from '../section-links';
import { plainList, textControl } from './header-styles';
import { fadedEdges, useScrollEdges } from './scroll-edges';

/**
 * From md up, the main row's links to the sections beside the catalogue (`SECTION_LINKS`), between
 * the logo and the actions. Where the room is short (a tablet, a long language) a title takes two
 * lines, and past that the line scrolls sideways with faded edges, as the categories do. Below md
 * the mobile menu lists them.
 */
export function SectionNav() {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  useScrollEdges(list);
  return (
    <nav aria-label={intl.formatMessage(sectionLinksMessages.label)} css={navStyles}>
      <ul ref={list} css={[plainList, listStyles, fadedEdges]}>
        {SECTION_LINKS.map(({ to, label }) => (
          <li key={to}>
            <RegionLink to={to} css={[textControl, linkStyles]}>
              <FormattedMessage {...label} />
            </RegionLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navStyles = css({ gridArea: 'links', display: 'none', minInlineSize: 0, [media.up('md')]: { display: 'block' } });

const listStyles = css({
  display: 'flex',
  alignItems: 'center',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  // At the end, beside the actions: an auto margin gives way when the line overflows, where
  // justify-content would clip its start.
  '& > li:first-of-type': { marginInlineStart: 'auto' },
});

const linkStyles = css({
  paddingInline: space[2],
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.tight,
  textAlign: 'center',
  whiteSpace: 'normal',
  [media.up('xl')]: { paddingInline: space[3] },
  // Inside a scroller: a ring drawn outside would be cut off.
  '&:focus-visible': { outlineOffset: '-2px' },
  '&[aria-current="page"]': { textDecoration: `underline 2px ${colors.accent}`, textUnderlineOffset: '0.35em' },
  [media.up('desktopXl')]: { fontSize: fontSizes.md },
});
