import styled from '@emotion/styled';
import { OrderDetails, OrderPaymentPanel, useGetOrderQuery } from '@storefront/cart';
import { useGetShopQuery } from '@storefront/catalog';
import { useGetCitiesQuery, useGetStoresQuery } from '@storefront/regions';
import { Heading } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { Page } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const orderRoute = getRouteApi('/$regionLocale/{-$city}/_default/cart/$slug');

/** `/cart/{slug}/`: the order as placed (the loader has it, or the page is the 404 or the error page). */
export function OrderPage() {
  const { args } = orderRoute.useLoaderData();
  const { regionLocale } = regionRoute.useRouteContext();
  const { region, locale } = regionLocale;
  const { data: order } = useGetOrderQuery(args);
  const { data: stores } = useGetStoresQuery({ region: region.code, locale });
  const { data: cities } = useGetCitiesQuery({ region: region.code, locale });
  const { data: shop } = useGetShopQuery({ region: region.code, locale });
  const imageUrl = useBackendImageUrl();
  if (!order) return null;
  return (
    <OrderFrame aria-labelledby="order-title">
      <Heading level={1} id="order-title">
        <FormattedMessage {...pageHeadMessages.orderTitle} values={{ number: order.number }} />
      </Heading>
      <OrderPaymentPanel args={args} timeZone={shop?.timeZone ?? 'UTC'} />
      <OrderDetails
        order={order}
        locale={locale}
        country={region.iso2}
        stores={stores?.items}
        cities={cities?.items}
        imageUrl={imageUrl}
        timeZone={shop?.timeZone}
      />
    </OrderFrame>
  );
}

const OrderFrame = styled(Page)`
  padding-block-end: ${({ theme }) => theme.space[12]};
`;
