import styled from '@emotion/styled';
import { Button } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { productListMessages as messages } from './product-list.messages';

type ListStateKind = 'empty' | 'no-results' | 'error';

const STATES = {
  empty: { title: messages.emptyTitle, text: messages.emptyText },
  'no-results': { title: messages.noResultsTitle, text: messages.noResultsText },
  error: { title: messages.errorTitle, text: messages.errorText },
} as const;

export interface ListStateProps {
  kind: ListStateKind;
  /** Words of a list of its own (a search, the offers, a collection) instead of the product list's. */
  title?: ReactNode;
  text?: ReactNode;
  /** The way out: "Clear all" for no results, "Try again" for an error (a link, so it works without JavaScript). */
  action?: { href: string; label: ReactNode; onClick?: () => void };
}

/** The designed states of a list: nothing in it, nothing left after filters, not loaded. */
export function ListState({ kind, title, text, action }: ListStateProps) {
  const words = STATES[kind];
  return (
    <State role={kind === 'error' ? 'alert' : 'status'}>
      <StateTitle>{title ?? <FormattedMessage {...words.title} />}</StateTitle>
      <p>{text ?? <FormattedMessage {...words.text} />}</p>
      {action ? (
        <Button
          href={action.href}
          variant="outlined"
          onClick={
            action.onClick &&
            ((event) => {
              event.preventDefault();
              action.onClick?.();
            })
          }
        >
          {action.label}
        </Button>
      ) : null}
    </State>
  );
}

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  p {
    margin: 0;
    max-inline-size: 48ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StateTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
