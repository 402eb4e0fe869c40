import type { AnyRouteMatch } from '@tanstack/react-router';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { appMessages } from '../app/messages';
import { regionDataOf } from '../app/route-data';

/** `{page} | {brand}` in the page's language; head() runs outside React, so it formats by itself. */
export function pageTitle(
  matches: readonly AnyRouteMatch[],
  page: MessageDescriptor,
  values: Record<string, string> = {},
): string {
  const data = regionDataOf(matches);
  const intl = createIntl({
    locale: data?.regionLocale.locale.replace('_', '-') ?? 'en',
    messages: data?.messages ?? {},
    onError: () => {},
  });
  const country = data?.countryName ?? '';
  return `${intl.formatMessage(page, { country, ...values })} | ${intl.formatMessage(appMessages.brand)}`;
}
