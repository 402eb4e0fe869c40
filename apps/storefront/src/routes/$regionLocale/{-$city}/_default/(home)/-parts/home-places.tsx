import styled from '@emotion/styled';
import type { LocaleCode } from '@storefront/locales';
import { RegionList, StoreList, type RegionCode } from '@storefront/regions';

/** Where to find us: the country's regions (a list to filter and choose from) and the chosen region's stores. */
export function HomePlaces({ country, locale }: { country: RegionCode; locale: LocaleCode }) {
  return (
    <Places>
      <RegionList country={country} locale={locale} />
      <StoreList country={country} locale={locale} />
    </Places>
  );
}

/** The region list and the stores on one quiet panel. */
const Places = styled.div`
  display: flex;
  flex-direction: column;
  gap: clamp(2.5rem, 2rem + 2vw, 5rem);
  padding: clamp(1.25rem, 0.5rem + 3vw, 5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  address {
    font-style: normal;
  }
  address a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 0.2em;
  }
  ${({ theme }) => theme.media.up('desktop')} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;
