import styled from '@emotion/styled';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { cookiePolicyMessages as messages } from '../../../../../pages/cookie-policy.messages';
import { StoredItemsTable } from '../../../../../pages/stored-items-table';
import type { CountryConsent } from './countries-consent';

/**
 * What the global cookie policy adds below the backend's text (issue 33): the table of what the site
 * stores, from the registry, and each country's way of asking for consent with a link to its own policy.
 * Hydrated later (app/lazy-hydrated.tsx): the other legal pages share the route and never load it.
 */
export function CookiePolicyParts({ countries }: { countries: readonly CountryConsent[] }) {
  return (
    <>
      <StoredItemsTable />
      <ConsentByCountry countries={countries} />
    </>
  );
}

/** The global cookie policy's way to each country's own: how each store asks, and a link to its page. */
function ConsentByCountry({ countries }: { countries: readonly CountryConsent[] }) {
  return (
    <section aria-labelledby="countries-title">
      <h2 id="countries-title">
        <FormattedMessage {...messages.countriesTitle} />
      </h2>
      <p>
        <FormattedMessage {...messages.countriesLead} />
      </p>
      <Countries>
        {countries.map((country) => (
          <li key={country.regionLocale}>
            <Link to="/$regionLocale/{-$city}/cookie-policy/" params={{ regionLocale: country.regionLocale }}>
              {country.name}
            </Link>
            {': '}
            <FormattedMessage {...(country.mode === 'opt-in' ? messages.optInShort : messages.optOutShort)} />
          </li>
        ))}
      </Countries>
    </section>
  );
}

const Countries = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  li {
    padding-block: ${({ theme }) => theme.space[2]};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
