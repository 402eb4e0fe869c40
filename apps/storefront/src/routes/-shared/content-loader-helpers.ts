import { ApiRequestError } from '@storefront/api-client';
import { formattingLocale, type LocaleCode } from '@storefront/locales';
import type { RegionLocale } from '@storefront/regions';
import { createIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { RouterContext } from '../../app/router-context';

// What the content loaders share (their chunk only; the routes import `content-head.ts`).

/** A message's id alone: the head formats it with the page's catalogue; its default stays in the code. */
export const messageId = ({ id }: MessageDescriptor): { id: string } => ({ id: id ?? '' });

/**
 * The page's intl inside a loader, for the head's texts (names, no numbers or dates): the region's
 * catalogue, loaded if it is not yet. Intl takes the language tag (`es-MX`), never the catalogue's code
 * (`es_mx` is no BCP 47 tag: Intl throws a RangeError on it).
 */
export async function loaderIntl({ catalogues }: Pick<RouterContext, 'catalogues'>, { locale, region }: RegionLocale): Promise<IntlShape> {
  await catalogues.load(locale as LocaleCode);
  return createIntl({ locale: formattingLocale(locale as LocaleCode, region.iso2), messages: catalogues.get(locale), onError: () => undefined });
}

/** Absolute URLs on the site's public origin, as canonical links write them. */
export const absoluteUrlOf =
  ({ env }: Pick<RouterContext, 'env'>) =>
  (path: string): string =>
    `${env.siteUrl.replace(/\/+$/, '')}${path}`;

/** The page's path below its region root: `/{region_locale}/{city?}/`. */
export function regionRootPath(pathname: string, section: string): string {
  return pathname.slice(0, pathname.indexOf(`/${section}`) + 1);
}

/** A load whose failure is a state of the page, not an error page: its data, or the fact that it failed. */
export type Settled<T> = { data: T; failed: false } | { data: undefined; failed: true };

/**
 * Awaits an optional part of a page. A failure is logged once (the backend's answer stays in the
 * server's log, never in the page) and becomes `failed`, which the page renders as that block's
 * error state with a retry.
 */
export async function settled<T>(load: Promise<T>, what: string): Promise<Settled<T>> {
  try {
    return { data: await load, failed: false };
  } catch (error) {
    console.error(`${what} could not be loaded`, error);
    return { data: undefined, failed: true };
  }
}

/** The HTTP status of a failed backend call, if it got an answer (a 404 makes the page a 404). */
export function backendStatus(error: unknown): number | string | undefined {
  return error instanceof ApiRequestError ? error.apiError.status : undefined;
}
