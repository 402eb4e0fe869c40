import { css } from '@emotion/react';
import { useAppDispatch } from '../../app/store-hooks';
import { localeConfig } from '@storefront/locales';
import { REGIONS, RegionLink } from '@storefront/regions';
import { CheckIcon, Modal, colors, durations, easings, fontSizes, fontWeights, layout, radii, space } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { modalChanged } from '../../app/shell.slice';
import type { CountryDialogProps } from './header-dialog-props';
import { headerMessages as messages } from './header.messages';
import { plainList } from './header-styles';
import { useHeaderPlace } from './use-header-place';

/**
 * The `country-select` dialog: every region this deployment serves with its languages. A language of
 * this country keeps the page (and the city); another country opens at its home (SPEC §2). Loaded
 * lazily (`countryDialog`): the header mounts it when the state opens.
 */
export function CountrySwitcher({ region, locale, open, onOpenChange }: CountryDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.countryTitle)}
      description={intl.formatMessage(messages.countryDescription)}
      closeLabel={intl.formatMessage(messages.close)}
      size="lg"
    >
      {open ? <CountryList region={region} locale={locale} /> : null}
    </Modal>
  );
}

function CountryList({ region: currentRegion, locale }: Pick<CountryDialogProps, 'region' | 'locale'>) {
  const dispatch = useAppDispatch();
  const enabled = useRouter().options.context.env.regions;
  const { sectionPath, search } = useHeaderPlace();
  const language = localeConfig(locale).language;
  // Names in the shopper's language, sorted the way that language sorts (rendered in the browser only).
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return REGIONS.filter((region) => enabled.length === 0 || enabled.includes(region.code))
      .map((region) => ({ region, name: names.of(region.iso2) ?? region.label }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [enabled, language]);
  const close = () => dispatch(modalChanged('none'));

  return (
    <ul css={[plainList, gridStyles]}>
      {countries.map(({ region, name }) => {
        const here = region.code === currentRegion.code;
        return (
          <li key={region.code} css={countryStyles} data-current={here || undefined} data-region={region.code}>
            <h3 css={nameStyles}>
              {name}
              {here ? <CheckIcon size={18} css={checkStyles} /> : null}
            </h3>
            <ul css={[plainList, languagesStyles]}>
              {region.allowedLocalesCodes.map((code) => {
                const { language: tag, name: languageName } = localeConfig(code);
                return (
                  <li key={code}>
                    <RegionLink
                      target={{ region, locale: code }}
                      to={here ? sectionPath : ''}
                      search={here ? search : undefined}
                      lang={tag}
                      hrefLang={tag}
                      css={languageStyles}
                      onClick={close}
                    >
                      {languageName}
                    </RegionLink>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

const gridStyles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  gap: space[3],
});

const countryStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[4],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  '&[data-current]': { borderColor: colors.accentText, boxShadow: `inset 0 0 0 1px ${colors.accentText}` },
});

const nameStyles = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  margin: 0,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.bold,
});

const checkStyles = css({ color: colors.accentText });

const languagesStyles = css({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

const languageStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: layout.minTarget,
  paddingInline: space[3],
  borderRadius: radii.pill,
  backgroundColor: colors.surfaceMuted,
  color: colors.text,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.medium,
  textDecoration: 'none',
  transition: `background-color ${durations.fast} ${easings.standard}`,
  '@media (hover: hover)': { '&:hover': { backgroundColor: colors.neutralHover } },
  '&[aria-current="page"]': { backgroundColor: colors.ink, color: colors.textInverse },
});
