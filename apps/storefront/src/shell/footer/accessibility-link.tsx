import { DEFAULT_REGION, REGIONS, RegionLink, useCurrentRegionLocale, type RegionLocale } from '@storefront/regions';
import { LOCALES, formattingLocale, type LocaleCode } from '@storefront/locales';
import { useRouter } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../../app/messages';

/**
 * The accessibility statement a page outside any region links to (the global layout): the default
 * region's when it is published in the page's language, else that of the first served region that
 * publishes it in that language (Spanish: Spain, Russian: Russia, French: Morocco…), else the default
 * region's in its own language; none where the deployment serves no region
 * (docs/adr/0277-accessibility-feedback-through-the-crm.md).
 */
export function globalStatementTarget(locale: LocaleCode, served: readonly string[]): RegionLocale | undefined {
  const regions = REGIONS.filter((region) => served.length === 0 || served.includes(region.code));
  const first = regions.find((region) => region.code === DEFAULT_REGION) ?? regions[0];
  if (!first) return undefined;
  const speaking = [first, ...regions].find((region) => region.allowedLocalesCodes.includes(locale));
  return speaking ? { region: speaking, locale } : { region: first, locale: first.defaultLocaleCode };
}

/** The page's locale code from react-intl's formatting locale, outside a region (no country in it). */
const localeOfIntl = (tag: string): LocaleCode => LOCALES.find(({ code }) => formattingLocale(code) === tag)?.code ?? 'en';

/**
 * "Accessibility statement" in every footer's bottom line: the statement of the page's region (keeping
 * its city), or, outside a region, `globalStatementTarget` in the page's language.
 */
export function AccessibilityLink() {
  const intl = useIntl();
  const { current } = useCurrentRegionLocale();
  const served = useRouter().options.context.env.regions;
  const target = current ? undefined : globalStatementTarget(localeOfIntl(intl.locale), served);
  if (!current && !target) return null;
  return (
    <RegionLink to="accessibility" target={target}>
      <FormattedMessage {...appMessages.accessibility} />
    </RegionLink>
  );
}
