import styled from '@emotion/styled';
import type { ContentBlock } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { ContentBlocks } from './content-blocks';

export interface ContentBodyProps {
  /** The page's body from the backend; `undefined` when the page did not load. */
  blocks: readonly ContentBlock[] | undefined;
  /** What the notice in its place says: the page is missing, and what the shopper can do. */
  unavailable: ReactNode;
}

/**
 * A backend page's body (the legal pages, the brand's story), or, when it did not load, a notice that
 * says so where the body would be: the rest of the page still serves.
 */
export function ContentBody({ blocks, unavailable }: ContentBodyProps) {
  return blocks ? <ContentBlocks blocks={blocks} /> : <Notice role="alert">{unavailable}</Notice>;
}

const Notice = styled.p`
  margin: 0;
  max-inline-size: 60ch;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warningStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
