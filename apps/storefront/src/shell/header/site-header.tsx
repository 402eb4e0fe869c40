import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { localeConfig, type LocaleCode } from '@storefront/locales';
import { formatRegionLocale, type RegionConfig } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../../app/messages';

export interface SiteHeaderProps {
  region: RegionConfig;
  locale: LocaleCode;
}

/** The header of every regional page (SPEC §2, §4). */
export function SiteHeader({ region, locale }: SiteHeaderProps) {
  const intl = useIntl();
  const home = formatRegionLocale({ region, locale });
  return (
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
  );
}

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
