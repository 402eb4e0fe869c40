import styled from '@emotion/styled';
import type { CategoryDetail } from '@storefront/api-client';
import { RegionLink, useRegionPath } from '@storefront/regions';
import { Breadcrumbs } from '@storefront/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { productListMessages as messages } from './product-list.messages';
import { QueryLink } from './query-link';

/** The category's place in the catalogue (SPEC §2 breadcrumbs) and its sub-categories. */
export function CategoryIntro({ category, count }: { category: CategoryDetail; count?: number }) {
  const intl = useIntl();
  const regionPath = useRegionPath();
  const trail = [
    { label: intl.formatMessage(messages.home), href: regionPath('') },
    { label: intl.formatMessage(messages.catalog), href: regionPath('catalog') },
    ...category.ancestors.map((ancestor) => ({ label: ancestor.title, href: regionPath(`catalog/${ancestor.path}`) })),
    { label: category.title },
  ];
  const children = category.children.filter((child) => !child.hidden);
  return (
    <Intro>
      <Breadcrumbs
        items={trail}
        label={intl.formatMessage(messages.breadcrumbs)}
        renderLink={({ href, children: label }) => <QueryLink href={href}>{label}</QueryLink>}
      />
      <TitleRow>
        <h1 id="list-title">{category.title}</h1>
        {count === undefined ? null : (
          <CountText>
            <FormattedMessage {...messages.count} values={{ count }} />
          </CountText>
        )}
      </TitleRow>
      {children.length ? (
        <nav aria-label={intl.formatMessage(messages.subcategories)}>
          <Subcategories>
            {children.map((child) => (
              <li key={child.id}>
                <SubcategoryLink to={`catalog/${child.path}`}>
                  <span>{child.title}</span>
                  <CountText>{child.productsCount}</CountText>
                </SubcategoryLink>
              </li>
            ))}
          </Subcategories>
        </nav>
      ) : null}
    </Intro>
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
  }
`;

const CountText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Subcategories = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  ${({ theme }) => theme.media.up('md')} {
    flex-wrap: wrap;
    overflow: visible;
  }
`;

const SubcategoryLink = styled(RegionLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.borderStrong};
    }
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
