import type { BlogCategory, BlogPost, BlogPostSummary, City, NewsSummary, Store } from '@storefront/api-client';
import type { RegionTab } from '../about/stores-tabs';

// Data for the content lib's stories, shaped as the reference backend answers for the UAE (English
// and Arabic). Offline: pictures are data: URIs, so Storybook builds and the stories specs need no network.

/** An offline blog picture (1200×675) in a hue taken from its path, so each post has its own colour. */
export function blogPicture(path: string): string {
  const hue = [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<rect width="1200" height="675" fill="hsl(${hue} 25% 88%)"/>
<path d="M0 520 L300 330 L520 470 L820 250 L1200 520 V675 H0 Z" fill="hsl(${hue} 45% 38%)"/>
<circle cx="960" cy="160" r="70" fill="#66CC33"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const image = (slug: string, alt: string) => ({ path: `/blog/${slug}.jpg`, width: 1200, height: 675, alt });

function post(id: number, slug: string, title: string, excerpt: string, publishedAt: string, category: BlogPostSummary['category'], readingMinutes = 5): BlogPostSummary {
  return { id, slug, title, excerpt, image: image(slug, title), publishedAt, readingMinutes, category };
}

const BUYING = { id: 1, slug: 'buying-guides', title: 'Buying guides' };
const MAINTENANCE = { id: 2, slug: 'maintenance', title: 'Maintenance' };
const BUYING_AR = { id: 1, slug: 'buying-guides', title: 'أدلة الشراء' };
const MAINTENANCE_AR = { id: 2, slug: 'maintenance', title: 'الصيانة' };

export const blogCategories: BlogCategory[] = [
  { ...BUYING, description: 'How to choose the right machine.', postsCount: 7 },
  { ...MAINTENANCE, description: 'Routines that keep engines running.', postsCount: 7 },
];
export const blogCategoriesArabic: BlogCategory[] = [
  { ...BUYING_AR, description: 'كيف تختار الآلة المناسبة.', postsCount: 7 },
  { ...MAINTENANCE_AR, description: 'عادات تبقي المحركات تعمل.', postsCount: 7 },
];

const ATV = post(11, 'atv-or-utv', 'ATV or UTV: what your farm really needs', 'Count passengers and payload first, then look at the engines.', '2026-04-02T08:00:00.000Z', BUYING, 6);
const ATV_ARABIC = post(11, 'atv-or-utv', 'دراجة رباعية أم مركبة متعددة المهام: ما الذي تحتاجه مزرعتك؟', 'احسب عدد الركاب والحمولة أولًا، ثم انظر إلى المحركات.', '2026-04-02T08:00:00.000Z', BUYING_AR, 6);

export const blogPosts: BlogPostSummary[] = [
  ATV,
  post(8, 'why-the-first-service-matters', 'Why the first service matters', 'The first 500 km decide how long an engine lives.', '2026-03-26T08:00:00.000Z', MAINTENANCE, 4),
  post(9, 'outboard-shaft-length', 'How to pick the right outboard shaft length', 'Measure your transom before you choose between S, L and X.', '2026-03-19T08:00:00.000Z', BUYING, 4),
];
export const blogPostsArabic: BlogPostSummary[] = [
  ATV_ARABIC,
  post(8, 'why-the-first-service-matters', 'لماذا تهم الصيانة الأولى', 'أول 500 كم تحدد عمر المحرك.', '2026-03-26T08:00:00.000Z', MAINTENANCE_AR, 4),
];

export const news: NewsSummary[] = [
  { id: 1, slug: 'new-showroom-in-sharjah', title: 'A new showroom in Sharjah', excerpt: 'Motorcycles, generators and a service bay under one roof.', image: image('news-1', ''), publishedAt: '2026-05-01T08:00:00.000Z' },
  { id: 2, slug: 'summer-service-hours', title: 'Summer service hours', excerpt: 'Workshops open an hour earlier from June.', image: image('news-2', ''), publishedAt: '2026-04-20T08:00:00.000Z' },
];
export const newsArabic: NewsSummary[] = [
  { id: 1, slug: 'new-showroom-in-sharjah', title: 'صالة عرض جديدة في الشارقة', excerpt: 'دراجات ومولدات وورشة صيانة تحت سقف واحد.', image: image('news-1', ''), publishedAt: '2026-05-01T08:00:00.000Z' },
];

export const article: BlogPost = {
  ...ATV,
  body: [
    { type: 'paragraph', text: 'An ATV is narrow, nimble and cheaper, ideal for one person checking fences or spraying.' },
    { type: 'heading', text: 'What to compare' },
    { type: 'list', items: ['Passengers and payload', 'Towing capacity', 'Engine braking of the CVT'] },
    { type: 'paragraph', text: 'If you tow trailers every day, look at the towing capacity, not only at horsepower.' },
  ],
};
export const articleArabic: BlogPost = {
  ...ATV_ARABIC,
  body: [
    { type: 'paragraph', text: 'الدراجة الرباعية ضيقة ورشيقة وأرخص، مثالية لشخص واحد يتفقد الأسوار.' },
    { type: 'heading', text: 'ما الذي تقارنه' },
    { type: 'list', items: ['الركاب والحمولة', 'قدرة السحب', 'فرملة المحرك'] },
  ],
};

export const regionTabs: RegionTab[] = [
  { label: 'Dubai', value: 1, slug: 'dubai' },
  { label: 'Abu Dhabi', value: 2, slug: 'abu-dhabi' },
  { label: 'Sharjah', value: 3, slug: 'sharjah' },
];
export const regionTabsArabic: RegionTab[] = [
  { label: 'دبي', value: 1, slug: 'dubai' },
  { label: 'أبوظبي', value: 2, slug: 'abu-dhabi' },
  { label: 'الشارقة', value: 3, slug: 'sharjah' },
];

const WEEK = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const).map((dayOfWeek) => ({ dayOfWeek, opens: '09:00', closes: '21:00' }));

function store(id: number, name: string, kind: Store['kind'], address: string, city: string): Store {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    name,
    kind,
    address,
    phone: `+97143210${500 + id}`,
    email: `store${id}@motors-equipment.example`,
    geo: { lat: 25.2 + id / 100, lng: 55.27 },
    openingHours: WEEK,
    city: { id: 1, slug: 'dubai', name: city },
    region: { id: 1, slug: 'dubai', name: city, active: true },
    active: true,
  };
}

export const stores: Store[] = [
  store(1, 'Al Quoz showroom', 'showroom', 'Street 8, Al Quoz Industrial 3', 'Dubai'),
  store(2, 'Jebel Ali service centre', 'service', 'Plot 41, Jebel Ali Freezone South', 'Dubai'),
];
export const storesArabic: Store[] = [
  store(1, 'صالة عرض القوز', 'showroom', 'شارع 8، القوز الصناعية 3', 'دبي'),
  store(2, 'مركز خدمة جبل علي', 'service', 'قطعة 41، المنطقة الحرة جنوب جبل علي', 'دبي'),
];

function city(id: number, slug: string, name: string): City {
  return { id, slug, name, nameCases: { nameIn: `in ${name}`, nameFrom: `from ${name}` }, active: true, region: { id, slug, name, active: true }, geo: { lat: 25, lng: 55 } };
}

export const cities: City[] = [city(1, 'dubai', 'Dubai'), city(2, 'abu-dhabi', 'Abu Dhabi'), city(3, 'sharjah', 'Sharjah'), city(4, 'ajman', 'Ajman')];
export const citiesArabic: City[] = [city(1, 'dubai', 'دبي'), city(2, 'abu-dhabi', 'أبوظبي'), city(3, 'sharjah', 'الشارقة'), city(4, 'ajman', 'عجمان')];
