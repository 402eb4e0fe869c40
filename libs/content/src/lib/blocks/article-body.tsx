import styled from '@emotion/styled';
import type { ContentBlock } from '@storefront/api-client';
import { FormattedMessage, useIntl } from 'react-intl';
import { contentBodyMessages } from '../content.messages';
import { ContentBlocks } from './content-blocks';

export interface ArticleBodyProps {
  blocks: readonly ContentBlock[];
  headingLevel?: 2 | 3 | 4;
  /** The language the body is written in (a backend's `bodyLanguage`); absent: the page's. */
  language?: string;
}

/**
 * The body of a blog post or a support article. One written in another language than the page (the
 * backend had none in the page's) is marked `lang` (WCAG 3.1.2) under a note that names its language.
 * Beside `ContentBlocks`, so that pages without such bodies (the legal pages) load no messages for it.
 */
export function ArticleBody({ blocks, headingLevel, language }: ArticleBodyProps) {
  const intl = useIntl();
  const other = language !== undefined && language.toLowerCase() !== intl.locale.split(/[-_]/)[0]?.toLowerCase();
  if (!other) return <ContentBlocks blocks={blocks} headingLevel={headingLevel} />;
  return (
    <>
      <Note role="note">
        {/* The catalogue names the storefront's languages (a browser's Intl.DisplayNames may know no
            Georgian or Uzbek names, and must render what the server did); another one shows as its code. */}
        <FormattedMessage {...contentBodyMessages.otherLanguage} values={{ language: language.toLowerCase() }} />
      </Note>
      <ContentBlocks blocks={blocks} headingLevel={headingLevel} lang={language} />
    </>
  );
}

const Note = styled.p`
  margin: 0;
  max-inline-size: 68ch;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
