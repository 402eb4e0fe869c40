import { css } from '@emotion/react';
import { localeConfig, type LocaleCode } from '@storefront/locales';
import { RegionLink, type RegionConfig } from '@storefront/regions';
import { colors, durations, easings, fontWeights, layout, radii, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { appMessages } from '../../app/messages';
import { plainList } from './header-styles';
import { useHeaderPlace } from './use-header-place';

export interface LocaleSwitcherProps {
  region: RegionConfig;
  variant: 'bar' | 'menu';
}

/**
 * The region's languages (SPEC §9). Each goes to the same page in that language, keeping the query
 * and the city (a locale switch stays in the region, where the city is known).
 */
export function LocaleSwitcher({ region, variant }: LocaleSwitcherProps) {
  const intl = useIntl();
  const { sectionPath, search } = useHeaderPlace();
  return (
    <nav aria-label={intl.formatMessage(appMessages.languages)}>
      <ul css={[plainList, listStyles, variant === 'menu' && menuListStyles]}>
        {region.allowedLocalesCodes.map((code: LocaleCode) => {
          const { language, name } = localeConfig(code);
          return (
            <li key={code}>
              <RegionLink
                target={{ region, locale: code }}
                to={sectionPath}
                search={search}
                lang={language}
                hrefLang={language}
                css={variant === 'menu' ? menuLinkStyles : barLinkStyles}
              >
                {name}
              </RegionLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const listStyles = css({ display: 'flex', alignItems: 'center', gap: space[1] });

const barLinkStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: layout.minTarget,
  paddingInline: space[2],
  color: 'var(--header-muted)',
  textDecoration: 'none',
  '@media (hover: hover)': { '&:hover': { color: 'var(--header-fg)' } },
  '&[aria-current="page"]': {
    color: 'var(--header-fg)',
    fontWeight: fontWeights.bold,
    textDecoration: 'underline',
    textDecorationColor: colors.accent,
    textDecorationThickness: '2px',
    textUnderlineOffset: '0.4em',
  },
});

const menuListStyles = css({ flexWrap: 'wrap', gap: space[2], paddingInline: space[3], paddingBlock: space[2] });

const menuLinkStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: layout.minTarget,
  paddingInline: space[4],
  border: `1px solid ${colors.borderStrong}`,
  borderRadius: radii.pill,
  color: colors.text,
  fontWeight: fontWeights.medium,
  textDecoration: 'none',
  transition: `background-color ${durations.fast} ${easings.standard}`,
  '@media (hover: hover)': { '&:hover': { backgroundColor: colors.surfaceMuted } },
  '&[aria-current="page"]': { backgroundColor: colors.ink, borderColor: colors.ink, color: colors.textInverse },
});
