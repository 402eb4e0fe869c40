import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@storefront/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/** The translators' source files: message id → ICU text. */
type SourceCatalogue = Record<string, string>;

const catalogues = import.meta.glob<SourceCatalogue>('../messages/*.json', { import: 'default', eager: true });
const catalogue = (code: string): SourceCatalogue => {
  const messages = catalogues[`../messages/${code}.json`];
  if (!messages) throw new Error(`missing catalogue ${code}.json`);
  return messages;
};
const english = catalogue('en');

/** Words that really are the same in English and another language, per locale. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // Content (issue 16): the blog is a blog; a showroom is a showroom in Portuguese and French; hours are placeholders only.
  'content.blog.title': ['es', 'es_mx', 'pt', 'fr', 'uz'],
  'content.about.kind.showroom': ['pt', 'fr'],
  'content.about.hours': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'app.section.blog': ['es', 'es_mx', 'pt', 'fr', 'uz'],
  // The support centre: WhatsApp is a brand; "No" is Spanish, "E-mail" Portuguese and French, "# articles" French.
  'content.support.whatsapp': ['es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'content.support.no': ['es', 'es_mx'],
  'content.support.email': ['pt', 'fr'],
  'content.support.articles': ['fr'],
  'app.section.collections': ['fr'],
  // Placeholders only: the brand and the country side by side, as brands name their country sites.
  'app.head.site': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  // Placeholders only: a price range, "{from} – {to}".
  'catalog.list.priceChipRange': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'catalog.list.pagination': ['fr'],
  'catalog.list.pageNumber': ['fr'],
  'app.head.listPage': ['fr'],
  'catalog.search.suggestions': ['fr'],
  // Placeholders only: a list item's name and value; a price to add.
  'catalog.product.listItem': ['ar', 'es', 'es_mx', 'ka', 'pt', 'ru', 'uz'],
  // Placeholders only: a compared category's tab, its title and count.
  'comparison.view.categoryTab': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'comparison.view.listItem': ['ar', 'es', 'es_mx', 'ka', 'pt', 'ru', 'uz'],
  'catalog.product.warranty.extra': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  // The warranty tier's name, as the brand writes it; SKU and test drive are the words used there.
  'catalog.product.warranty.pro': ['es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'catalog.product.sku': ['es_mx'],
  'catalog.product.service.testDrive': ['pt'],
  'catalog.product.description': ['fr'],
  'catalog.product.services': ['fr'],
  // The cart: the same warranty tier name; "Total" and "E-mail" are the words used there.
  'cart.view.warrantyPro': ['es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'cart.view.total': ['es', 'es_mx', 'fr', 'pt'],
  'cart.view.lineTotal': ['es', 'es_mx', 'fr', 'pt'],
  'cart.form.email': ['pt'],
  // Placeholders only: a line's quantity times its price.
  'cart.order.quantityTimes': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  // The cookie policy's table (issue 33): Google is a name; "Cookie" and "Marketing" are the words used there.
  'app.storage.setBy.google': ['ar', 'es', 'es_mx', 'fr', 'ka', 'pt', 'ru', 'uz'],
  'app.storage.kind.cookie': ['es', 'es_mx', 'fr', 'pt'],
  'app.storage.category.marketing': ['es', 'es_mx', 'fr', 'pt', 'uz'],
  'consent.purpose.marketing.title': ['es', 'es_mx', 'fr', 'pt', 'uz'],
};

/** The argument names of an ICU message, those inside `select`/`plural` options and tags too; `[]` if it does not parse (the syntax check says why). */
function placeholders(message: string): string[] {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch {
    return [];
  }
  const names = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element)) names.add(element.value);
      if (isSelectElement(element) || isPluralElement(element)) {
        names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (isTagElement(element)) walk(element.children);
    }
  };
  walk(elements);
  return [...names].sort();
}

describe('message catalogues', () => {
  it('has one catalogue per supported locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual(LOCALES.map((l) => `../messages/${l.code}.json`).sort());
  });

  describe.each(LOCALES.filter((locale) => locale.code !== 'en'))('$code', ({ code, language }) => {
    const messages = catalogue(code);

    it('has exactly the ids of the English catalogue', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps no English text', () => {
      const untranslated = Object.keys(english).filter(
        (id) => messages[id] === english[id] && !SAME_AS_ENGLISH[id]?.includes(code),
      );
      expect(untranslated).toEqual([]);
    });

    it('uses the same placeholders as English, in valid ICU syntax', () => {
      for (const [id, message] of Object.entries(messages)) {
        expect(placeholders(message), id).toEqual(placeholders(english[id] ?? '').filter((name) => message.includes(name ?? '')));
        expect(() => new IntlMessageFormat(message, language), id).not.toThrow();
      }
    });
  });

  it('never uses a placeholder English does not have', () => {
    for (const { code } of LOCALES) {
      for (const [id, message] of Object.entries(catalogue(code))) {
        const known = placeholders(english[id] ?? '');
        for (const name of placeholders(message)) expect(known, `${code} ${id}`).toContain(name);
      }
    }
  });
});
