import type { AnyRouteMatch } from '@tanstack/react-router';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { appMessages } from '../app/messages';
import type { Messages } from '@storefront/i18n';

interface RegionLoaderData {
  messages: Messages;
  countryName: string;
}

const isRegionData = (data: unknown): data is RegionLoaderData =>
  typeof data === 'object' && data !== null && 'messages' in data && 'countryName' in data;

/** `{page} | {brand}` in the page's language; head() runs outside React, so it formats by itself. */
export function pageTitle(
  matches: readonly AnyRouteMatch[],
  page: MessageDescriptor,
  values: Record<string, string> = {},
): string {
  const region = matches.find((match) => isRegionData(match.loaderData));
  const data = region && isRegionData(region.loaderData) ? region.loaderData : undefined;
  const language = (region?.context as { regionLocale?: { locale: string } } | undefined)?.regionLocale?.locale;
  const intl = createIntl({ locale: language?.replace('_', '-') ?? 'en', messages: data?.messages ?? {}, onError: () => {} });
  const country = data?.countryName ?? '';
  return `${intl.formatMessage(page, { country, ...values })} | ${intl.formatMessage(appMessages.brand)}`;
}
