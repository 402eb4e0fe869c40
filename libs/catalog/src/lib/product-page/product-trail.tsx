import type { ProductDetail } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { IsolatedName } from '@storefront/ui';
import { CatalogTrail } from '../product-list/list-intro';

/** A product's place in the catalogue: Home › Catalog › its category's path › the product. */
export function ProductTrail({ product }: { product: Pick<ProductDetail, 'ancestors' | 'name'> }) {
  const regionPath = useRegionPath();
  return (
    <CatalogTrail
      crumbs={[
        ...product.ancestors.map((ancestor) => ({ label: ancestor.title, href: regionPath(`catalog/${ancestor.path}`) })),
        { label: <IsolatedName>{product.name}</IsolatedName> },
      ]}
    />
  );
}
