import type { CategoryFilters } from '@storefront/api-client';

/** `filters` of `GET /v2/products/?category=motorcycles/off-road-motorcycles/enduro` for the UAE in English. */
export const enduroFilters: CategoryFilters = {
  categoryId: 3,
  currency: 'AED',
  fractionDigits: 2,
  price: { min: 840900, max: 1929000 },
  badges: [
    { value: 'best-seller', label: 'Best seller', count: 2 },
    { value: 'new', label: 'New', count: 3 },
    { value: 'sale', label: 'Sale', count: 1 },
    { value: 'limited-stock', label: 'Limited stock', count: 1 },
  ],
  offers: [{ value: 'enduro-season', label: 'Enduro season: 10 % off', count: 7 }],
  characteristics: [
    {
      key: 'displacement',
      name: 'Displacement',
      type: 'number',
      unit: 'cc',
      options: [
        { value: '125', label: '125 cc', count: 2 },
        { value: '250', label: '250 cc', count: 2 },
        { value: '300', label: '300 cc', count: 2 },
        { value: '450', label: '450 cc', count: 1 },
      ],
    },
    {
      key: 'cooling',
      name: 'Cooling',
      type: 'string',
      unit: null,
      options: [
        { value: 'air', label: 'Air', count: 2 },
        { value: 'liquid', label: 'Liquid', count: 3 },
        { value: 'oil-air', label: 'Oil and air', count: 2 },
      ],
    },
    {
      key: 'transmission',
      name: 'Transmission',
      type: 'string',
      unit: null,
      options: [
        { value: 'manual-5', label: '5-speed manual', count: 2 },
        { value: 'manual-6', label: '6-speed manual', count: 5 },
      ],
    },
  ],
};

/** The same answer in Arabic: the backend translates the labels, the values stay. */
export const enduroFiltersArabic: CategoryFilters = {
  ...enduroFilters,
  badges: [
    { value: 'best-seller', label: 'الأكثر مبيعًا', count: 2 },
    { value: 'new', label: 'جديد', count: 3 },
    { value: 'sale', label: 'تخفيض', count: 1 },
    { value: 'limited-stock', label: 'كمية محدودة', count: 1 },
  ],
  offers: [{ value: 'enduro-season', label: 'موسم الإندورو: خصم 10 %', count: 7 }],
  characteristics: [
    {
      key: 'displacement',
      name: 'سعة المحرك',
      type: 'number',
      unit: 'سم³',
      options: [
        { value: '125', label: '125 سم³', count: 2 },
        { value: '250', label: '250 سم³', count: 2 },
        { value: '300', label: '300 سم³', count: 2 },
        { value: '450', label: '450 سم³', count: 1 },
      ],
    },
    {
      key: 'cooling',
      name: 'التبريد',
      type: 'string',
      unit: null,
      options: [
        { value: 'air', label: 'بالهواء', count: 2 },
        { value: 'liquid', label: 'بالسائل', count: 3 },
        { value: 'oil-air', label: 'بالزيت والهواء', count: 2 },
      ],
    },
    {
      key: 'transmission',
      name: 'ناقل الحركة',
      type: 'string',
      unit: null,
      options: [
        { value: 'manual-5', label: 'يدوي 5 سرعات', count: 2 },
        { value: 'manual-6', label: 'يدوي 6 سرعات', count: 5 },
      ],
    },
  ],
};
