import styled from '@emotion/styled';
import type { Direction, LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../app/messages';
import { lazyHydrated } from '../app/lazy-hydrated';
import { SiteHeader } from '../shell/header/site-header';

export interface DefaultLayoutProps {
  /** SPEC §2 layouts: `support` is the support centre's. */
  variant: 'default' | 'support';
  region: RegionConfig;
  locale: LocaleCode;
  countryName: string;
  dir: Direction;
  children: ReactNode;
}

/** Below the fold: rendered by the server, hydrated from its own chunk once the browser is idle. */
const SiteFooter = lazyHydrated('site footer', () => import('../shell/footer/site-footer').then((module) => module.SiteFooter));

/** Header, main and footer of every regional page. */
export function DefaultLayout({ variant, region, locale, countryName, children }: DefaultLayoutProps) {
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage {...appMessages.skipToContent} />
      </SkipLink>
      <SiteHeader region={region} locale={locale} countryName={countryName} />
      <Main id="main" tabIndex={-1} data-layout={variant}>
        {children}
      </Main>
      <SiteFooter region={region} locale={locale} countryName={countryName} />
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

const Main = styled.main`
  padding-block: ${({ theme }) => theme.space[8]};
  min-block-size: 60vh;
  &:focus {
    outline: none;
  }
`;
