import { css } from '@emotion/react';
import type { Store } from '@storefront/api-client';
import { Heading, colors, fontSizes, fontWeights, layout, radii, space } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HrefLink } from '../links/href-link';
import { scrollingLinkRowStyles } from '../links/link-row';
import { aboutMessages as messages } from '../content.messages';
import { dayDate, mapSearchUrl, timeDate } from './opening-hours';
import type { RegionTab } from './stores-tabs';

export interface StoresScreenProps {
  tabs: readonly RegionTab[];
  /** The active tab's value (`activeRegionTab`). */
  active: number;
  /** The active tab's stores (`storesOfTab`); `undefined` when they did not load. */
  stores: readonly Store[] | undefined;
  /** The URL of a tab (`?region={slug}`), so every tab is a link that works without JavaScript. */
  tabHref: (tab: RegionTab) => string;
  /** The error state with its retry, shown when the stores did not load (the app's). */
  errorState?: ReactNode;
  /** What a store's card offers last, from another feature through the app (the booking of a showroom visit); nothing by default. */
  storeAction?: (store: Store) => ReactNode;
}

const tabListStyles = css({
  ...scrollingLinkRowStyles,
  gap: space[1],
  borderBlockEnd: `1px solid ${colors.border}`,
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: layout.minTarget,
    paddingInline: space[4],
    marginBlockEnd: '-3px',
    color: colors.textMuted,
    fontWeight: fontWeights.semibold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    boxShadow: 'inset 0 -3px 0 transparent',
  },
  '& a[aria-current="page"]': { color: colors.text, boxShadow: `inset 0 -3px 0 ${colors.ink}` },
  '@media (hover: hover)': { '& a:hover': { color: colors.text } },
});

const gridStyles = css({
  display: 'grid',
  gap: space[5],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const cardStyles = css({
  display: 'grid',
  gap: space[3],
  alignContent: 'start',
  blockSize: '100%',
  padding: space[5],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  backgroundColor: colors.surface,
  '& address': { display: 'grid', gap: space[1], fontStyle: 'normal' },
  '& a': { color: colors.accentText, fontWeight: fontWeights.semibold, textUnderlineOffset: '0.2em', overflowWrap: 'anywhere' },
});

const kindStyles = css({
  justifySelf: 'start',
  paddingInline: space[2],
  borderRadius: radii.pill,
  backgroundColor: colors.surfaceMuted,
  color: colors.text,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
});

const hoursStyles = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${space[1]} ${space[4]}`,
  margin: 0,
  fontSize: fontSizes.sm,
  '& dt': { color: colors.textMuted },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
});

/**
 * SPEC §2/§4 stores screen: tabs by region (links to `?region=`), and the active region's stores with
 * kind, address, phone (a `tel:` link), e-mail, opening hours per day in the locale's time format and
 * a plain link to a maps search.
 */
export function StoresScreen({ tabs, active, stores, tabHref, errorState, storeAction }: StoresScreenProps) {
  const intl = useIntl();
  const activeTab = tabs.find((tab) => tab.value === active);
  return (
    <div css={{ display: 'grid', gap: space[6] }} data-testid="stores-screen" data-region={activeTab?.slug ?? ''}>
      {tabs.length > 0 ? (
        <nav aria-label={intl.formatMessage(messages.regionTabs)}>
          <ul css={tabListStyles}>
            {tabs.map((tab) => (
              <li key={tab.value}>
                <HrefLink href={tabHref(tab)} aria-current={tab.value === active ? 'page' : undefined} data-region={tab.slug}>
                  {tab.label}
                </HrefLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {activeTab ? (
        <Heading level={3} size={4}>
          <FormattedMessage {...messages.storesIn} values={{ area: activeTab.label }} />
        </Heading>
      ) : null}
      {stores === undefined ? (
        errorState
      ) : stores.length === 0 ? (
        <p role="status">
          <FormattedMessage {...messages.storesEmpty} />
        </p>
      ) : (
        <ul css={gridStyles}>
          {stores.map((store) => (
            <li key={store.uuid}>
              <StoreCard store={store} action={storeAction?.(store)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StoreCard({ store, action }: { store: Store; action?: ReactNode }) {
  const intl = useIntl();
  const time = (value: string) => intl.formatTime(timeDate(value), { timeStyle: 'short', timeZone: 'UTC' });
  return (
    <article css={cardStyles} aria-labelledby={`store-${store.uuid}`} data-store={store.uuid}>
      <span css={kindStyles}>
        <FormattedMessage {...messages[store.kind]} />
      </span>
      <Heading level={4} size={4} id={`store-${store.uuid}`}>
        {store.name}
      </Heading>
      <address>
        <span>
          {store.address}, {store.city.name}
        </span>
        <a href={`tel:${store.phone}`} dir="ltr" aria-label={`${intl.formatMessage(messages.phone)} ${store.phone}`}>
          {store.phone}
        </a>
        <a href={`mailto:${store.email}`}>{store.email}</a>
      </address>
      {store.openingHours.length > 0 ? (
        <div>
          <p css={{ margin: `0 0 ${space[2]}`, fontWeight: fontWeights.semibold }}>
            <FormattedMessage {...messages.openingHours} />
          </p>
          <dl css={hoursStyles}>
            {store.openingHours.map((day) => (
              <div key={day.dayOfWeek} css={{ display: 'contents' }}>
                <dt>{intl.formatDate(dayDate(day.dayOfWeek), { weekday: 'long', timeZone: 'UTC' })}</dt>
                <dd>
                  <FormattedMessage {...messages.hours} values={{ opens: time(day.opens), closes: time(day.closes) }} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <a href={mapSearchUrl(store.geo)} rel="noopener noreferrer" target="_blank">
        <FormattedMessage {...messages.map} values={{ name: store.name }} />
      </a>
      {action}
    </article>
  );
}
