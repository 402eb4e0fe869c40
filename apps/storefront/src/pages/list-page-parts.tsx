import styled from '@emotion/styled';
import { ListState, productListMessages } from '@storefront/catalog';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A list or tree that did not load: "Try again" is a link to the same URL, and reloads the data with
 * JavaScript (the route's loaders, or `onRetry` for data a part of the page loads itself). Its words
 * are the product list's unless the page has its own.
 */
export function RetryState({ href, title, text, onRetry }: { href: string; title?: ReactNode; text?: ReactNode; onRetry?: () => void }) {
  const router = useRouter();
  return (
    <ListState
      kind="error"
      title={title}
      text={text}
      action={{
        href,
        label: <FormattedMessage {...productListMessages.retry} />,
        onClick: onRetry ?? (() => void router.invalidate()),
      }}
    />
  );
}

/** The frame of the catalogue's pages: the container's width and gutters, sections stacked. */
export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.layout.containerMaxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    padding-inline: ${({ theme }) => theme.space[6]};
  }
  ${({ theme }) => theme.media.up('xl')} {
    padding-inline: ${({ theme }) => theme.space[10]};
  }
`;


/** A list on its way (a client navigation before its answer). */
export const Loading = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[10]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
