// The support centre's call-back request: the cart's button and form, wired by the app (content never imports cart).
import styled from '@emotion/styled';
import { CallbackRequest } from '@storefront/cart';
import { useGetShopQuery } from '@storefront/catalog';
import { supportMessages } from '@storefront/content';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useFormToken } from '../../../../../../../app/public-env';

const regionRoute = getRouteApi('/$regionLocale');

/**
 * "Prefer to talk?" with the call-back request, where the country takes them (`/init/shop`
 * `features.hasCallbackForms`, startup data); nothing where it does not, or while that is unknown.
 */
export function SupportCallback() {
  const { regionLocale } = regionRoute.useRouteContext();
  const { data: shop } = useGetShopQuery({ region: regionLocale.region.code, locale: regionLocale.locale });
  const formToken = useFormToken(regionLocale.region.code);
  if (!shop?.features.hasCallbackForms) return null;
  return (
    <Callback aria-labelledby="support-callback">
      <h2 id="support-callback">
        <FormattedMessage {...supportMessages.callbackTitle} />
      </h2>
      <p>
        <FormattedMessage {...supportMessages.callbackText} />
      </p>
      <CallbackRequest
        region={regionLocale.region}
        locale={regionLocale.locale}
        formToken={formToken}
        hasCaptcha={shop.features.hasCaptcha}
        variant="green"
        size="lg"
        fullWidth
      />
    </Callback>
  );
}

const Callback = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    opacity: 0.88;
  }
`;
