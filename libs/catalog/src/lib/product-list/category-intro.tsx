import styled from '@emotion/styled';
import type { CategoryDetail } from '@storefront/api-client';
import { RegionLink, useRegionPath } from '@storefront/regions';
import { useIntl } from 'react-intl';
import { CountText, ListIntro } from './list-intro';
import { productListMessages as messages } from './product-list.messages';

/** The category's place in the catalogue (SPEC §2 breadcrumbs) and its sub-categories. */
export function CategoryIntro({ category, count }: { category: CategoryDetail; count?: number }) {
  const intl = useIntl();
  const regionPath = useRegionPath();
  const crumbs = [
    ...category.ancestors.map((ancestor) => ({ label: ancestor.title, href: regionPath(`catalog/${ancestor.path}`) })),
    { label: category.title },
  ];
  const children = category.children.filter((child) => !child.hidden);
  return (
    <ListIntro crumbs={crumbs} title={category.title} count={count}>
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
    </ListIntro>
  );
}

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
