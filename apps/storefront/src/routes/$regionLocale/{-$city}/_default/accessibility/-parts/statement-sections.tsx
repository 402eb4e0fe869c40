import styled from '@emotion/styled';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { statementMessages as messages } from './statement.messages';

/** What of the region's shop the statement depends on (`/init/shop` `features`), where known. */
interface StatementFeatures {
  /** A card online or instalments: paid on the provider's page. */
  paysOnline: boolean;
  hasCaptcha: boolean;
}

export interface StatementSectionsProps {
  /** The region's code: Spain's statement names its law and standard. */
  region: string;
  /** Undefined while the shop's settings are unknown: the limitations that depend on them are left out. */
  features: StatementFeatures | undefined;
}

/** The regions where EU law applies (the European Accessibility Act and EN 301 549). */
const EU_REGIONS: readonly string[] = ['es'];

/**
 * The checks and the known limitations, in the order the statement gives them. Each limitation is
 * true of the code today (docs/adr/0277-accessibility-feedback-through-the-crm.md lists where).
 */
export function statementLimitations({ features }: Pick<StatementSectionsProps, 'features'>): MessageDescriptor[] {
  return [
    messages.limitationImages,
    ...(features?.paysOnline ? [messages.limitationPayment] : []),
    ...(features?.hasCaptcha ? [messages.limitationCaptcha] : []),
    messages.limitationNotices,
    messages.limitationPhone,
    messages.limitationLinks,
  ];
}

const CHECKS = [messages.checkStories, messages.checkPages, messages.checkKeyboard, messages.checkDirection, messages.checkScreens, messages.checkPeople];

/** The target (WCAG 2.2 AA, partially conformant; EN 301 549 in the EU), how it is checked, what does not work yet. */
export function StatementSections({ region, features }: StatementSectionsProps) {
  return (
    <>
      <Section aria-labelledby="accessibility-target">
        <h2 id="accessibility-target">
          <FormattedMessage {...messages.targetTitle} />
        </h2>
        <p>
          <FormattedMessage {...messages.target} />
        </p>
        {EU_REGIONS.includes(region) ? (
          <p>
            <FormattedMessage {...messages.euStandard} />
          </p>
        ) : null}
      </Section>
      <Section aria-labelledby="accessibility-checks">
        <h2 id="accessibility-checks">
          <FormattedMessage {...messages.checksTitle} />
        </h2>
        <p>
          <FormattedMessage {...messages.checksIntro} />
        </p>
        <ul>
          {CHECKS.map((check) => (
            <li key={check.id}>
              <FormattedMessage {...check} />
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="accessibility-limitations">
        <h2 id="accessibility-limitations">
          <FormattedMessage {...messages.limitationsTitle} />
        </h2>
        <ul>
          {statementLimitations({ features }).map((limitation) => (
            <li key={limitation.id}>
              <FormattedMessage {...limitation} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Spain's law and where to complain after the brand's answer; nothing elsewhere (the brand's contacts are the way). */
export function StatementComplaints({ region }: Pick<StatementSectionsProps, 'region'>) {
  if (region !== 'es') return null;
  return (
    <Section aria-labelledby="accessibility-complaints">
      <h2 id="accessibility-complaints">
        <FormattedMessage {...messages.complaintsTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.spainLaw} />
      </p>
      <p>
        <FormattedMessage {...messages.spainComplaints} />
      </p>
    </Section>
  );
}

/** A part of the statement: a heading and readable text. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 48rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.25;
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  p,
  li {
    line-height: 1.6;
  }
`;
