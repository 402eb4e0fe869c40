import styled from '@emotion/styled';
import { useAppDispatch } from '../app/store-hooks';
import { I18nProvider } from '@storefront/i18n';
import { directionOf } from '@storefront/locales';
import { formatRegionLocale, type RegionLocale } from '@storefront/regions';
import { Button, Container, breakpoints, media } from '@storefront/ui';
import {
  notFound,
  useLocation,
  useMatches,
  useParentMatches,
  useRouter,
  type AnyRouteMatch,
  type AnyRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { use, useEffect, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { appMessages } from '../app/messages';
import { pageIntlOf, regionDataOf, statusPageOf } from '../app/route-data';
import { PAGE_RELOADING, reloadForChunkError } from '../app/navigation/chunk-reload';
import { DefaultLayout } from '../layouts/default-layout';
import { GlobalLayout } from '../layouts/global-layout';
import { errorPageToggled } from '../shell/shell.slice';
import { statusPageMessages } from './status-pages.messages';

/** Where the status pages' buttons go outside a region (SPEC §2: region root and support route). */
const GLOBAL_HOME = '/';
const GLOBAL_SUPPORT = '/ae_en/support/';

/** The home and support paths of SPEC §2: the region's, or the global ones outside a region. */
export function statusPageTargets(regionLocale: RegionLocale | undefined): { home: string; contact: string } {
  if (!regionLocale) return { home: GLOBAL_HOME, contact: GLOBAL_SUPPORT };
  const root = `/${formatRegionLocale(regionLocale)}/`;
  return { home: root, contact: `${root}support/` };
}

/** SPEC §2: the translated title followed by the region's name (the brand outside a region). */
function statusTitle(intl: IntlShape, title: MessageDescriptor, countryName: string | undefined): string {
  return `${intl.formatMessage(title)} | ${countryName ?? intl.formatMessage(appMessages.brand)}`;
}

const STATUS_TITLES = { error: appMessages.errorTitle, 'not-found': appMessages.notFoundTitle } as const;

/** The document title of a status page; head() runs outside React, so it formats by itself. */
export function statusDocumentTitle(matches: readonly AnyRouteMatch[]): string | undefined {
  const status = statusPageOf(matches);
  if (!status) return undefined;
  const data = regionDataOf(matches);
  const intl = pageIntlOf(matches);
  return statusTitle(intl, STATUS_TITLES[status], data?.countryName);
}

/**
 * SPEC §4 "route validation failure gives a fatal 404 error page": what a route's validation
 * throws (an unknown region segment, city or legal page). A path no route matches is the
 * non-fatal 404 (SPEC §8). Plain data: it travels with the dehydrated page.
 */
export function routeValidationFailure() {
  return notFound({ data: { fatal: true } });
}

function isFatal(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'fatal' in data && data.fatal === true;
}

/**
 * The storefront's layouts (global, default, support) are its pathless routes, the only ones
 * declared with an `id` instead of a `path`.
 */
function isLayoutRoute(router: AnyRouter, routeId: string): boolean {
  const options = (router.routesById as Record<string, { options: { id?: string; path?: string } } | undefined>)[routeId]
    ?.options;
  return Boolean(options?.id) && !options?.path;
}

/**
 * A status page shows inside the page chrome. Below a layout route it already is; when a route
 * above the layouts failed (region, city), the region's layout is drawn around it, in the region's
 * language; outside a region, the global layout.
 */
function StatusFrame({ children }: { children: ReactNode }) {
  const router = useRouter();
  const framed = useParentMatches({ select: (matches) => matches.some((match) => isLayoutRoute(router, match.routeId)) });
  const data = useMatches({ select: regionDataOf });
  const regionLocale = data?.regionLocale;
  if (framed) return children;
  if (!regionLocale) return <GlobalLayout>{children}</GlobalLayout>;
  const layout = (
    <DefaultLayout
      variant="default"
      region={regionLocale.region}
      locale={regionLocale.locale}
      countryName={data?.countryName}
      dir={directionOf(regionLocale.locale)}
    >
      {children}
    </DefaultLayout>
  );
  return (
    <I18nProvider locale={regionLocale.locale} messages={data.messages}>
      {layout}
    </I18nProvider>
  );
}

/**
 * A path inside a sentence of any direction: left-to-right isolate … pop directional isolate, so that
 * an Arabic sentence does not move its slashes to the other side (Unicode bidi, UAX #9).
 */
const isolatedPath = (path: string) => `\u2066${path}\u2069`;

/**
 * SPEC §8: 404 'Page Not Found' with 'Page not found: {path}'; the router answers status 404. A
 * failed route validation (an unknown city) is fatal: the error page's two buttons; an unmatched
 * path offers the way home only (docs/adr/0037-fatal-and-non-fatal-404-pages.md).
 */
// The router's `NotFoundRouteProps` type its route id by the route tree, which these routes are part of.
export function NotFoundPage({ data }: { data?: unknown }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <StatusFrame>
      <StatusPanel
        kicker={<FormattedMessage {...statusPageMessages.notFoundKicker} />}
        title={<FormattedMessage {...appMessages.notFoundTitle} />}
        text={<FormattedMessage {...appMessages.notFoundText} values={{ path: isolatedPath(pathname) }} />}
        actions={<StatusActions title={appMessages.notFoundTitle} contact={isFatal(data)} />}
      />
    </StatusFrame>
  );
}

/**
 * SPEC §2/§8: fatal or unhandled errors of a route (and of the app root) land here. Logged, never
 * a stack trace. The buttons replace the location (a fresh start of the app), so the failed page
 * does not stay in the history. While it shows, the header is dark (the shell's `errorPageShown`).
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  // SPEC §8: a route whose code did not load reloads the page (guarded); the old screen stays meanwhile.
  if (!import.meta.env.SSR && reloadForChunkError(error)) use(PAGE_RELOADING);
  // Logged where it happened: effects never run on the server, so the server logs while rendering.
  if (import.meta.env.SSR) console.error('Unhandled application error', error);
  useEffect(() => {
    console.error('Unhandled application error', error);
  }, [error]);
  return (
    <StatusFrame>
      <ErrorPanel />
    </StatusFrame>
  );
}

function ErrorPanel() {
  return (
    <StatusPanel
      role="alert"
      kicker={<FormattedMessage {...statusPageMessages.errorKicker} />}
      title={<FormattedMessage {...appMessages.errorTitle} />}
      text={<FormattedMessage {...appMessages.errorText} />}
      actions={<StatusActions title={appMessages.errorTitle} contact />}
    />
  );
}

/**
 * What every status page does (SPEC §2): names the document after itself and the region, darkens
 * the header while shown, and offers the region's home and (`contact`) its support centre. The
 * buttons replace the location (a fresh start of the app), so the failed page leaves no history.
 */
function StatusActions({ title: titleMessage, contact }: { title: MessageDescriptor; contact: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const data = useMatches({ select: regionDataOf });
  const targets = statusPageTargets(data?.regionLocale);
  const title = statusTitle(intl, titleMessage, data?.countryName);

  useEffect(() => {
    dispatch(errorPageToggled(true));
    return () => {
      dispatch(errorPageToggled(false));
    };
  }, [dispatch]);

  // A route's own head() may have named the page (or the last one, after a client navigation).
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      if (document.title === title) document.title = previous;
    };
  }, [title]);

  const replaceWith = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    window.location.replace(target);
  };

  return (
    <>
      <Button href={targets.home} variant="green" size="lg" onClick={replaceWith(targets.home)}>
        <FormattedMessage {...appMessages.errorHome} />
      </Button>
      {contact ? (
        <Button href={targets.contact} variant="gray" size="lg" onClick={replaceWith(targets.contact)}>
          <FormattedMessage {...statusPageMessages.errorContact} />
        </Button>
      ) : null}
    </>
  );
}

interface StatusPanelProps {
  kicker: ReactNode;
  title: ReactNode;
  text: ReactNode;
  actions: ReactNode;
  role?: 'alert';
}

// The banner's art direction follows SPEC §9's device classes: mobile below md, desktop above xl.
const TABLET_UP = `(min-width: ${breakpoints.md}px)`;
const DESKTOP_UP = `(min-width: ${breakpoints.xl + 0.02}px)`;

/** SPEC §2: a banner for mobile, tablet and desktop, a large uppercase heading, a short text, buttons. */
function StatusPanel({ kicker, title, text, actions, role }: StatusPanelProps) {
  return (
    <Container>
      <Panel aria-labelledby="status-title" role={role}>
        <Banner>
          <source media={DESKTOP_UP} srcSet="/media/error/banner-desktop.svg" width={1920} height={800} />
          <source media={TABLET_UP} srcSet="/media/error/banner-tablet.svg" width={1024} height={640} />
          <img src="/media/error/banner-mobile.svg" width={750} height={1000} alt="" decoding="async" />
        </Banner>
        <Kicker>{kicker}</Kicker>
        <Title id="status-title">{title}</Title>
        <Text>{text}</Text>
        <Actions>{actions}</Actions>
      </Panel>
    </Container>
  );
}

const Panel = styled.section`
  position: relative;
  isolation: isolate;
  display: grid;
  align-content: end;
  justify-items: start;
  gap: ${({ theme }) => theme.space[4]};
  overflow: hidden;
  min-block-size: min(36rem, 78vh);
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[5]} ${theme.space[8]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.textInverse};
  ${media.up('md')} {
    min-block-size: min(40rem, 80vh);
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[12]}`};
  }
  ${media.desktop} {
    align-content: center;
    min-block-size: min(46rem, 82vh);
    padding: ${({ theme }) => `${theme.space[20]} ${theme.space[16]}`};
    /* The text keeps clear of the artwork on the inline end. */
    padding-inline-end: 38%;
  }
  ${media.up('desktopXl')} {
    min-block-size: 62vh;
    padding-inline-start: ${({ theme }) => theme.space[24]};
  }
`;

const Banner = styled.picture`
  position: absolute;
  inset: 0;
  z-index: -1;
  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    object-position: center top;
    ${media.desktop} {
      /* Very wide screens crop the artwork's height: keep the wheel in view. */
      object-position: right center;
    }
  }
  /* The artwork runs from the text towards the road: mirrored with the page in Arabic. */
  [dir='rtl'] & img {
    transform: scaleX(-1);
  }
`;

const Kicker = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  &:lang(ar) {
    letter-spacing: 0;
  }
  ${media.up('desktopXl')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Title = styled.h1`
  margin: 0;
  max-inline-size: 16ch;
  font-size: clamp(1.75rem, 9vw, 3rem);
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: 0.01em;
  text-transform: uppercase;
  overflow-wrap: break-word;
  hyphens: auto;
  ${media.up('md')} {
    font-size: clamp(3rem, 6vw, 5.5rem);
  }
  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.3;
  }
  ${media.up('desktopXl')} {
    font-size: clamp(5.5rem, 4.5vw, 10rem);
  }
`;

const Text = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.neutral};
  overflow-wrap: anywhere;
  ${media.up('desktopXl')} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};
`;
