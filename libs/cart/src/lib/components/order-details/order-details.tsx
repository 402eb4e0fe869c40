import { css } from '@emotion/react';
import type { City, Order, Store } from '@storefront/api-client';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { Image, IsolatedName, VisuallyHidden, colors, fontSizes, fontWeights, media, radii, space } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { checkoutMessages, paymentMethodMessages } from '../../checkout/checkout-form.messages';
import { CartSummary } from '../cart-view/cart-summary';
import { cartViewMessages } from '../cart-view/cart-view.messages';
import { PreOrderNote } from '../pre-order-note';
import { orderMessages as messages } from './order-details.messages';

export interface OrderDetailsProps {
  order: Order;
  locale: LocaleCode;
  /** ISO country of the region (`AE`). */
  country: string;
  /** The region's stores and cities, to name the pickup store and the delivery city (their slugs otherwise). */
  stores?: readonly Pick<Store, 'uuid' | 'name' | 'address'>[];
  cities?: readonly Pick<City, 'slug' | 'name'>[];
  imageUrl: (path: string) => string;
  /** The country's time zone (`/init/shop` `timeZone`): the server and the browser then write the same time. */
  timeZone?: string;
}

const STATUS: Record<Order['status'], MessageDescriptor> = {
  new: messages.statusNew,
  awaiting_payment: messages.statusAwaitingPayment,
  paid: messages.statusPaid,
  payment_failed: messages.statusPaymentFailed,
  payment_cancelled: messages.statusPaymentCancelled,
  payment_expired: messages.statusPaymentExpired,
  confirmed: messages.statusConfirmed,
  cancelled: messages.statusCancelled,
};


const THUMB = 72;

/**
 * An order as the backend stored it (`GET /orders/{slug}`): number and status, the lines and the
 * quotation computed when it was placed (never re-priced), delivery, payment, contact, comment.
 */
export function OrderDetails({ order, locale, country, stores = [], cities = [], imageUrl, timeZone = 'UTC' }: OrderDetailsProps) {
  const intl = useIntl();
  const { quotation, delivery } = order;
  const formatting = formattingLocale(locale, country);
  const money = (minor: number) => formatMoney(formatting, { minor, currency: quotation.currency, fractionDigits: quotation.fractionDigits });
  const placed = intl.formatDate(order.createdAt, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const deliveryText =
    delivery.method === 'pickup'
      ? intl.formatMessage(messages.pickupAt, {
          store: describeStore(stores.find((store) => store.uuid === delivery.storeUuid)) ?? intl.formatMessage(messages.pickup),
        })
      : intl.formatMessage(messages.courierTo, {
          city: cities.find((city) => city.slug === delivery.citySlug)?.name ?? delivery.citySlug,
          address: delivery.address,
        });

  return (
    <div css={layoutStyles}>
      <div css={mainStyles}>
        <div css={introStyles}>
          <p css={thanksStyles}>{intl.formatMessage(messages.thanks, { name: order.customer.name })}</p>
          <p css={metaStyles}>
            <span>{intl.formatMessage(messages.placedAt, { date: placed })}</span>
            <span css={statusStyles}>
              <VisuallyHidden>{intl.formatMessage(messages.status)} </VisuallyHidden>
              {intl.formatMessage(STATUS[order.status])}
            </span>
          </p>
          <p css={noteStyles}>{intl.formatMessage(messages.next)}</p>
        </div>
        <Section title={intl.formatMessage(messages.itemsTitle)}>
          <ul css={linesStyles}>
            {/* A stored order's lines never change or move: their position is their key (a product may have two). */}
            {quotation.lines.map((line, position) => (
              <li key={position} css={lineStyles}>
                <div css={thumbStyles}>
                  <Image src={imageUrl(line.image.path)} alt="" width={THUMB} height={THUMB} sizes={`${THUMB}px`} fit="contain" preset="shop" loading="lazy" />
                </div>
                <div css={lineInfoStyles}>
                  <RegionLink to={`product/${line.slug}`} css={nameStyles}>
                    <IsolatedName>{line.name}</IsolatedName>
                  </RegionLink>
                  <span css={mutedStyles}>
                    {intl.formatMessage(cartViewMessages.warranty, {
                      warranty: intl.formatMessage(line.warranty === 'pro' ? cartViewMessages.warrantyPro : cartViewMessages.warrantyBasic),
                    })}
                  </span>
                  <span css={mutedStyles}>
                    {intl.formatMessage(messages.quantityTimes, { quantity: line.quantity, price: money(line.unitPrice + line.warrantyUnitPrice) })}
                  </span>
                  {line.preOrder ? <PreOrderNote preOrder={line.preOrder} /> : null}
                </div>
                <strong css={amountStyles}>{money(line.linePrice)}</strong>
              </li>
            ))}
          </ul>
        </Section>
        <div css={factsStyles}>
          <Section title={intl.formatMessage(messages.deliveryTitle)}>
            <p css={factStyles}>{deliveryText}</p>
          </Section>
          <Section title={intl.formatMessage(checkoutMessages.payment)}>
            <p css={factStyles}>{intl.formatMessage(paymentMethodMessages[order.paymentMethod])}</p>
          </Section>
          <Section title={intl.formatMessage(messages.contactTitle)}>
            <p css={factStyles}>
              {order.customer.name}
              <br />
              <span dir="ltr">{order.customer.phone}</span>
              {order.customer.email ? (
                <>
                  <br />
                  {order.customer.email}
                </>
              ) : null}
            </p>
          </Section>
          {order.comment ? (
            <Section title={intl.formatMessage(messages.commentTitle)}>
              <p css={[factStyles, commentStyles]}>{order.comment}</p>
            </Section>
          ) : null}
        </div>
      </div>
      <div css={asideStyles}>
        <CartSummary quotation={quotation} status="success" money={money} />
        <p css={noteStyles}>{intl.formatMessage(messages.keepLink)}</p>
        <RegionLink to="catalog" css={continueStyles}>
          {intl.formatMessage(cartViewMessages.continueShopping)}
        </RegionLink>
      </div>
    </div>
  );
}

function describeStore(store: Pick<Store, 'name' | 'address'> | undefined): string | undefined {
  return store ? `${store.name}, ${store.address}` : undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={sectionStyles}>
      <h2 css={sectionTitleStyles}>{title}</h2>
      {children}
    </section>
  );
}

const layoutStyles = css({
  display: 'grid',
  gap: space[8],
  alignItems: 'start',
  [media.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)' },
});

const mainStyles = css({ display: 'flex', flexDirection: 'column', gap: space[8] });

const introStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[5],
  borderRadius: radii.lg,
  background: colors.successSurface,
});

const thanksStyles = css({ margin: 0, fontSize: fontSizes.xl, fontWeight: fontWeights.bold, color: colors.success });

const metaStyles = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3], margin: 0, color: colors.text });

const statusStyles = css({
  paddingInline: space[3],
  paddingBlock: space[1],
  borderRadius: radii.pill,
  background: colors.surface,
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
});

const noteStyles = css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm });

const sectionStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2] });

const sectionTitleStyles = css({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.bold });

const linesStyles = css({ listStyle: 'none', margin: 0, padding: 0 });

const lineStyles = css({
  display: 'grid',
  gridTemplateColumns: `${THUMB}px minmax(0, 1fr) auto`,
  gap: space[4],
  alignItems: 'center',
  paddingBlock: space[3],
  borderBlockEnd: `1px solid ${colors.border}`,
});

const thumbStyles = css({ inlineSize: THUMB, blockSize: THUMB, borderRadius: radii.md, overflow: 'hidden', background: colors.surfaceMuted });

const lineInfoStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1], minInlineSize: 0 });

const nameStyles = css({
  color: colors.text,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '&:hover': { textDecoration: 'underline' },
});

const mutedStyles = css({ color: colors.textMuted, fontSize: fontSizes.sm });

const amountStyles = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const factsStyles = css({
  display: 'grid',
  gap: space[6],
  [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const factStyles = css({ margin: 0, lineHeight: 1.6 });

const commentStyles = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

const asideStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4] });

const continueStyles = css({
  alignSelf: 'flex-start',
  paddingBlock: space[2],
  color: colors.accentText,
  fontWeight: fontWeights.semibold,
  textDecoration: 'underline',
});
