import { css } from '@emotion/react';
import type { ProductSummary } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { Button, colors, fontSizes, space, toast, type ButtonSize, type ButtonVariant } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { CART_ADDITION_FIELDS } from '../../state/cart-addition-link';
import type { AddToCartResult, CartLimits, CartLine, CartWarranty } from '../../state/cart-line';
import { addToCart } from '../../state/cart.thunks';
import { useCartDispatch } from '../../state/store-hooks';
import { useCartSync } from '../../state/use-cart-sync';
import { addToCartMessages as messages } from '../cart.messages';

/**
 * What the button needs of a product: a catalogue summary or a product page's detail. A pre-order
 * (`preOrder`) is orderable though not in stock. Its slug and picture, when the page has them, name
 * the cart line until the backend prices it.
 */
export type AddToCartProduct = Pick<ProductSummary, 'id' | 'name' | 'inStock'> & Partial<Pick<ProductSummary, 'slug' | 'image' | 'preOrder'>>;

/** Whether a product can be ordered now: in stock, or a pre-order. */
export const isOrderable = (product: Pick<AddToCartProduct, 'inStock' | 'preOrder'>): boolean => product.inStock || Boolean(product.preOrder);

export interface AddToCartButtonProps<Product extends AddToCartProduct = AddToCartProduct> {
  product: Product;
  /** Pieces to add per click; default 1 (a product page's stepper). */
  quantity?: number;
  /** The warranty chosen on the product page; default 'basic'. The product with another warranty is another line. */
  warranty?: CartWarranty;
  /** The region's code (`ae`): its cart is `cartItems_{region}`. */
  region: string;
  /** `/init/shop`'s `cartLimits`; default the backend contract's bounds (999 pieces, 100 lines). */
  limits?: CartLimits;
  /** Called after the product was added (also when its quantity was capped), with its line. */
  onAdded?: (line: CartLine, product: Product) => void;
  size?: ButtonSize;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /**
   * A submit button of its `CartAdditionForm`, sending the product's id: a tap before the page has
   * hydrated takes the addition to the cart page. Once hydrated, a click adds in place.
   */
  submit?: boolean;
}

/**
 * How long a click keeps the button busy: the second click of a double click (within the usual
 * 500 ms) is not a second addition.
 */
export const ADDING_PAUSE_MS = 500;

/**
 * "Add to cart" (SPEC §4 adding), "Pre-order" for a pre-order. Out of stock (and not a pre-order), it
 * stays focusable but inert and says why. A click adds `quantity` pieces with the chosen warranty, then
 * a toast names the product with a link to the region's cart, or warns when a limit refused or capped
 * the addition.
 */
export function AddToCartButton<Product extends AddToCartProduct>({
  product,
  quantity = 1,
  warranty = 'basic',
  region,
  limits,
  onAdded,
  size = 'md',
  variant = 'product',
  fullWidth,
  submit = false,
}: AddToCartButtonProps<Product>) {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const router = useRouter();
  const cartPath = useRegionPath()('cart');
  useCartSync(region, limits);
  const reasonId = useId();
  const [adding, setAdding] = useState(false);
  // A ref, not the state: both clicks of a double click run before React re-renders.
  const busy = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const unavailable = !isOrderable(product);
  const preOrder = !product.inStock && !unavailable;

  // Built when a toast is sent, not on every render.
  const viewCart = () => (
    <a
      href={cartPath}
      css={linkStyles}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        // A new tab or window stays the browser's; a plain click navigates in the app.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href: cartPath });
      }}
    >
      {intl.formatMessage(messages.viewCart)}
    </a>
  );

  const tell = (result: AddToCartResult) => {
    const values = { product: product.name, max: result.limits.maxQuantity };
    if (result.status === 'refused') {
      const max = result.reason === 'maxLines' ? result.limits.maxLines : result.limits.maxQuantity;
      toast.warning(intl.formatMessage(messages[result.reason], { ...values, max }), { description: viewCart() });
    } else if (result.capped) {
      toast.warning(intl.formatMessage(messages.capped, values), { description: viewCart() });
    } else {
      toast.success(intl.formatMessage(messages.added, values), { description: viewCart() });
    }
  };

  const add = () => {
    if (unavailable || busy.current) return;
    busy.current = true;
    setAdding(true);
    const known = { id: product.id, name: product.name, ...(product.slug ? { slug: product.slug } : {}), ...(product.image ? { image: product.image } : {}) };
    const result = dispatch(addToCart(region, { productId: product.id, product: known, quantity, warranty, ...(limits ? { limits } : {}) }));
    tell(result);
    if (result.status === 'added') onAdded?.(result.line, product);
    pause.current = setTimeout(() => {
      busy.current = false;
      setAdding(false);
    }, ADDING_PAUSE_MS);
  };

  return (
    <div css={[wrapperStyles, fullWidth && fullWidthStyles]}>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        {...(submit && !unavailable ? { type: 'submit', name: CART_ADDITION_FIELDS.product, value: product.id } : {})}
        // aria-disabled, not disabled (nor Button's `loading`, which disables): the button keeps
        // focus while busy, and stays reachable out of stock so that its reason is read. Its label
        // says "Adding…" meanwhile.
        aria-disabled={unavailable || adding || undefined}
        data-state={unavailable ? 'out-of-stock' : adding ? 'adding' : preOrder ? 'pre-order' : 'ready'}
        aria-describedby={unavailable ? reasonId : undefined}
        data-product-id={product.id}
        onClick={add}
      >
        {intl.formatMessage(adding ? messages.adding : preOrder ? messages.preOrder : messages.label)}
      </Button>
      {unavailable ? (
        <p id={reasonId} css={reasonStyles}>
          {intl.formatMessage(messages.outOfStock)}
        </p>
      ) : null}
    </div>
  );
}

const wrapperStyles = css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'stretch', gap: space[1] });
const fullWidthStyles = css({ display: 'flex', inlineSize: '100%' });
const reasonStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
const linkStyles = css({ color: 'inherit', fontWeight: 600, textDecoration: 'underline' });
