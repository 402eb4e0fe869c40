import styled from '@emotion/styled';
import type { CategoryTile } from '../state/catalog.api';
import { RegionLink } from '@storefront/regions';
import { FormattedMessage, useIntl } from 'react-intl';
import { productListMessages as messages } from '../product-list/product-list.messages';
import { CatalogSearchForm } from '../product-list/products-intro';
import { TileGrid, TilePicture } from '../tile-grid';

export interface CatalogRootProps {
  /** The country's visible categories, flat (`/categories`): `parentId` links the three levels. */
  categories: readonly CategoryTile[];
  /** A backend image path as the browser fetches it (the app's image URL builder). */
  imageUrl?: (path: string) => string;
}

interface Branch {
  category: CategoryTile;
  children: Branch[];
}

/** The flat list as a tree, each level in the backend's order (`position`); hidden branches left out. */
export function categoryTree(categories: readonly CategoryTile[]): Branch[] {
  const visible = categories.filter((category) => !category.hidden);
  const byParent = new Map<number | null, CategoryTile[]>();
  for (const category of visible) byParent.set(category.parentId, [...(byParent.get(category.parentId) ?? []), category]);
  const grow = (parentId: number | null): Branch[] =>
    [...(byParent.get(parentId) ?? [])]
      .sort((a, b) => a.position - b.position)
      .map((category) => ({ category, children: grow(category.id) }));
  return grow(null);
}

/**
 * `/catalog/`: a search form of the catalogue (a plain GET of `?q=`: the search results are a form away
 * without script too), then every top category of the country as a tile with its picture and product
 * count, its sub-categories and theirs as links, three levels (issue 12). Its heading is
 * `#catalog-title`, for the page that frames it. The first tile's picture is the page's LCP element
 * (loaded first, eagerly).
 */
export function CatalogRoot({ categories, imageUrl = (path) => path }: CatalogRootProps) {
  const intl = useIntl();
  const tree = categoryTree(categories);
  return (
    <Root>
      <h1 id="catalog-title">
        <FormattedMessage {...messages.catalog} />
      </h1>
      <CatalogSearchForm />
      <TileGrid columns={4}>
        {tree.map(({ category, children }, index) => (
          <Tile key={category.id}>
            <TileLink to={`catalog/${category.path}`}>
              {/* Decorative: the title beside it names the category. */}
              <TilePicture image={category.image} imageUrl={imageUrl} columns={4} index={index} top />
              <TileTitle>
                <h2>{category.title}</h2>
                <Count>{intl.formatMessage(messages.count, { count: category.productsCount })}</Count>
              </TileTitle>
            </TileLink>
            {children.length ? (
              <Children aria-label={category.title}>
                {children.map((child) => (
                  <li key={child.category.id}>
                    <RegionLink to={`catalog/${child.category.path}`}>
                      {child.category.title} <Count>{child.category.productsCount}</Count>
                    </RegionLink>
                    {child.children.length ? (
                      <Grandchildren>
                        {child.children.map((leaf) => (
                          <li key={leaf.category.id}>
                            <RegionLink to={`catalog/${leaf.category.path}`}>{leaf.category.title}</RegionLink>
                          </li>
                        ))}
                      </Grandchildren>
                    ) : null}
                  </li>
                ))}
              </Children>
            ) : null}
          </Tile>
        ))}
      </TileGrid>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const TileLink = styled(RegionLink)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
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

// A block: the link around it takes flow content, and its heading may not sit in a phrasing `<span>`.
const TileTitle = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Children = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Grandchildren = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;
