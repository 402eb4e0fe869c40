import styled from '@emotion/styled';
import { AccessibilityFeedbackForm } from '@storefront/cart';
import type { LocaleCode } from '@storefront/locales';
import type { RegionConfig } from '@storefront/regions';
import { Button } from '@storefront/ui';
import { Suspense, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormToken } from '../../../../../../app/public-env';
import { Section } from './statement-sections';
import { statementMessages as messages } from './statement.messages';

export interface StatementFeedbackProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The region's contacts from the backend's startup data (as the footer gives them). */
  contacts: { phone?: { label: string; value: string } | undefined; email?: string | undefined };
  /** The region's forms ask for the captcha (`/init/shop` `features.hasCaptcha`). */
  hasCaptcha: boolean;
}

/**
 * "Tell us about a barrier": the region's phone and e-mail, and the feedback form, which replaces its
 * button when pressed (its code loads then: docs/adr/0277-accessibility-feedback-through-the-crm.md). The
 * form is the cart's (a CRM deal); this page composes it, as features never import each other.
 */
export function StatementFeedback({ region, locale, contacts, hasCaptcha }: StatementFeedbackProps) {
  const formToken = useFormToken(region.code);
  const [writing, setWriting] = useState(false);
  const [opening, startTransition] = useTransition();
  return (
    <Section aria-labelledby="accessibility-feedback">
      <h2 id="accessibility-feedback">
        <FormattedMessage {...messages.feedbackTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.feedback} />
      </p>
      {contacts.phone || contacts.email ? (
        <Contacts>
          {contacts.phone ? (
            <li>
              <span>
                <FormattedMessage {...messages.phone} />
              </span>
              <a href={`tel:${contacts.phone.value}`} dir="ltr">
                {contacts.phone.label}
              </a>
            </li>
          ) : null}
          {contacts.email ? (
            <li>
              <span>
                <FormattedMessage {...messages.email} />
              </span>
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
          ) : null}
        </Contacts>
      ) : null}
      {/* A transition: the button stays, focused and busy, until the form's code is in; then the form takes its place and the
          focus. The boundary never shows its (empty) fallback: the only update that suspends in it is that transition. */}
      <Suspense fallback={null}>
        {writing ? (
          <AccessibilityFeedbackForm
            region={region}
            locale={locale}
            formToken={formToken}
            hasCaptcha={hasCaptcha}
            labelledBy="accessibility-feedback"
            focusOnMount
          />
        ) : (
          <div>
            <Button variant="product" size="lg" aria-busy={opening || undefined} onClick={() => startTransition(() => setWriting(true))}>
              <FormattedMessage {...messages.write} />
            </Button>
          </div>
        )}
      </Suspense>
    </Section>
  );
}

const Contacts = styled.ul`
  && {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[10]};
    padding-inline-start: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-direction: column;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
  }
`;
