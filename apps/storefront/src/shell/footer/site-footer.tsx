import styled from '@emotion/styled';
import type { LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../../app/messages';

export interface SiteFooterProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The country's name in the shopper's language. */
  countryName: string;
}

/** The footer of every regional page. */
export function SiteFooter({ countryName }: SiteFooterProps) {
  return (
    <Footer>
      <Container>
        <small>
          <FormattedMessage {...appMessages.brand} /> · {countryName}
        </small>
      </Container>
    </Footer>
  );
}

const Footer = styled.footer`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
