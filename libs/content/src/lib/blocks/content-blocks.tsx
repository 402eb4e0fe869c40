import styled from '@emotion/styled';
import type { ContentBlock } from '@storefront/api-client';
import { Heading } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { contentBodyMessages } from '../content.messages';

export interface ContentBlocksProps {
  /** The body of a page, post or article: headings, paragraphs and lists, never HTML. */
  blocks: readonly ContentBlock[];
  /** The outline level of the body's headings, one below the page title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * The language the body is written in (a backend's `bodyLanguage`), when it may not be the page's:
   * another one is marked (`lang`, WCAG 3.1.2) and a note above it says so to the shopper.
   */
  language?: string;
}

/**
 * Rich text of the backend rendered as elements: nothing is parsed as HTML, so a body can never
 * inject markup. Measured for reading: a comfortable line length and rhythm at every width.
 */
export function ContentBlocks({ blocks, headingLevel = 2, language }: ContentBlocksProps) {
  const body = (lang?: string) => (
    <Body lang={lang}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Heading key={index} level={headingLevel} size={3}>
                {block.text}
              </Heading>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </Body>
  );
  return language === undefined ? body() : <InLanguage language={language} body={body} />;
}

/** The body as it is when written in the page's language; else with a note naming its language, and `lang`. */
function InLanguage({ language, body }: { language: string; body: (lang?: string) => ReactNode }) {
  const intl = useIntl();
  if (language.toLowerCase() === intl.locale.split(/[-_]/)[0]?.toLowerCase()) return body();
  // The catalogue names the storefront's languages (a browser's Intl.DisplayNames may know no Georgian
  // or Uzbek names, and must render what the server did); any other one is shown as its code.
  return (
    <>
      <Note role="note">
        <FormattedMessage {...contentBodyMessages.otherLanguage} values={{ language: language.toLowerCase() }} />
      </Note>
      {body(language)}
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

const Body = styled.div`
  max-inline-size: 68ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  & > * {
    margin: 0;
  }
  & > * + * {
    margin-block-start: ${({ theme }) => theme.space[4]};
  }
  & > * + h2,
  & > * + h3,
  & > * + h4 {
    margin-block-start: ${({ theme }) => theme.space[10]};
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
