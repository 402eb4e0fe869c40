import type { Banner } from '@storefront/api-client';
import { lazyHydrated } from '../../app/lazy-hydrated';

/**
 * The promo cards, below the hero: rendered in full by the server, hydrated when the browser is idle
 * (their code, image URL builder included, stays out of the first load;
 * docs/adr/0030-below-the-fold-hydrates-later.md).
 */
export const PromoTiles = lazyHydrated<{ banners: readonly Banner[] }>('home promos', () =>
  import('./promo-tile-cards').then((module) => module.PromoTileCards),
);
