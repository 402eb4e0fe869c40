import { css } from '@emotion/react';
import type { PreOrder } from '@storefront/api-client';
import { colors, fontSizes, fontWeights } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { cartViewMessages as messages } from './cart-view/cart-view.messages';

/**
 * The mark of a cart or order line whose product is a pre-order: "Pre-order: expected in March 2027"
 * (the backend's day, shown as its month, in UTC as the backend writes it).
 */
export function PreOrderNote({ preOrder }: { preOrder: PreOrder }) {
  const intl = useIntl();
  const date = intl.formatDate(preOrder.expectedAt, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <span css={noteStyles} data-pre-order={preOrder.expectedAt}>
      {intl.formatMessage(messages.preOrder, { date })}
    </span>
  );
}

const noteStyles = css({ color: colors.info, fontSize: fontSizes.sm, fontWeight: fontWeights.medium });
