import { css } from '@emotion/react';
import styled from '@emotion/styled';
import type { InitShop } from '@storefront/api-client';
import { RegionLink } from '@storefront/regions';
import {
  DeliveryIcon,
  FavouritesIcon,
  InstallmentIcon,
  PreOrderIcon,
  ShowroomIcon,
  SupportIcon,
  TestDriveIcon,
  WarrantyIcon,
  colors,
  fontSizes,
  lineHeights,
  radii,
  space,
  type IconComponent,
} from '@storefront/ui';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { productPageMessages as messages } from './product-page.messages';

export type RegionFeatureFlags = Pick<InitShop['features'], 'hasTabby' | 'hasOnlinePayment' | 'hasCallbackForms'>;

interface Service {
  key: string;
  Icon: IconComponent;
  label: MessageDescriptor;
  /** Where it leads below the region root; none for a name without a page of its own. */
  to?: string;
  /** The region's feature that offers it. */
  when?: keyof RegionFeatureFlags;
}

/**
 * SPEC §1's services, named by icons. Test drives are booked on the booking page (issue 34), pre-orders
 * paid online, instalments through Tabby: each shows only where the region offers it
 * (apps/storefront/README.md "The product page").
 */
const SERVICES: readonly Service[] = [
  { key: 'favourites', Icon: FavouritesIcon, label: messages.serviceFavourites },
  { key: 'showroom', Icon: ShowroomIcon, label: messages.serviceShowroom, to: 'about-us' },
  { key: 'test-drive', Icon: TestDriveIcon, label: messages.serviceTestDrive, to: 'booking', when: 'hasCallbackForms' },
  { key: 'pre-order', Icon: PreOrderIcon, label: messages.servicePreOrder, to: 'support', when: 'hasOnlinePayment' },
  { key: 'delivery', Icon: DeliveryIcon, label: messages.serviceDelivery, to: 'support' },
  { key: 'warranty', Icon: WarrantyIcon, label: messages.serviceWarranty, to: 'support' },
  { key: 'installments', Icon: InstallmentIcon, label: messages.serviceInstallments, to: 'support', when: 'hasTabby' },
  { key: 'support', Icon: SupportIcon, label: messages.serviceSupport, to: 'support' },
];

export interface ServiceIconsProps {
  features: RegionFeatureFlags;
  /**
   * Books a test drive on the page itself (the app passes the cart's call-back request with the form
   * `test-drive`): the tile becomes a button. Without it, the tile links to the about-us page.
   */
  onTestDrive?: () => void;
  /** Called when the shopper points at or focuses that button: the page may load the form ahead. */
  onTestDriveIntent?: () => void;
  /** The product whose test ride the test-drive tile books (`booking/?product={id}&kind=test_ride`). */
  productId?: number;
}

/** The services of the product, as icons with their names, by the region's feature flags. */
export function ServiceIcons({ features, onTestDrive, onTestDriveIntent, productId }: ServiceIconsProps) {
  const intl = useIntl();
  const shown = SERVICES.filter((service) => !service.when || features[service.when]);
  return (
    <List aria-label={intl.formatMessage(messages.services)}>
      {shown.map(({ key, Icon, label, to }) => {
        const content = (
          <>
            <Icon />
            <FormattedMessage {...label} />
          </>
        );
        return (
          <li key={key} data-service={key}>
            {key === 'test-drive' && onTestDrive ? (
              <ItemButton type="button" aria-haspopup="dialog" onClick={onTestDrive} onPointerEnter={onTestDriveIntent} onFocus={onTestDriveIntent}>
                {content}
              </ItemButton>
            ) : to === undefined ? (
              <ItemText>{content}</ItemText>
            ) : (
              <ItemLink to={to} search={key === 'test-drive' && productId !== undefined ? { product: String(productId), kind: 'test_ride' } : undefined}>
                {content}
              </ItemLink>
            )}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  block-size: 100%;
  min-block-size: 5rem;
  padding: ${space[3]};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.snug};
  text-align: center;
  text-decoration: none;
`;

const ItemText = styled.span(item);

const ItemButton = styled.button`
  ${item}
  inline-size: 100%;
  background: none;
  font: inherit;
  font-size: ${fontSizes.sm};
  cursor: pointer;
  @media (hover: hover) {
    &:hover {
      border-color: ${colors.borderStrong};
    }
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const ItemLink = styled(RegionLink)`
  ${item}
  @media (hover: hover) {
    &:hover {
      border-color: ${colors.borderStrong};
    }
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
