import styled from '@emotion/styled';
import { useRegionPath } from '@storefront/regions';
import { Breadcrumbs, type BreadcrumbItem } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { productListMessages as messages } from './product-list.messages';
import { QueryLink } from './query-link';

export interface ListIntroProps {
  /** The trail after Home › Catalog; the last item is the list itself (no link). */
  crumbs: readonly { label: string; href?: string }[];
  /** The list's heading (`#list-title`, which the page's landmark is labelled by). */
  title: ReactNode;
  /** Products in the whole list, once known. */
  count?: number;
  children?: ReactNode;
}

/** The head of every product list: its place in the catalogue (SPEC §2 breadcrumbs), heading and count. */
export function ListIntro({ crumbs, title, count, children }: ListIntroProps) {
  return (
    <Intro>
      <CatalogTrail crumbs={crumbs} />
      <TitleRow>
        <h1 id="list-title">{title}</h1>
        {count === undefined ? null : (
          <CountText>
            <FormattedMessage {...messages.count} values={{ count }} />
          </CountText>
        )}
      </TitleRow>
      {children}
    </Intro>
  );
}

/** A page's place in the catalogue (SPEC §2 breadcrumbs): Home › Catalog › `crumbs`, the last one the page itself. */
export function CatalogTrail({ crumbs }: { crumbs: readonly BreadcrumbItem[] }) {
  const intl = useIntl();
  const regionPath = useRegionPath();
  const trail = [
    { label: intl.formatMessage(messages.home), href: regionPath('') },
    { label: intl.formatMessage(messages.catalog), href: regionPath('catalog') },
    ...crumbs,
  ];
  return (
    <Breadcrumbs
      items={trail}
      label={intl.formatMessage(messages.breadcrumbs)}
      renderLink={({ href, children: label }) => <QueryLink href={href}>{label}</QueryLink>}
    />
  );
}

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
`;

export const CountText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
