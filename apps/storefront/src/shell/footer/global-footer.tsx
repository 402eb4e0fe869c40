import styled from '@emotion/styled';
import { Container } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { Wordmark } from '../wordmark';
import { FooterBottom, FooterFrame, footerColors } from './footer-parts';
import { footerMessages } from './footer.messages';

/** The global layout's footer (SPEC §2 "global"): the brand, its tagline and the legal links. */
export function GlobalFooter() {
  return (
    <FooterFrame>
      <Container>
        <Intro>
          <Wordmark size="lg" />
          <p>
            <FormattedMessage {...footerMessages.tagline} />
          </p>
        </Intro>
      </Container>
      <FooterBottom />
    </FooterFrame>
  );
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[10]};
  p {
    margin: 0;
    max-inline-size: 48ch;
    color: ${footerColors.muted};
  }
`;
