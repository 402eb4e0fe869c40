import styled from '@emotion/styled';
import { useGetShopQuery } from '@storefront/catalog';
import { regionContacts, regionExtras, useGetInitQuery } from '@storefront/regions';
import { Container } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../../../../../app/messages';
import { DisplayTitle, Eyebrow } from '../../../../../pages/display-type';
import { StatementFeedback } from './-parts/statement-feedback';
import { STATEMENT_REVIEWED_ON } from './-parts/statement-review';
import { StatementComplaints, StatementSections } from './-parts/statement-sections';
import { statementMessages as messages } from './-parts/statement.messages';

const regionRoute = getRouteApi('/$regionLocale');

/**
 * `/accessibility/`: the region's accessibility statement (issue 33): the target, how it is checked,
 * the known limitations (those of the region's shop settings among them), the region's contacts and the
 * feedback form, and where Spain's law applies, its complaints. Everything comes from the startup data
 * the region's route has loaded: the page has no loader of its own.
 */
export function AccessibilityPage() {
  const intl = useIntl();
  const { regionLocale, countryName } = regionRoute.useRouteContext();
  const { region, locale } = regionLocale;
  const args = { region: region.code, locale };
  const { data: shop } = useGetShopQuery(args);
  const { data: init } = useGetInitQuery(args);
  const contacts = regionContacts(region, {
    generals: init?.generals,
    shop,
    developmentFallback: import.meta.env.PROD ? undefined : regionExtras(region.code),
  });
  const features = shop && {
    paysOnline: shop.features.hasOnlinePayment || shop.features.hasTabby,
    hasCaptcha: shop.features.hasCaptcha,
  };
  const reviewed = intl.formatDate(STATEMENT_REVIEWED_ON, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <Container>
      <Statement aria-labelledby="accessibility-title">
        <Head>
          <Eyebrow tone="onLight">{countryName}</Eyebrow>
          <DisplayTitle id="accessibility-title" size="clamp(2rem, 1.5rem + 2.4vw, 4rem)">
            <FormattedMessage {...appMessages.accessibility} />
          </DisplayTitle>
          <Muted>
            <time dateTime={STATEMENT_REVIEWED_ON}>
              <FormattedMessage {...messages.reviewed} values={{ date: reviewed }} />
            </time>
          </Muted>
          <Lead>
            <FormattedMessage {...messages.intro} values={{ brand: intl.formatMessage(appMessages.brand), country: countryName }} />
          </Lead>
        </Head>
        <StatementSections region={region.code} features={features} />
        <StatementFeedback region={region} locale={locale} contacts={contacts} hasCaptcha={features?.hasCaptcha ?? false} />
        <StatementComplaints region={region.code} />
        <Muted>
          <FormattedMessage {...messages.method} />
        </Muted>
      </Statement>
    </Container>
  );
}

const Statement = styled.article`
  display: flex;
  flex-direction: column;
  gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  padding-block: ${({ theme }) => theme.space[4]} clamp(3rem, 2rem + 4vw, 6rem);
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 52rem;
`;

const Lead = styled.p`
  margin: 0;
  font-size: clamp(1.0625rem, 1rem + 0.3vw, 1.25rem);
  line-height: 1.6;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
