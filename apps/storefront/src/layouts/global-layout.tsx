import styled from '@emotion/styled';
import { Container } from '@storefront/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../app/messages';
import { lazyHydrated } from '../app/lazy-hydrated';
import { Wordmark } from '../shell/wordmark';

/** Below the fold: rendered by the server, hydrated from its own chunk once the browser is idle. */
const GlobalFooter = lazyHydrated('global footer', () =>
  import('../shell/footer/global-footer').then((module) => module.GlobalFooter),
);

/**
 * SPEC §2 "global" layout: the brand bar, the page and a footer with the legal links; no region
 * chrome. The same black bar and footer as the regional pages, so leaving a region feels seamless.
 */
export function GlobalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">
        <FormattedMessage {...appMessages.skipToContent} />
      </SkipLink>
      <Bar>
        <BarRow>
          <BrandLink to="/">
            <Wordmark />
          </BrandLink>
        </BarRow>
      </Bar>
      <Main id="main" tabIndex={-1} data-layout="global">
        {children}
      </Main>
      <GlobalFooter />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[4]};
  inset-block-start: -100px;
  z-index: ${({ theme }) => theme.zIndices.header + 1};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    inset-block-start: ${({ theme }) => theme.space[4]};
  }
`;

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.onHeaderDark};
  border-block-end: 1px solid ${({ theme }) => theme.headerSchemes.dark.border};
`;

const BarRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 4rem;
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  color: inherit;
  text-decoration: none;
`;

const Main = styled.main`
  display: block;
  min-block-size: 60vh;
  &:focus {
    outline: none;
  }
`;
