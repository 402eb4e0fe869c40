import { defineMessages, type NoMessageValues } from 'react-intl';

/** The product page (`/product/{slug}/`): its parts in libs/catalog and the app's composition. */
export const productPageMessages = defineMessages<{
  sku: { sku: string };
  modelYear: { year: number };
  colour: { colour: string };
  warrantyLegend: NoMessageValues;
  warrantyBasic: NoMessageValues;
  warrantyPro: NoMessageValues;
  warrantyIncluded: NoMessageValues;
  /** The price a warranty option adds, already formatted in the region's currency. */
  warrantyExtra: { price: string };
  description: NoMessageValues;
  characteristics: NoMessageValues;
  related: NoMessageValues;
  /** One item of a characteristic that is a list ("S: 55–56 cm"). */
  listItem: { name: string; value: string };
  galleryLabel: { name: string };
  gallerySlide: { index: number; count: number };
  galleryPrevious: NoMessageValues;
  galleryNext: NoMessageValues;
  galleryThumbnail: { index: number };
  galleryZoom: { index: number };
  galleryZoomTitle: { name: string; index: number; count: number };
  close: NoMessageValues;
  services: NoMessageValues;
  serviceFavourites: NoMessageValues;
  serviceShowroom: NoMessageValues;
  serviceTestDrive: NoMessageValues;
  servicePreOrder: NoMessageValues;
  serviceDelivery: NoMessageValues;
  serviceWarranty: NoMessageValues;
  serviceInstallments: NoMessageValues;
  serviceSupport: NoMessageValues;
}>({
  sku: { id: 'catalog.product.sku', defaultMessage: 'SKU {sku}' },
  modelYear: { id: 'catalog.product.modelYear', defaultMessage: 'Model year {year, number, ::group-off}' },
  colour: { id: 'catalog.product.colour', defaultMessage: 'Colour: {colour}' },
  warrantyLegend: { id: 'catalog.product.warranty.legend', defaultMessage: 'Warranty' },
  warrantyBasic: { id: 'catalog.product.warranty.basic', defaultMessage: 'Basic' },
  warrantyPro: { id: 'catalog.product.warranty.pro', defaultMessage: 'Pro' },
  warrantyIncluded: { id: 'catalog.product.warranty.included', defaultMessage: 'Included in the price' },
  warrantyExtra: { id: 'catalog.product.warranty.extra', defaultMessage: '+{price}' },
  description: { id: 'catalog.product.description', defaultMessage: 'Description' },
  characteristics: { id: 'catalog.product.characteristics', defaultMessage: 'Characteristics' },
  related: { id: 'catalog.product.related', defaultMessage: 'More from this category' },
  listItem: { id: 'catalog.product.listItem', defaultMessage: '{name}: {value}' },
  galleryLabel: { id: 'catalog.product.gallery.label', defaultMessage: 'Pictures of {name}' },
  gallerySlide: { id: 'catalog.product.gallery.slide', defaultMessage: 'Picture {index} of {count}' },
  galleryPrevious: { id: 'catalog.product.gallery.previous', defaultMessage: 'Previous picture' },
  galleryNext: { id: 'catalog.product.gallery.next', defaultMessage: 'Next picture' },
  galleryThumbnail: { id: 'catalog.product.gallery.thumbnail', defaultMessage: 'Show picture {index}' },
  galleryZoom: { id: 'catalog.product.gallery.zoom', defaultMessage: 'Enlarge picture {index}' },
  galleryZoomTitle: { id: 'catalog.product.gallery.zoomTitle', defaultMessage: '{name}: picture {index} of {count}' },
  close: { id: 'catalog.product.close', defaultMessage: 'Close' },
  services: { id: 'catalog.product.services', defaultMessage: 'Services' },
  serviceFavourites: { id: 'catalog.product.service.favourites', defaultMessage: 'Favourites' },
  serviceShowroom: { id: 'catalog.product.service.showroom', defaultMessage: 'See it in a showroom' },
  serviceTestDrive: { id: 'catalog.product.service.testDrive', defaultMessage: 'Test drive' },
  servicePreOrder: { id: 'catalog.product.service.preOrder', defaultMessage: 'Pre-order' },
  serviceDelivery: { id: 'catalog.product.service.delivery', defaultMessage: 'Delivery' },
  serviceWarranty: { id: 'catalog.product.service.warranty', defaultMessage: 'Official warranty' },
  serviceInstallments: { id: 'catalog.product.service.installments', defaultMessage: 'Pay in instalments' },
  serviceSupport: { id: 'catalog.product.service.support', defaultMessage: 'Support' },
});
