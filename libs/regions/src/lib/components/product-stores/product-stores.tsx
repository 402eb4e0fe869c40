import styled from '@emotion/styled';
import type { BookingKind, ProductStores as ProductStoresAnswer } from '@storefront/api-client';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { RegionLink } from '../../links/region-link';
import { productStoresMessages as messages } from './product-stores.messages';

export interface ProductStoresProps {
  /** `GET /stores/with-product/{id}`: the stores that show the model or lend it for rides, with today's hours. */
  stores: ProductStoresAnswer;
  /** Each store links to the booking page: only where the region takes bookings (`features.hasCallbackForms`). */
  bookable: boolean;
}

/** The booking page's path below the region (the booking route, issue 34) and its query for one store. */
const BOOKING_PATH = 'booking';

/** A test ride where the store lends the model, else a visit to see it. */
const bookingKindOf = (item: ProductStoresAnswer['items'][number]): BookingKind => (item.forTestRides ? 'test_ride' : 'showroom_visit');

/**
 * "Where to see and ride it": the region's stores that have the model on display or for test rides, each
 * with its address, today's hours in the region's time zone (or "closed today"), its badges and, where the
 * region takes bookings, a link to book a test ride or a visit there. Nothing at all when no store has the
 * model: the page simply has no such section.
 */
export function ProductStores({ stores, bookable }: ProductStoresProps) {
  const id = useId();
  if (stores.items.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <Section aria-labelledby={titleId} data-testid="product-stores">
      <h2 id={titleId}>
        <FormattedMessage {...messages.title} />
      </h2>
      <Intro>
        <FormattedMessage {...messages.intro} />
      </Intro>
      <List>
        {stores.items.map((item) => {
          const { store, today } = item;
          const nameId = `${id}-${store.uuid}`;
          const kind = bookingKindOf(item);
          return (
            <li key={store.uuid}>
              <StoreCard data-store={store.uuid}>
                <h3 id={nameId}>{store.name}</h3>
                <Tags>
                  {item.onDisplay ? (
                    <Tag>
                      <FormattedMessage {...messages.onDisplay} />
                    </Tag>
                  ) : null}
                  {item.forTestRides ? (
                    <Tag>
                      <FormattedMessage {...messages.testRides} />
                    </Tag>
                  ) : null}
                </Tags>
                <address>{store.address}</address>
                <p data-today={today ? 'open' : 'closed'}>
                  {today ? (
                    <FormattedMessage {...messages.openToday} values={{ opens: today.opens, closes: today.closes }} />
                  ) : (
                    <FormattedMessage {...messages.closedToday} />
                  )}
                </p>
                {bookable ? (
                  <BookLink
                    to={BOOKING_PATH}
                    search={{ product: String(stores.productId), store: store.uuid, kind }}
                    aria-describedby={nameId}
                    data-kind={kind}
                  >
                    <FormattedMessage {...(kind === 'test_ride' ? messages.bookTestRide : messages.bookVisit)} />
                  </BookLink>
                ) : null}
              </StoreCard>
            </li>
          );
        })}
      </List>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A store: the catalogue's card look (border, radius, padding) without the ui card's chunk in the part. */
const StoreCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  block-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  address {
    margin: 0;
    font-style: normal;
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Tag = styled.span`
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const BookLink = styled(RegionLink)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
