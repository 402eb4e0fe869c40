import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { localeConfig, type Direction, type LocaleCode } from '@storefront/locales';
import { formatRegionLocale, type RegionConfig } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../app/messages';

export interface DefaultLayoutProps {
  /** SPEC §2 layouts: `support` is the support centre's. */
  variant: 'default' | 'support';
  region: RegionConfig;
  locale: LocaleCode;
  countryName: string;
  dir: Direction;
  children: ReactNode;
}

/** Header, main and footer of every regional page (the full header arrives with the shell). */
export function DefaultLayout({ variant, region, locale, countryName, children }: DefaultLayoutProps) {
  const intl = useIntl();
  const home = formatRegionLocale({ region, locale });
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage {...appMessages.skipToContent} />
      </SkipLink>
      <Header>
        <HeaderBar>
          <Link css={brandStyles} to="/$regionLocale/" params={{ regionLocale: home }}>
            <FormattedMessage {...appMessages.brand} />
          </Link>
          <nav aria-label={intl.formatMessage(appMessages.languages)}>
            <Languages>
              {region.allowedLocalesCodes.map((code) => (
                <li key={code}>
                  <Link
                    to="/$regionLocale/"
                    params={{ regionLocale: formatRegionLocale({ region, locale: code }) }}
                    lang={localeConfig(code).language}
                    hrefLang={localeConfig(code).language}
                    aria-current={code === locale ? 'true' : undefined}
                  >
                    {localeConfig(code).name}
                  </Link>
                </li>
              ))}
            </Languages>
          </nav>
        </HeaderBar>
      </Header>
      <Main id="main" tabIndex={-1} data-layout={variant}>
        {children}
      </Main>
      <Footer>
        <Container>
          <small>
            <FormattedMessage {...appMessages.brand} /> · {countryName}
          </small>
        </Container>
      </Footer>
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[4]};
  inset-block-start: -100px;
  z-index: 100;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space[4]};
  }
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.onHeaderDark};
`;

const HeaderBar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-block-size: 64px;
  a {
    color: inherit;
  }
`;

const brandStyles = css`
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
  font-size: 1.125rem;
`;

const Languages = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    min-block-size: 44px;
    line-height: 44px;
  }
  a[aria-current='true'] {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const Main = styled.main`
  padding-block: ${({ theme }) => theme.space[8]};
  min-block-size: 60vh;
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
