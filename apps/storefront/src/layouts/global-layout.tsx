import styled from '@emotion/styled';
import { Container } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../app/messages';

/** SPEC §2 "global" layout: brand bar, the page, legal links; no region chrome. */
export function GlobalLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <Bar>
        <Container>
          <Brand href="/">
            <FormattedMessage {...appMessages.brand} />
          </Brand>
        </Container>
      </Bar>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        <Container as="nav" aria-label={intl.formatMessage(appMessages.legal)}>
          <Links>
            <li>
              <a href="/global/cookie-policy/">
                <FormattedMessage {...appMessages.cookiePolicy} />
              </a>
            </li>
            <li>
              <a href="/global/privacy-policy/">
                <FormattedMessage {...appMessages.privacyPolicy} />
              </a>
            </li>
            <li>
              <a href="/global/terms-of-service/">
                <FormattedMessage {...appMessages.termsOfService} />
              </a>
            </li>
          </Links>
        </Container>
      </Footer>
    </>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.onHeaderDark};
  min-block-size: 64px;
  display: flex;
  align-items: center;
`;

const Brand = styled.a`
  color: inherit;
  font-weight: 800;
  font-size: 1.125rem;
  text-decoration: none;
`;

const Main = styled.main`
  padding-block: ${({ theme }) => theme.space[8]};
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space[6]};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    min-block-size: 44px;
    line-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
`;
