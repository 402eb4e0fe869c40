import styled from '@emotion/styled';
import { CONSENT_LAWS, consentModeOf } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { Link, getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../../../../../app/messages';
import { cookiePolicyMessages as messages } from '../../../../../pages/cookie-policy.messages';
import { DisplayTitle, Eyebrow } from '../../../../../pages/display-type';
import { StoredItemsTable } from '../../../../../pages/stored-items-table';
import { legalPages } from '../../../../../shell/footer/legal-pages';

const regionRoute = getRouteApi('/$regionLocale');

/**
 * A region's cookie policy: how the region asks for consent (libs/regions `consentModeOf`, `CONSENT_LAWS`,
 * docs/adr/0273-consent-defaults-by-region.md), everything the site stores (the registry's table) and the
 * global legal pages.
 */
export function CookiePolicyPage() {
  const { regionLocale, countryName } = regionRoute.useRouteContext();
  const { code } = regionLocale.region;
  const country = { country: countryName };
  return (
    <>
      <Masthead>
        <Container>
          <MastheadText>
            <Eyebrow tone="onLight">
              <FormattedMessage {...appMessages.legal} />
            </Eyebrow>
            <DisplayTitle id="cookie-policy-title" size="clamp(2rem, 1.5rem + 2.4vw, 4rem)">
              <FormattedMessage {...appMessages.cookiePolicy} />
            </DisplayTitle>
            <Lead>
              <FormattedMessage {...messages.lead} values={country} />
            </Lead>
          </MastheadText>
        </Container>
      </Masthead>
      <Container>
        <Body aria-labelledby="cookie-policy-title">
          <section aria-labelledby="consent-title">
            <h2 id="consent-title">
              <FormattedMessage {...messages.consentTitle} values={country} />
            </h2>
            <p>
              <FormattedMessage {...(consentModeOf(code) === 'opt-in' ? messages.optIn : messages.optOut)} values={country} />
            </p>
            <p>
              <FormattedMessage {...messages.necessary} />
            </p>
            <Muted>
              <FormattedMessage {...messages.law} values={{ law: CONSENT_LAWS[code] }} />
            </Muted>
          </section>
          <StoredItemsTable />
          <nav aria-labelledby="documents-title">
            <h2 id="documents-title">
              <FormattedMessage {...messages.documents} />
            </h2>
            <Documents>
              {legalPages.map(([page, title]) => (
                <li key={page}>
                  <Link to="/global/$page/" params={{ page }}>
                    <FormattedMessage {...title} />
                  </Link>
                </li>
              ))}
            </Documents>
          </nav>
        </Body>
      </Container>
    </>
  );
}

const Masthead = styled.div`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const MastheadText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 52rem;
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 6rem);
`;

const Lead = styled.p`
  margin: 0;
  max-inline-size: 44rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Body = styled.article`
  max-inline-size: 72rem;
  padding-block: clamp(2rem, 1.5rem + 3vw, 5rem);
  h2 {
    margin-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  section h2 {
    margin-block-start: 0;
  }
  p {
    max-inline-size: 48rem;
    line-height: 1.6;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Documents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
