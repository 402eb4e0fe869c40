import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { openConsentPreferences } from '@storefront/analytics';
import { Container } from '@storefront/ui';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../../app/messages';
import { AccessibilityLink } from './accessibility-link';
import { footerMessages } from './footer.messages';
import { legalPages } from './legal-pages';

/**
 * The pieces both footers share: the regional one (`SiteFooter`) and the global layout's. Light
 * text on the inverse surface; every pair meets WCAG AA (muted text is about 10:1).
 */
export const footerColors = {
  muted: 'rgba(255, 255, 255, 0.72)',
  rule: 'rgba(255, 255, 255, 0.14)',
  raised: 'rgba(255, 255, 255, 0.04)',
} as const;

export const FooterFrame = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.textInverse};
  a {
    color: inherit;
    text-decoration: none;
    text-underline-offset: 0.2em;
  }
  @media (hover: hover) {
    a:hover {
      text-decoration: underline;
    }
  }
  a:focus-visible {
    outline-color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The bottom line of every footer: copyright, then the legal links. */
export function FooterBottom() {
  const intl = useIntl();
  return (
    <Bottom>
      <Container>
        <BottomRow>
          <small>
            <FormattedMessage
              {...footerMessages.copyright}
              values={{ year: String(new Date().getFullYear()), brand: intl.formatMessage(appMessages.brand) }}
            />
          </small>
          <nav aria-label={intl.formatMessage(appMessages.legal)}>
            <LegalList>
              {legalPages.map(([page, title]) => (
                <li key={page}>
                  <Link to="/global/$page/" params={{ page }}>
                    <FormattedMessage {...title} />
                  </Link>
                </li>
              ))}
              <li>
                <AccessibilityLink />
              </li>
              <li>
                {/* The choice about cookies, reachable again from every page (docs/adr/0272-consent-with-vanilla-cookieconsent.md). */}
                <button type="button" onClick={openConsentPreferences}>
                  <FormattedMessage {...footerMessages.cookieSettings} />
                </button>
              </li>
            </LegalList>
          </nav>
        </BottomRow>
      </Container>
    </Bottom>
  );
}

const Bottom = styled.div`
  border-block-start: 1px solid ${footerColors.rule};
  color: ${footerColors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  small {
    font-size: inherit;
  }
`;

const BottomRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('lg')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

/** A list of footer links without bullets, each link a 44 px target. */
export const footerLinkList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
  }
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[6]};
  ${footerLinkList}
  button {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
    text-underline-offset: 0.2em;
  }
  @media (hover: hover) {
    button:hover {
      text-decoration: underline;
    }
  }
  button:focus-visible {
    outline-color: ${({ theme }) => theme.colors.accent};
  }
`;
