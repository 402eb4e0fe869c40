import { css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '@storefront/api-client';
import { RegionLink, type RegionConfig } from '@storefront/regions';
import {
  ChevronEndIcon,
  CompareIcon,
  Drawer,
  LocationIcon,
  MenuIcon,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  radii,
  space,
} from '@storefront/ui';
import { useId, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  localityDrawerToggled,
  mobileMenuToggled,
  modalChanged,
  selectHeaderModal,
  selectMobileMenuOpen,
} from '../shell.slice';
import { COMPARISON_COUNT, Count } from './header-actions';
import { GlobeIcon } from './header-icons';
import type { HeaderLink, SaleLink } from './header-links';
import { headerMessages as messages } from './header.messages';
import { discountChip, iconControl, plainList } from './header-styles';
import { LocaleSwitcher } from './locale-switcher';
import { SwitcherButton } from './switcher-button';

export interface MobileMenuProps {
  region: RegionConfig;
  countryName: string;
  cityName: string | undefined;
  categories: readonly HeaderLink[];
  sales: readonly SaleLink[];
  burgerRef: Ref<HTMLButtonElement>;
}

/**
 * Below md: the burger and its drawer with everything the wide header shows (categories, sale
 * links, comparison, country, city, language). Radix gives focus to the drawer and back to the
 * burger; Escape and the close button close it.
 */
export function MobileMenu({ region, countryName, cityName, categories, sales, burgerRef }: MobileMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileMenuOpen);
  const modal = useAppSelector(selectHeaderModal);
  const saleTitleId = useId();
  const settingsTitleId = useId();
  const close = () => dispatch(mobileMenuToggled(false));
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => dispatch(mobileMenuToggled(next))}
      title={intl.formatMessage(messages.menu)}
      closeLabel={intl.formatMessage(messages.close)}
      side="start"
      size="sm"
      trigger={
        <button ref={burgerRef} type="button" css={[iconControl, burgerStyles]} aria-label={intl.formatMessage(messages.menu)}>
          <MenuIcon />
        </button>
      }
    >
      <div css={contentStyles}>
        <nav aria-label={intl.formatMessage(messages.nav)}>
          <ul css={plainList}>
            {categories.map((category) => (
              <li key={category.key}>
                <RegionLink to={category.to} css={rowStyles} onClick={close}>
                  <span css={growStyles}>{category.title}</span>
                  <ChevronEndIcon size={18} css={mutedStyles} />
                </RegionLink>
              </li>
            ))}
          </ul>
        </nav>
        {sales.length ? (
          <section aria-labelledby={saleTitleId}>
            <h3 id={saleTitleId} css={sectionTitleStyles}>
              <FormattedMessage {...messages.sale} />
            </h3>
            <ul css={plainList}>
              {sales.map((sale) => (
                <li key={sale.key}>
                  <RegionLink to={sale.to} search={sale.search} css={rowStyles} onClick={close}>
                    <span css={discountChip}>{intl.formatNumber(-sale.discountPercent / 100, { style: 'percent' })}</span>
                    <span css={growStyles}>{sale.title}</span>
                  </RegionLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <RegionLink to="comparison" css={rowStyles} onClick={close}>
          <CompareIcon size={22} css={mutedStyles} />
          <span css={growStyles}>
            <FormattedMessage {...messages.comparisonShort} />
          </span>
          <Count value={COMPARISON_COUNT} />
        </RegionLink>
        <section aria-labelledby={settingsTitleId} css={settingsStyles}>
          <h3 id={settingsTitleId} css={sectionTitleStyles}>
            <FormattedMessage {...messages.settings} />
          </h3>
          <SwitcherButton
            variant="menu"
            icon={LocationIcon}
            caption={intl.formatMessage(messages.city)}
            value={cityName ?? intl.formatMessage(messages.cityChoose)}
            label={
              cityName ? intl.formatMessage(messages.cityButton, { cityName }) : intl.formatMessage(messages.cityChoose)
            }
            expanded={modal === 'region-select'}
            onClick={() => dispatch(localityDrawerToggled(true))}
          />
          <SwitcherButton
            variant="menu"
            icon={GlobeIcon}
            caption={intl.formatMessage(messages.country)}
            value={countryName}
            label={intl.formatMessage(messages.countryButton, { countryName })}
            expanded={modal === 'country-select'}
            onClick={() => dispatch(modalChanged('country-select'))}
          />
          <LocaleSwitcher region={region} variant="menu" />
        </section>
      </div>
    </Drawer>
  );
}

const burgerStyles = css({
  gridArea: 'burger',
  marginInlineStart: `calc(-1 * ${space[2]})`,
  [media.up('md')]: { display: 'none' },
});

const contentStyles = css({ display: 'flex', flexDirection: 'column', gap: space[5] });

const rowStyles = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minBlockSize: '3.25rem',
  paddingBlock: space[2],
  paddingInline: space[3],
  borderRadius: radii.md,
  color: colors.text,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.snug,
  textDecoration: 'none',
  transition: `background-color ${durations.fast} ${easings.standard}`,
  '@media (hover: hover)': { '&:hover': { backgroundColor: colors.surfaceMuted } },
  '&[aria-current="page"]': { backgroundColor: colors.surfaceMuted, boxShadow: `inset 3px 0 0 ${colors.accent}` },
  '[dir="rtl"] &[aria-current="page"]': { boxShadow: `inset -3px 0 0 ${colors.accent}` },
  // The count sits in the row here, not over an icon.
  '& [data-count]': { position: 'static', border: 0 },
});

const growStyles = css({ flex: 1, minInlineSize: 0 });

const mutedStyles = css({ color: colors.textMuted });

const sectionTitleStyles = css({
  margin: 0,
  paddingInline: space[3],
  paddingBlockEnd: space[2],
  color: colors.textMuted,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  '&:lang(ar)': { letterSpacing: 0 },
});

const settingsStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  paddingBlockStart: space[4],
  borderBlockStart: `1px solid ${colors.border}`,
});
