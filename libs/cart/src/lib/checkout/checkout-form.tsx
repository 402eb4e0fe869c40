import { css } from '@emotion/react';
import type { Order } from '@storefront/api-client';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import { Button, fontSizes, fontWeights, space } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../forms/form-alert';
import { formFieldMessages, notSentMessage } from '../forms/form-fields.messages';
import { isNotSent } from '../forms/submission';
import { CaptchaGroup, CommentGroup, CustomerFields, DeliveryFields, PaymentField, noteStyles } from './checkout-fields';
import { checkoutMessages as messages } from './checkout-form.messages';
import type { CheckoutFeatures } from './checkout-schema';
import { useCheckoutForm, type CheckoutFormState } from './use-checkout-form';

export interface CheckoutFormProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The region's `/init/shop` features and instalment terms: which payment methods it offers, whether it asks for a captcha. */
  features: CheckoutFeatures;
  /** The order page's path with `{order}` where the slug goes: the provider sends the shopper back there. */
  orderPath: string;
  /**
   * Called once the order exists (the cart is already cleared): the page goes to `/cart/{slug}/`, or to
   * the provider's page (`paymentUrl`) for an order paid online.
   */
  onPlaced(order: Order): void;
  /** Stories and tests: the form as a shopper left it (values, status, shown checks). */
  initialState?: Partial<CheckoutFormState>;
  /**
   * Focus the form's title when it mounts: the shopper opened it with a button that the form replaces
   * ("Proceed to checkout"), and focus must not fall to the page's body.
   */
  focusOnMount?: boolean;
}

/**
 * The checkout of the cart page (SPEC §4, issue 14): customer, delivery (pickup at one of the region's
 * active stores, or courier to a known city), payment method and comment, then the total and the
 * button. Its state, checks and submission are `useCheckoutForm`'s; the fields are in groups
 * (`checkout-fields.tsx`).
 */
export function CheckoutForm({ region, locale, features, orderPath, onPlaced, initialState, focusOnMount }: CheckoutFormProps) {
  const intl = useIntl();
  const checkout = useCheckoutForm({ region, features, orderPath, onPlaced, initialState });
  const { status, quotation, cannotSubmit, reason } = checkout;
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);

  const group = { checkout, region, locale };
  const submitting = status === 'submitting';
  const reasonId = `${id}-reason`;
  const alert =
    status === 'invalid' && Object.keys(checkout.form.formState.errors).length > 0 ? formFieldMessages.checkFields
    : isNotSent(status) ? notSentMessage(status)
    : status === 'productGone' ? messages.productGone
    : undefined;

  return (
    <form
      css={formStyles}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={submitting || undefined}
      onSubmit={checkout.onSubmit}
      data-testid="checkout-form"
      data-status={status}
    >
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} css={titleStyles}>
        {intl.formatMessage(messages.title)}
      </h2>
      <CustomerFields {...group} />
      <DeliveryFields {...group} />
      <PaymentField {...group} features={features} />
      <CommentGroup {...group} />
      {features.hasCaptcha ? <CaptchaGroup {...group} /> : null}

      {alert ? (
        <FormAlert tone="error" id={`${id}-status`}>
          {intl.formatMessage(alert)}
        </FormAlert>
      ) : null}

      <div css={footerStyles}>
        {quotation.lines.length > 0 && quotation.fractionDigits !== undefined ? (
          <p css={totalStyles}>
            {intl.formatMessage(messages.total, {
              total: formatMoney(formattingLocale(locale, region.iso2), {
                minor: quotation.total,
                currency: quotation.currency ?? region.currency,
                fractionDigits: quotation.fractionDigits,
              }),
            })}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="product"
          size="lg"
          fullWidth
          aria-disabled={cannotSubmit || undefined}
          aria-busy={submitting || undefined}
          aria-describedby={reason ? reasonId : undefined}
          data-state={submitting ? 'submitting' : cannotSubmit ? 'disabled' : 'ready'}
        >
          {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
        </Button>
        {reason ? (
          <p id={reasonId} css={noteStyles}>
            {intl.formatMessage(messages[reason])}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const formStyles = css({ display: 'flex', flexDirection: 'column', gap: space[6], minInlineSize: 0 });
const titleStyles = css({ margin: 0, fontSize: fontSizes['2xl'], fontWeight: fontWeights.bold });
const footerStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2] });
const totalStyles = css({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.semibold });
