import { localeConfig } from '@storefront/locales';
import { REGIONS, formatRegionLocale } from '@storefront/regions';
import { Card, Container, Grid, Heading, Stack } from '@storefront/ui';
import styled from '@emotion/styled';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../app/messages';

/** Every region with its languages; each language links to that region's home. */
export function GlobalHomePage() {
  return (
    <Container>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading level={1}>
            <FormattedMessage {...appMessages.globalTitle} />
          </Heading>
          <p>
            <FormattedMessage {...appMessages.globalLead} />
          </p>
        </Stack>
        <Grid as="ul" minItemWidth="15rem">
          {REGIONS.map((region) => (
            <li key={region.code}>
              <Card>
                <Heading level={2}>{region.label}</Heading>
                <Languages>
                  {region.allowedLocalesCodes.map((locale) => (
                    <li key={locale}>
                      <Link
                        to="/$regionLocale/"
                        params={{ regionLocale: formatRegionLocale({ region, locale }) }}
                        lang={localeConfig(locale).language}
                        hrefLang={localeConfig(locale).language}
                      >
                        {localeConfig(locale).name}
                      </Link>
                    </li>
                  ))}
                </Languages>
              </Card>
            </li>
          ))}
        </Grid>
      </Stack>
    </Container>
  );
}

const Languages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  a {
    display: inline-block;
    padding-block: ${({ theme }) => theme.space[1]};
    min-block-size: 44px;
    line-height: 44px;
  }
`;
