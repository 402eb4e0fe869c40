import { css } from '@emotion/react';
import { useAppDispatch, useAppSelector } from '../../app/store-hooks';
import { RegionLink } from '@storefront/regions';
import { CompareIcon, Drawer, LocationIcon, colors, fontSizes, fontWeights, space } from '@storefront/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localityDrawerToggled, mobileMenuToggled, modalChanged, selectHeaderModal } from '../../app/shell.slice';
import { Count } from './header-actions';
import { useComparisonCount } from './use-header-effects';
import { cityDialog, countryDialog } from './header-dialog-loaders';
import type { MobileMenuDrawerProps } from './header-dialog-props';
import { GlobeIcon } from './header-icons';
import { headerMessages as messages } from './header.messages';
import { CategoryLevels } from './category-levels';
import { menuRow } from './drawer-row';
import { discountChip, plainList } from './header-styles';
import { LocaleSwitcher } from './locale-switcher';
import { SwitcherButton } from './switcher-button';
import { SECTION_LINKS, sectionLinksMessages } from '../section-links';

/**
 * Below md, the burger's drawer with everything the wide header shows (categories level by level,
 * sale links, comparison, the sections' links, country, city, language). Radix moves focus into it
 * and traps it there; Escape and the close button close it, and the header gives focus back to the
 * burger. Loaded lazily (`mobileMenuDrawer`): the header mounts it the first time the burger opens it.
 */
export function MobileMenuDrawer({
  region,
  countryName,
  cityName,
  categories,
  sales,
  open,
  onOpenChange,
}: MobileMenuDrawerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectHeaderModal);
  const saleTitleId = useId();
  const settingsTitleId = useId();
  const close = () => dispatch(mobileMenuToggled(false));
  const comparisonCount = useComparisonCount(region.code);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.menu)}
      closeLabel={intl.formatMessage(messages.close)}
      side="start"
      size="sm"
    >
      <CategoryLevels categories={categories} onNavigate={close}>
        {sales.length ? (
          <section aria-labelledby={saleTitleId}>
            <h3 id={saleTitleId} css={sectionTitleStyles}>
              <FormattedMessage {...messages.sale} />
            </h3>
            <ul css={plainList}>
              {sales.map((sale) => (
                <li key={sale.key}>
                  <RegionLink to={sale.to} search={sale.search} css={menuRow} onClick={close}>
                    <span css={discountChip}>{intl.formatNumber(-sale.discountPercent / 100, { style: 'percent' })}</span>
                    <span css={growStyles}>{sale.title}</span>
                  </RegionLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <RegionLink to="comparison" css={menuRow} onClick={close}>
          <CompareIcon size={22} css={mutedStyles} />
          <span css={growStyles}>
            <FormattedMessage {...messages.comparisonShort} />
          </span>
          <Count value={comparisonCount} />
        </RegionLink>
        <nav aria-label={intl.formatMessage(sectionLinksMessages.label)} css={sectionsStyles}>
          <ul css={plainList}>
            {SECTION_LINKS.map(({ to, label }) => (
              <li key={to}>
                <RegionLink to={to} css={menuRow} onClick={close}>
                  <FormattedMessage {...label} />
                </RegionLink>
              </li>
            ))}
          </ul>
        </nav>
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
            {...cityDialog.triggerProps}
          />
          <SwitcherButton
            variant="menu"
            icon={GlobeIcon}
            caption={intl.formatMessage(messages.country)}
            value={countryName}
            label={intl.formatMessage(messages.countryButton, { countryName })}
            expanded={modal === 'country-select'}
            onClick={() => dispatch(modalChanged('country-select'))}
            {...countryDialog.triggerProps}
          />
          <LocaleSwitcher region={region} variant="menu" />
        </section>
      </CategoryLevels>
    </Drawer>
  );
}

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

const sectionsStyles = css({ paddingBlockStart: space[2], borderBlockStart: `1px solid ${colors.border}` });

const settingsStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  paddingBlockStart: space[4],
  borderBlockStart: `1px solid ${colors.border}`,
});
