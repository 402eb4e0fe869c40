import { RegionList, StoreList } from '@storefront/regions';
import { Container, Heading, Stack } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../app/messages';

const regionRoute = getRouteApi('/$regionLocale');

export function RegionHomePage() {
  const { regionLocale } = regionRoute.useRouteContext();
  const { countryName } = regionRoute.useLoaderData();
  return (
    <Container>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading level={1}>
            <FormattedMessage {...appMessages.homeTitle} values={{ country: countryName }} />
          </Heading>
          <p>
            <FormattedMessage {...appMessages.homeLead} values={{ country: countryName }} />
          </p>
          <p>
            <FormattedMessage {...appMessages.homeCurrency} />
          </p>
        </Stack>
        <RegionList country={regionLocale.region.code} locale={regionLocale.locale} />
        <StoreList country={regionLocale.region.code} locale={regionLocale.locale} />
      </Stack>
    </Container>
  );
}
