import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { DisplayTitle, Eyebrow } from '../../../pages/display-type';
import { languageTag, localeConfig } from '@storefront/locales';
import { REGIONS, formatRegionLocale, suggestionDismissedCookie } from '@storefront/regions';
import { ArrowEndIcon, Container } from '@storefront/ui';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../../../app/messages';
import { globalPagesMessages as messages } from '../-messages';

const route = getRouteApi('/_global/(home)/');

/** SPEC §2 `/`: every country with its languages (native names); each links to that region's home. */
export function GlobalHomePage() {
  const intl = useIntl();
  const { countries, suggestion } = route.useLoaderData();
  const names = new Map(countries.map((country) => [country.code, country.name]));
  return (
    <>
      {suggestion && <RegionSuggestion {...suggestion} />}
      <Hero>
        <Container>
          <HeroText>
            <Eyebrow tone="onDark">
              <FormattedMessage {...appMessages.brand} />
            </Eyebrow>
            <DisplayTitle size="clamp(2.25rem, 1.6rem + 3vw, 5rem)">
              <FormattedMessage {...appMessages.globalTitle} />
            </DisplayTitle>
            <Lead>
              <FormattedMessage {...appMessages.globalLead} />
            </Lead>
          </HeroText>
        </Container>
      </Hero>
      <Container>
        <Countries>
          {REGIONS.map((region) => {
            const name = names.get(region.code) ?? region.label;
            return (
              <li key={region.code}>
                <CountryCard>
                  <CardTop>
                    <Code aria-hidden="true">{region.iso2}</Code>
                    <CountryName>{name}</CountryName>
                    <Currency>{region.currency}</Currency>
                  </CardTop>
                  <Languages aria-label={intl.formatMessage(messages.languages, { country: name })}>
                    {region.allowedLocalesCodes.map((locale) => (
                      <li key={locale}>
                        <Link
                          css={languageLinkStyles}
                          to="/$regionLocale/"
                          params={{ regionLocale: formatRegionLocale({ region, locale }) }}
                          // The target page's language: as spoken in that country (`ru-KZ`).
                          lang={languageTag(locale, region.iso2)}
                          hrefLang={languageTag(locale, region.iso2)}
                        >
                          {localeConfig(locale).name}
                          <ArrowEndIcon size={18} />
                        </Link>
                      </li>
                    ))}
                  </Languages>
                </CountryCard>
              </li>
            );
          })}
        </Countries>
      </Container>
    </>
  );
}

/**
 * Issue 11: the suggested region, server-rendered above the hero (no layout shift), never a redirect.
 * Dismissing writes a cookie, so the next `/` renders without it.
 */
function RegionSuggestion({ regionLocale, country, language }: { regionLocale: string; country: string; language: string }) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Suggestion aria-label={intl.formatMessage(messages.suggestionLabel)}>
      <Container css={suggestionRow}>
        <p css={suggestionText}>
          <FormattedMessage {...messages.suggestion} values={{ country, language }} />
        </p>
        <Link css={suggestionGo} to="/$regionLocale/" params={{ regionLocale }}>
          <FormattedMessage {...messages.suggestionGo} values={{ country }} />
        </Link>
        <button
          type="button"
          css={suggestionDismiss}
          onClick={() => {
            document.cookie = suggestionDismissedCookie();
            setDismissed(true);
          }}
        >
          <FormattedMessage {...messages.suggestionDismiss} />
        </button>
      </Container>
    </Suggestion>
  );
}

const Suggestion = styled.section`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const suggestionRow = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  padding-block: ${theme.space[3]};
`;

const suggestionText = (theme: Theme) => css`
  flex: 1 1 16rem;
  margin: 0;
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
`;

const suggestionButton = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
`;

const suggestionGo = (theme: Theme) => css`
  ${suggestionButton(theme)};
  border: 0;
  background: ${theme.colors.ink};
  color: ${theme.colors.textInverse};
`;

const suggestionDismiss = (theme: Theme) => css`
  ${suggestionButton(theme)};
  border: 1px solid ${theme.colors.borderStrong};
  background: transparent;
  color: ${theme.colors.text};
`;

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(102, 204, 51, 0.18) 0%, rgba(102, 204, 51, 0) 55%),
    linear-gradient(160deg, #16191f 0%, ${({ theme }) => theme.colors.headerDark} 100%);
  color: ${({ theme }) => theme.colors.textInverse};
  [dir='rtl'] & {
    background:
      radial-gradient(120% 140% at 0% 0%, rgba(102, 204, 51, 0.18) 0%, rgba(102, 204, 51, 0) 55%),
      linear-gradient(200deg, #16191f 0%, ${({ theme }) => theme.colors.headerDark} 100%);
  }
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 46rem;
  padding-block: clamp(3rem, 2rem + 5vw, 9rem) clamp(4.5rem, 3rem + 6vw, 11rem);
`;

const Lead = styled.p`
  margin: 0;
  max-inline-size: 36ch;
  color: rgba(255, 255, 255, 0.78);
  font-size: clamp(1.0625rem, 0.95rem + 0.6vw, 1.5rem);
  line-height: 1.5;
`;

const Countries = styled.ul`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space[4]};
  }
  margin: clamp(-5rem, -2rem - 3vw, -2rem) 0 0;
  padding: 0 0 clamp(3rem, 2rem + 4vw, 7rem);
  list-style: none;
  ${({ theme }) => theme.media.up('lg')} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const CountryCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  block-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
  }
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.durations.normal},
    border-color ${({ theme }) => theme.durations.normal};
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.borderStrong};
      box-shadow: ${({ theme }) => theme.shadows.md};
    }
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Code = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
`;

const Currency = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
`;

const CountryName = styled.h2`
  flex: 1;
  min-inline-size: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25;
`;

const Languages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
`;

const languageLinkStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-block-size: 44px;
  padding-inline: ${theme.space[4]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  transition:
    background-color ${theme.durations.fast},
    color ${theme.durations.fast};
  svg {
    color: ${theme.colors.accentText};
    transition: transform ${theme.durations.fast};
  }
  @media (hover: hover) {
    &:hover {
      background: ${theme.colors.ink};
      color: ${theme.colors.textInverse};
      svg {
        color: ${theme.colors.accent};
      }
    }
  }
`;
