import { useRegionPath } from '@storefront/regions';
import type { ReactNode } from 'react';

export interface CartAdditionFormProps {
  children: ReactNode;
  /** Its styles (a page's `styled(CartAdditionForm)`). */
  className?: string;
}

/**
 * A GET form to the region's cart page around one or more `AddToCartButton`s with `submit` (and, on a
 * product page, the warranty radios and a `QuantityStepper` named `quantity`): a tap before the part
 * has hydrated submits it, and the cart page adds the line (`useCartAddition`). Once hydrated, the
 * button adds in place and the submit is cancelled.
 */
export function CartAdditionForm({ children, className }: CartAdditionFormProps) {
  return (
    <form action={useRegionPath()('cart')} className={className} onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  );
}
