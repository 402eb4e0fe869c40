import { css } from '@emotion/react';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { Button, EmptyState, Skeleton, VisuallyHidden, colors, emptyStateActionStyles, fontSizes, fontWeights, media, radii, space } from '@storefront/ui';
import { ScriptOnce } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { storedCartLineCountScript } from '../../storage/stored-cart';
import { lineKey, type CartLine, type CartProduct, type CartQuotation } from '../../state/cart-line';
import type { CartState } from '../../state/cart.slice';
import type { InstalmentTerms } from '../../instalments/instalment-plan';
import { InstalmentsNote } from '../../instalments/instalments-note';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { cartViewMessages as messages } from './cart-view.messages';

export interface CartViewProps {
  /** The region's code (`ae`): its stored cart is `cartItems_{region}`. */
  region: string;
  /** False until the browser has read the stored cart (the server and the first paint know nothing of it). */
  restored: boolean;
  lines: readonly CartLine[];
  quotation: CartQuotation;
  quotationStatus: CartState['quotationStatus'];
  loading: boolean;
  locale: LocaleCode;
  /** ISO country of the region (`AE`): money formats with Latin digits in Arabic. */
  country: string;
  /** The region's currency, for amounts before the first quotation names one. */
  currency: string;
  /** `/init/shop` `cartLimits.maxQuantity`. */
  maxQuantity: number;
  /** `/init/shop` `cartLimits.maxLines`: named when lines of a stored cart did not fit. */
  maxLines: number;
  /** Products the cart can name before a quotation does (the cart's `products`). */
  products?: Readonly<Record<number, CartProduct>>;
  /** Lines of the stored cart left out because they did not fit `maxLines`, until `onDroppedNoticed`. */
  dropped?: readonly CartLine[];
  onDroppedNoticed?: () => void;
  imageUrl: (path: string) => string;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  /** Removes a line (its remove button, or 0 typed in its quantity). */
  onRemove: (line: CartLine) => void;
  onRetry: () => void;
  /** The region's instalment terms (`/init/shop`), for the total's payments. */
  instalments?: InstalmentTerms | null | undefined;
  /** Under the totals: the checkout button (the page's). */
  checkout?: ReactNode;
  /** Under the lines, in the wide column: the checkout form (the page's). */
  below?: ReactNode;
  /** Beside the summary: e.g. the call-back request. */
  aside?: ReactNode;
  /** Under the empty cart, once the stored cart is known to be empty: e.g. the recently viewed products (the page's). */
  empty?: ReactNode;
}

/**
 * The cart page's body: the lines beside the order summary (stacked on a phone), or a designed empty
 * state that leads back to the catalogue, or a placeholder while the stored cart is read.
 */
export function CartView(props: CartViewProps) {
  const { restored, lines, quotation, quotationStatus, loading, locale, country, currency, maxQuantity, imageUrl, products = NO_PRODUCTS } = props;
  const intl = useIntl();
  const formatting = formattingLocale(locale, country);
  const money = (minor: number) =>
    formatMoney(formatting, { minor, currency: quotation.currency ?? currency, fractionDigits: quotation.fractionDigits ?? 2 });
  const { countRef, emptyRef, expectRemoval } = useFocusAfterRemoval(lines.length);

  if (!restored) return <CartRestoring region={props.region} />;
  if (!lines.length) {
    return (
      <div ref={emptyRef}>
        <CartEmpty />
        {props.empty ? <div css={belowStyles}>{props.empty}</div> : null}
      </div>
    );
  }

  // A quotation prices the lines in the order they were sent: each is found by its product and warranty.
  const priced = new Map(quotation.lines.map((line) => [lineKey({ product_id: line.productId, warranty: line.warranty }), line]));
  return (
    <div css={layoutStyles}>
      <div>
        {props.dropped?.length ? (
          <DroppedNotice dropped={props.dropped} products={products} maxLines={props.maxLines} onNoticed={props.onDroppedNoticed} />
        ) : null}
        <p css={countStyles} ref={countRef} tabIndex={-1}>
          {intl.formatMessage(messages.count, { count: lines.length })}
        </p>
        <ul css={listStyles} aria-label={intl.formatMessage(messages.linesLabel)}>
          {lines.map((line) => (
            <CartLineItem
              key={lineKey(line)}
              line={line}
              priced={priced.get(lineKey(line))}
              known={products[line.product_id]}
              showPrices={quotationStatus !== 'error'}
              money={money}
              maxQuantity={maxQuantity}
              loading={loading}
              imageUrl={imageUrl}
              onQuantityChange={(quantity) => props.onQuantityChange(line, quantity)}
              onRemove={() => {
                expectRemoval();
                props.onRemove(line);
              }}
            />
          ))}
        </ul>
        <RegionLink to="catalog" css={continueStyles}>
          {intl.formatMessage(messages.continueShopping)}
        </RegionLink>
        {props.below ? <div css={belowStyles}>{props.below}</div> : null}
      </div>
      <div css={asideStyles}>
        <CartSummary
          quotation={quotation}
          status={quotationStatus}
          money={money}
          totalNote={<InstalmentsNote total={quotation.total} terms={props.instalments} money={money} />}
          onRetry={props.onRetry}
        >
          {props.checkout}
        </CartSummary>
        {props.aside}
      </div>
    </div>
  );
}

/**
 * A removed line takes its focused control with it (its remove button, or its quantity after a 0):
 * focus then goes to the count of products, or to the empty cart's link, never to the page's body.
 */
function useFocusAfterRemoval(lineCount: number) {
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (!removing.current) return;
    removing.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) (lineCount ? countRef.current : emptyRef.current?.querySelector<HTMLElement>('a[href]'))?.focus();
  }, [lineCount]);
  const expectRemoval = () => {
    removing.current = true;
  };
  return { countRef, emptyRef, expectRemoval };
}

const NO_PRODUCTS: Readonly<Record<number, CartProduct>> = Object.freeze({});

/** How many products the notice of an oversized cart names; the rest are counted. */
const NAMED_DROPPED = 5;

/**
 * Says which lines of an oversized stored cart were left out (those beyond `maxLines`): by name
 * when the catalogue named the first of them, else by count. Stays until the shopper closes it.
 */
function DroppedNotice({
  dropped,
  products,
  maxLines,
  onNoticed,
}: {
  dropped: readonly CartLine[];
  products: Readonly<Record<number, CartProduct>>;
  maxLines: number;
  onNoticed: (() => void) | undefined;
}) {
  const intl = useIntl();
  const count = dropped.length;
  const names = [...new Set(dropped.slice(0, NAMED_DROPPED).map((line) => products[line.product_id]?.name))];
  const named = names.every((name): name is string => name !== undefined);
  const rest = count - Math.min(count, NAMED_DROPPED);
  const text = named
    ? intl.formatMessage(messages.droppedNamed, {
        count,
        max: maxLines,
        products: intl.formatList(rest ? [...names, intl.formatMessage(messages.droppedMore, { count: rest })] : names, { type: 'conjunction' }),
      })
    : intl.formatMessage(messages.droppedUnnamed, { count, max: maxLines });
  return (
    <div role="status" css={noticeStyles}>
      <p css={noticeTextStyles}>{text}</p>
      {onNoticed ? (
        <Button variant="outlined" size="sm" onClick={onNoticed}>
          {intl.formatMessage(messages.droppedDismiss)}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * `CartRestoring`'s script, given the count of stored lines: with none, hides the placeholder and shows
 * the empty state, its two elements just before the script.
 */
const SHOW_EMPTY_WHEN_NONE =
  'function(n){var e=document.currentScript.previousElementSibling,s=e.previousElementSibling;if(!n){s.hidden=true;e.hidden=false}}';

/**
 * What the server renders, and the browser until it read the stored cart: the page's shape, no numbers.
 * Most shoppers who open the cart have none, so the server's HTML carries the empty state too, hidden,
 * and a script in it (TanStack Router's `ScriptOnce`: it runs as the HTML is parsed, then removes itself)
 * swaps the two when the stored cart has no line: the empty cart shows at the first paint, long before
 * the cart's code arrives. React then hydrates the swapped `hidden` attributes as they are (each
 * element says so with `suppressHydrationWarning`) and replaces both once the cart is read.
 */
function CartRestoring({ region }: { region: string }) {
  const intl = useIntl();
  return (
    <div>
      <div css={layoutStyles} role="status" aria-live="polite" suppressHydrationWarning>
        <div css={restoringListStyles}>
          <VisuallyHidden>{intl.formatMessage(messages.restoring)}</VisuallyHidden>
          {[0, 1].map((key) => (
            <div key={key} css={restoringLineStyles} aria-hidden="true">
              <Skeleton shape="rect" width={96} height={96} />
              <Skeleton shape="text" lines={2} />
            </div>
          ))}
        </div>
        <div aria-hidden="true">
          <Skeleton shape="rect" height="14rem" />
        </div>
      </div>
      <div hidden suppressHydrationWarning>
        <CartEmpty />
      </div>
      <ScriptOnce>{storedCartLineCountScript(region, SHOW_EMPTY_WHEN_NONE)}</ScriptOnce>
    </div>
  );
}

/** An empty cart: what to do next, not a blank page. */
function CartEmpty() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={
        <svg viewBox="0 0 64 64" focusable="false">
          <path d="M6 10h8l7 32h30l6-22H18" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="25" cy="52" r="4" fill="currentColor" />
          <circle cx="47" cy="52" r="4" fill="currentColor" />
        </svg>
      }
      title={intl.formatMessage(messages.emptyTitle)}
      action={
        <RegionLink to="catalog" css={emptyStateActionStyles}>
          {intl.formatMessage(messages.emptyAction)}
        </RegionLink>
      }
    >
      {intl.formatMessage(messages.emptyText)}
    </EmptyState>
  );
}

// One column on a phone, two from lg. The phone's column is the page's width, not its widest field's:
// an implicit column would grow to the checkout form's min-content and widen the page.
const layoutStyles = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[8],
  alignItems: 'start',
  [media.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)' },
});

const noticeStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  marginBlockEnd: space[4],
  paddingBlock: space[3],
  paddingInline: space[4],
  borderRadius: radii.md,
  borderInlineStart: `4px solid ${colors.warning}`,
  backgroundColor: colors.warningSurface,
  color: colors.text,
  fontSize: fontSizes.sm,
});

const noticeTextStyles = css({ margin: 0, flex: '1 1 16rem', minInlineSize: 0, overflowWrap: 'anywhere' });

const countStyles = css({
  margin: 0,
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});

const listStyles = css({ listStyle: 'none', margin: 0, padding: 0 });

const asideStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  [media.up('lg')]: { position: 'sticky', insetBlockStart: space[24] },
});

const linkLike = css({
  color: colors.accentText,
  fontWeight: fontWeights.semibold,
  textDecoration: 'underline',
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});

const continueStyles = css(linkLike, { display: 'inline-block', marginBlockStart: space[4], paddingBlock: space[2] });

const belowStyles = css({ marginBlockStart: space[8] });

const restoringListStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4] });

const restoringLineStyles = css({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'center',
});

