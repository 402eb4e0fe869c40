import type { Locator, Page } from '@playwright/test';

/** The region list ("Where to find us") of a region home, found by its roles and names. */
export class RegionList {
  readonly section: Locator;
  /** The cards' titles, in order. */
  readonly names: Locator;
  readonly search: Locator;
  /** The buttons that are pressed ("Your region"). */
  readonly chosen: Locator;

  constructor(
    private readonly page: Page,
    { title = 'Where to find us', searchLabel = 'Find your region' } = {},
  ) {
    this.section = page.getByRole('region', { name: title });
    this.names = this.section.getByRole('heading', { level: 3 });
    this.search = this.section.getByRole('searchbox', { name: searchLabel });
    this.chosen = this.section.getByRole('button', { pressed: true });
  }

  /** One region's card. */
  card(name: string): Locator {
    return this.section
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** The card's choose button, whatever its current label. */
  chooseButton(name: string): Locator {
    return this.card(name).getByRole('button');
  }

  /** The live count ("4 regions"), when it reads `text`. */
  count(text: string): Locator {
    return this.section.getByText(text, { exact: true });
  }
}
