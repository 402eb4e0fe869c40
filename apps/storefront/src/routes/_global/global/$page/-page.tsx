import styled from '@emotion/styled';
import { DisplayTitle, Eyebrow } from '../../../../pages/display-type';
import { ContentBody } from '@storefront/content';
import { Container } from '@storefront/ui';
import { Link, getRouteApi } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../../../../app/messages';
import { legalPages } from '../../../../shell/footer/legal-pages';
import { globalPagesMessages as messages } from '../../-messages';
import { lazyHydrated } from '../../../../app/lazy-hydrated';

const route = getRouteApi('/_global/global/$page');

// Only the cookie policy shows them: the privacy policy and the terms never load their code.
const CookiePolicyParts = lazyHydrated('cookie policy parts', () =>
  import('./-parts/cookie-policy-parts').then((module) => module.CookiePolicyParts),
);

/** A legal page of SPEC §2 from the backend; when the backend failed, a clear notice instead. */
export function GlobalPagePage() {
  const intl = useIntl();
  const { slug, title } = route.useRouteContext();
  // The route loader fetched it; a failure there leaves no page, and the page says so.
  const { page, countries } = route.useLoaderData();
  return (
    <>
      <Masthead>
        <Container>
          <MastheadText>
            <Eyebrow tone="onLight">
              <FormattedMessage {...appMessages.legal} />
            </Eyebrow>
            <DisplayTitle id="page-title" size="clamp(2rem, 1.5rem + 2.4vw, 4rem)">{page ? page.title : <FormattedMessage {...title} />}</DisplayTitle>
            {page ? (
              <Meta>
                <FormattedMessage
                  {...messages.updated}
                  values={{ date: intl.formatDate(page.updatedAt, { dateStyle: 'long', timeZone: 'UTC' }) }}
                />
              </Meta>
            ) : null}
          </MastheadText>
        </Container>
      </Masthead>
      <Container>
        <Layout>
          <nav aria-label={intl.formatMessage(messages.documents)}>
            <Siblings>
              {legalPages.map(([sibling, siblingTitle]) => (
                <li key={sibling}>
                  <Link to="/global/$page/" params={{ page: sibling }} aria-current={sibling === slug ? 'page' : undefined}>
                    <FormattedMessage {...siblingTitle} />
                  </Link>
                </li>
              ))}
            </Siblings>
          </nav>
          <article aria-labelledby="page-title">
            <ContentBody blocks={page?.body} unavailable={<FormattedMessage {...messages.unavailable} />} />
            {/* The cookie policy lists what the site stores from the registry, whatever the backend's text says (issue 33). */}
            {countries ? <CookiePolicyParts countries={countries} /> : null}
          </article>
        </Layout>
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

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: clamp(2rem, 1.5rem + 3vw, 5rem);
  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: 16rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[16]};
    nav {
      position: sticky;
      inset-block-start: ${({ theme }) => theme.space[8]};
      align-self: start;
    }
  }
`;

const Siblings = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up('lg')} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    ${({ theme }) => theme.media.up('lg')} {
      border-radius: 0;
      background: none;
      margin-inline-start: -2px;
      border-inline-start: 2px solid transparent;
    }
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.textInverse};
    ${({ theme }) => theme.media.up('lg')} {
      background: none;
      color: ${({ theme }) => theme.colors.text};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      border-inline-start-color: ${({ theme }) => theme.colors.accent};
    }
  }
`;
