import { css } from '@emotion/react';
import type { ServiceArticle, ServiceArticleRef, ServiceInit, ServiceSearch, ServiceSection } from '@storefront/api-client';
import { phoneLabel, useCurrentRegionLocale, useRegionPath, whatsappLink } from '@storefront/regions';
import {
  ArrowEndIcon,
  Breadcrumbs,
  Button,
  ChevronEndIcon,
  ClockIcon,
  Heading,
  MailIcon,
  PhoneIcon,
  WhatsappIcon,
  colors,
  fontSizes,
  fontWeights,
  media,
  radii,
  space,
  type IconComponent,
} from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timeDate } from '../about/opening-hours';
import { ArticleBody } from '../blocks/article-body';
import { aboutMessages, contentTrailMessages, supportMessages as messages } from '../content.messages';
import { HrefLink } from '../links/href-link';
import { ContentNotice } from '../states/content-notice';

/** An article with the section it belongs to (popular articles, search results). */
type PlacedArticle = ServiceArticleRef & { section: { slug: string; title: string } };

const sectionHeading = { margin: 0, fontSize: 'clamp(1.5rem, 1.2rem + 1vw, 2.25rem)', fontWeight: 800, letterSpacing: '-0.01em' };
const sectionStyles = css({ display: 'grid', gap: space[5], alignContent: 'start', '& > h2, & > [aria-live] > h2': sectionHeading });

const articleListStyles = css({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `1px solid ${colors.border}`,
  '& > li': { borderBlockEnd: `1px solid ${colors.border}` },
  '& a': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: `${space[1]} ${space[4]}`,
    minBlockSize: '44px',
    paddingBlock: space[4],
    color: colors.text,
    textDecoration: 'none',
  },
  '& a > span': { fontWeight: fontWeights.semibold, fontSize: fontSizes.lg },
  '& a > small': { gridColumn: 1, color: colors.textMuted, fontSize: fontSizes.sm },
  '& a > svg': { gridColumn: 2, gridRow: '1 / span 2', color: colors.textMuted },
  '@media (hover: hover)': { '& a:hover > span': { textDecoration: 'underline' }, '& a:hover > svg': { color: colors.text } },
});
const twoColumnListStyles = css({
  [media.up('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: space[10] },
});

/** Support articles as links (to `support/{section}/{article}/`) with their summaries, and the section's name where asked. */
function ArticleList({
  articles,
  sectionOf,
  withSection = false,
  twoColumns = false,
  label,
}: {
  articles: readonly ServiceArticleRef[];
  sectionOf: (article: ServiceArticleRef) => { slug: string; title: string };
  withSection?: boolean;
  twoColumns?: boolean;
  label?: string;
}) {
  const pathTo = useRegionPath();
  return (
    <ul css={[articleListStyles, twoColumns && twoColumnListStyles]} aria-label={label}>
      {articles.map((article) => {
        const section = sectionOf(article);
        return (
          <li key={`${section.slug}/${article.slug}`} data-article={article.slug}>
            <HrefLink href={pathTo(`support/${section.slug}/${article.slug}`)}>
              <span>{article.title}</span>
              <small>{withSection ? `${section.title} · ${article.summary}` : article.summary}</small>
              <ChevronEndIcon size={20} aria-hidden="true" />
            </HrefLink>
          </li>
        );
      })}
    </ul>
  );
}

const placedSection = (article: ServiceArticleRef) => (article as PlacedArticle).section;

const contactGridStyles = css({
  display: 'grid',
  gap: space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [media.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const contactCardStyles = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: `0 ${space[3]}`,
  padding: space[5],
  borderRadius: radii.lg,
  backgroundColor: colors.surfaceMuted,
  '& > svg': { gridRow: '1 / span 2', color: colors.accentText },
  '& > span': { color: colors.textMuted, fontSize: fontSizes.sm },
  '& > a, & > strong': { fontWeight: fontWeights.bold, fontSize: fontSizes.lg, color: colors.text, overflowWrap: 'anywhere' },
});
// Above the section's own `& > h2` rule.
const smallHeadingStyles = css({ '&&': { fontSize: fontSizes.lg } });
const compactContactStyles = css({
  [media.up('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& > li > div': { padding: space[4], backgroundColor: 'transparent', border: `1px solid ${colors.border}` },
  '& a, & strong': { fontSize: fontSizes.md },
});

/** How to reach the service: what `SupportContacts` shows of `/v2/service/init`'s `general`. */
type SupportContactDetails = Pick<ServiceInit['general'], 'phone' | 'email' | 'whatsapp' | 'openingHours'>;

export interface SupportContactsProps {
  general: SupportContactDetails;
  /** One column and a small heading, for a page's side column: the full width of the home otherwise. */
  compact?: boolean;
}

/** The service's contacts: phone, e-mail, WhatsApp (the region's greeting prefilled) and opening hours in the locale's time format. */
export function SupportContacts({ general, compact = false }: SupportContactsProps) {
  const intl = useIntl();
  const { current } = useCurrentRegionLocale();
  const region = current?.region;
  const time = (value: string) => intl.formatTime(timeDate(value), { timeStyle: 'short', timeZone: 'UTC' });
  const digits = general.whatsapp.replace(/\D/g, '');
  const contact = (Icon: IconComponent, label: ReactNode, value: ReactNode) => (
    <li>
      <div css={contactCardStyles}>
        <Icon size={24} aria-hidden="true" />
        <span>{label}</span>
        {value}
      </div>
    </li>
  );
  return (
    <section css={sectionStyles} aria-labelledby="support-contacts">
      <h2 id="support-contacts" css={compact && smallHeadingStyles}>
        <FormattedMessage {...messages.contacts} />
      </h2>
      <ul css={[contactGridStyles, compact && compactContactStyles]}>
        {contact(
          PhoneIcon,
          <FormattedMessage {...messages.phone} />,
          <a href={`tel:${general.phone}`} dir="ltr">
            {region ? phoneLabel(region, general.phone) : general.phone}
          </a>,
        )}
        {contact(
          WhatsappIcon,
          <FormattedMessage {...messages.whatsapp} />,
          <a href={region ? whatsappLink(region, digits) : `https://wa.me/${digits}`} rel="noopener noreferrer" target="_blank" dir="ltr">
            {region ? phoneLabel(region, `+${digits}`) : `+${digits}`}
          </a>,
        )}
        {contact(MailIcon, <FormattedMessage {...messages.email} />, <a href={`mailto:${general.email}`}>{general.email}</a>)}
        {contact(
          ClockIcon,
          <FormattedMessage {...aboutMessages.openingHours} />,
          <strong>
            <FormattedMessage {...messages.hours} values={{ opens: time(general.openingHours.opens), closes: time(general.openingHours.closes) }} />
          </strong>,
        )}
      </ul>
    </section>
  );
}

const topicGridStyles = css({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const topicCardStyles = css({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: space[3],
  blockSize: '100%',
  boxSizing: 'border-box',
  padding: space[6],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  backgroundColor: colors.surface,
  '& h3': { margin: 0, fontSize: fontSizes.xl },
  '& h3 a': { color: 'inherit', textDecoration: 'none' },
  // The whole card is the title link's target.
  '& h3 a::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radii.lg },
  '& p': { margin: 0, color: colors.textMuted },
  '& footer': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: space[2], fontWeight: fontWeights.semibold },
  '@media (hover: hover)': { '&:hover': { borderColor: colors.ink }, '&:hover h3 a': { textDecoration: 'underline' } },
});

export interface SupportOverviewProps {
  init: ServiceInit;
}

/** The support centre's home below the search: popular questions and the sections as cards. */
export function SupportOverview({ init }: SupportOverviewProps) {
  const pathTo = useRegionPath();
  return (
    <>
      {init.general.popularArticles.length > 0 ? (
        <section css={sectionStyles} aria-labelledby="support-popular">
          <h2 id="support-popular">
            <FormattedMessage {...messages.popular} />
          </h2>
          <ArticleList articles={init.general.popularArticles} sectionOf={placedSection} withSection twoColumns />
        </section>
      ) : null}
      <section css={sectionStyles} aria-labelledby="support-sections">
        <h2 id="support-sections">
          <FormattedMessage {...messages.sections} />
        </h2>
        <ul css={topicGridStyles}>
          {init.sections.map((section) => (
            <li key={section.slug}>
              <article css={topicCardStyles} data-section={section.slug}>
                <h3>
                  <HrefLink href={pathTo(`support/${section.slug}`)}>{section.title}</HrefLink>
                </h3>
                <p>{section.description}</p>
                <footer>
                  <FormattedMessage {...messages.articles} values={{ count: section.articles.length }} />
                  <ArrowEndIcon size={20} aria-hidden="true" />
                </footer>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export interface SupportResultsProps {
  query: string;
  /** The backend's answer; `undefined` when the search failed; `'unsearchable'` for punctuation alone (never sent). */
  results: ServiceSearch | undefined | 'unsearchable';
  /** The page's own URL: "try again" after a failed search loads it again. */
  retryHref: string;
}

/** The results page of `?q=` (with or without JavaScript): the answers, or why there are none. */
export function SupportResults({ query, results, retryHref }: SupportResultsProps) {
  if (results === undefined)
    return (
      <ContentNotice
        kind="error"
        title={<FormattedMessage {...messages.searchError} />}
        text={<FormattedMessage {...messages.loadErrorText} />}
        action={{ href: retryHref, label: <FormattedMessage {...messages.retry} />, retry: true }}
      />
    );
  const found = results !== 'unsearchable' && results.items.length > 0 ? results : undefined;
  return (
    <section css={sectionStyles} aria-labelledby="support-results" data-testid="support-results">
      {/* Announced when a search from the box, which keeps the focus, brings this page. */}
      <div aria-live="polite">
        <h2 id="support-results">
          {results === 'unsearchable' ? <FormattedMessage {...messages.unsearchable} /> : null}
          {found ? <FormattedMessage {...messages.results} values={{ count: found.totalItems, query }} /> : null}
          {results !== 'unsearchable' && !found ? <FormattedMessage {...messages.noResults} values={{ query }} /> : null}
        </h2>
      </div>
      {found ? (
        <ArticleList articles={found.items} sectionOf={placedSection} withSection />
      ) : (
        <p css={css({ margin: 0, color: colors.textMuted })}>
          <FormattedMessage {...messages.noResultsText} />
        </p>
      )}
    </section>
  );
}

const topicsNavStyles = css({
  display: 'grid',
  gap: space[3],
  '& h2': { margin: 0, fontSize: fontSizes.lg },
  '& ul': { display: 'grid', gap: space[1], margin: 0, padding: 0, listStyle: 'none' },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minBlockSize: '44px',
    paddingInline: space[3],
    borderRadius: radii.md,
    color: colors.text,
    textDecoration: 'none',
  },
  '& a[aria-current="page"]': { backgroundColor: colors.surfaceMuted, fontWeight: fontWeights.bold, boxShadow: `inset 3px 0 0 ${colors.accent}` },
  '[dir="rtl"] & a[aria-current="page"]': { boxShadow: `inset -3px 0 0 ${colors.accent}` },
  '@media (hover: hover)': { '& a:hover': { textDecoration: 'underline' } },
});

export interface SupportTopicsNavProps {
  sections: readonly Pick<ServiceSection, 'slug' | 'title'>[];
  /** The section the page is in (`aria-current`). */
  current?: string;
}

/** The sections as a side navigation of a section's or an article's page. */
export function SupportTopicsNav({ sections, current }: SupportTopicsNavProps) {
  const intl = useIntl();
  const pathTo = useRegionPath();
  return (
    <nav css={topicsNavStyles} aria-label={intl.formatMessage(messages.sections)}>
      <h2 aria-hidden="true">
        <FormattedMessage {...messages.sections} />
      </h2>
      <ul>
        {sections.map((section) => (
          <li key={section.slug}>
            <HrefLink href={pathTo(`support/${section.slug}`)} aria-current={section.slug === current ? 'page' : undefined}>
              {section.title}
            </HrefLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SupportSectionViewProps {
  section: ServiceSection;
}

/** `/support/{section}/`: trail, the section's title and description, its articles. */
export function SupportSectionView({ section }: SupportSectionViewProps) {
  return (
    <div css={css({ display: 'grid', gap: space[6], alignContent: 'start' })} data-section={section.slug}>
      <SupportTrail items={[{ label: section.title }]} />
      <Heading level={1}>{section.title}</Heading>
      <p css={css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.lg, maxInlineSize: '44rem' })}>{section.description}</p>
      <ArticleList articles={section.articles} sectionOf={() => section} />
    </div>
  );
}

function SupportTrail({ items }: { items: { label: string; href?: string }[] }) {
  const intl = useIntl();
  const pathTo = useRegionPath();
  const link = ({ href, children }: { href: string; children: ReactNode }) => <HrefLink href={href}>{children}</HrefLink>;
  return (
    <Breadcrumbs
      label={intl.formatMessage(contentTrailMessages.breadcrumb)}
      renderLink={link}
      items={[
        { label: intl.formatMessage(contentTrailMessages.home), href: pathTo('') },
        { label: intl.formatMessage(messages.title), href: pathTo('support') },
        ...items,
      ]}
    />
  );
}

export interface SupportArticleViewProps {
  article: ServiceArticle;
  /** "Was this helpful?" answered: the app sends it (`sendArticleFeedback`); the page never waits for it. */
  onFeedback?: (helpful: boolean) => void;
}

/** `/support/{section}/{article}/`: trail, title, updated date, body, "was this helpful?", related articles. */
export function SupportArticleView({ article, onFeedback }: SupportArticleViewProps) {
  const pathTo = useRegionPath();
  const intl = useIntl();
  return (
    <article css={css({ display: 'grid', gap: space[6], alignContent: 'start', minInlineSize: 0 })} aria-labelledby="support-article-title" data-article={article.slug}>
      <SupportTrail items={[{ label: article.section.title, href: pathTo(`support/${article.section.slug}`) }, { label: article.title }]} />
      <header css={css({ display: 'grid', gap: space[3] })}>
        <Heading level={1} id="support-article-title">
          {article.title}
        </Heading>
        <p css={css({ margin: 0, fontSize: fontSizes.lg, color: colors.textMuted, maxInlineSize: '44rem' })}>{article.summary}</p>
        <p css={css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm })}>
          <time dateTime={article.updatedAt}>
            <FormattedMessage {...messages.updated} values={{ date: new Date(article.updatedAt) }} />
          </time>
        </p>
      </header>
      <div css={css({ maxInlineSize: '44rem', fontSize: fontSizes.lg })}>
        <ArticleBody blocks={article.body} headingLevel={2} language={article.bodyLanguage} />
      </div>
      <WasThisHelpful onAnswer={onFeedback} key={article.slug} />
      {article.related.length > 0 ? (
        <section css={sectionStyles} aria-labelledby="support-related">
          <h2 id="support-related">
            <FormattedMessage {...messages.related} />
          </h2>
          <ArticleList articles={article.related} sectionOf={() => article.section} label={intl.formatMessage(messages.related)} />
        </section>
      ) : null}
    </article>
  );
}

const helpfulStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  maxInlineSize: '44rem',
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radii.lg,
  backgroundColor: colors.surfaceMuted,
  '& p': { margin: 0, fontWeight: fontWeights.semibold, marginInlineEnd: 'auto' },
});

/** "Was this helpful?" with Yes and No; once answered, a thank-you in its place (announced). */
function WasThisHelpful({ onAnswer }: { onAnswer?: (helpful: boolean) => void }) {
  const [answer, setAnswer] = useState<boolean>();
  const answered = (helpful: boolean) => {
    setAnswer(helpful);
    onAnswer?.(helpful);
  };
  return (
    <div css={helpfulStyles} role="group" aria-labelledby="support-helpful" data-testid="was-this-helpful">
      <p id="support-helpful" aria-live="polite">
        {answer === undefined ? <FormattedMessage {...messages.helpful} /> : null}
        {answer === true ? <FormattedMessage {...messages.thanks} /> : null}
        {answer === false ? <FormattedMessage {...messages.thanksNo} /> : null}
      </p>
      {answer === undefined ? (
        <>
          <Button variant="outlined" size="sm" onClick={() => answered(true)}>
            <FormattedMessage {...messages.yes} />
          </Button>
          <Button variant="outlined" size="sm" onClick={() => answered(false)}>
            <FormattedMessage {...messages.no} />
          </Button>
        </>
      ) : null}
    </div>
  );
}
