import styled from '@emotion/styled';
import type { ContentBlock } from '@storefront/api-client';
import { Heading } from '@storefront/ui';

export interface ContentBlocksProps {
  /** The body of a page, post or article: headings, paragraphs and lists, never HTML. */
  blocks: readonly ContentBlock[];
  /** The outline level of the body's headings, one below the page title (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The body's language where it is not the page's (`ArticleBody` decides): marks it for the browser and assistive tech. */
  lang?: string;
}

/**
 * Rich text of the backend rendered as elements: nothing is parsed as HTML, so a body can never
 * inject markup. Measured for reading: a comfortable line length and rhythm at every width.
 */
export function ContentBlocks({ blocks, headingLevel = 2, lang }: ContentBlocksProps) {
  return (
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
}

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
