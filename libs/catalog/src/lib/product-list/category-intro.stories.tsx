import type { CategoryDetail } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryIntro } from './category-intro';

const image = (slug: string, alt: string) => ({ path: `/categories/${slug}.svg`, width: 800, height: 600, alt });

/** A sub-category of off-road motorcycles as `children` lists it (7 products each in the UAE). */
function subcategory(id: number, slug: string, title: string, position: number): CategoryDetail['children'][number] {
  return {
    id,
    slug,
    path: `motorcycles/off-road-motorcycles/${slug}`,
    parentId: 2,
    level: 3,
    position,
    title,
    description: `${title} from Motors & Equipment, with an official warranty, service and spare parts.`,
    icon: 'motorcycle',
    image: image(slug, title),
    hidden: false,
    productsCount: 7,
  };
}

const motorcycles = { id: 1, slug: 'motorcycles', path: 'motorcycles', title: 'Motorcycles' };

/** `GET /categories/slug/off-road-motorcycles` for the UAE in English: a middle level with three leaves. */
const offRoad: CategoryDetail = {
  id: 2,
  slug: 'off-road-motorcycles',
  path: 'motorcycles/off-road-motorcycles',
  parentId: 1,
  level: 2,
  position: 10,
  title: 'Off-road motorcycles',
  description: 'Off-road motorcycles from Motors & Equipment, with an official warranty, service and spare parts.',
  icon: 'motorcycle',
  image: image('off-road-motorcycles', 'Off-road motorcycles'),
  hidden: false,
  productsCount: 21,
  ancestors: [motorcycles],
  children: [
    subcategory(3, 'enduro', 'Enduro', 10),
    subcategory(4, 'motocross', 'Motocross', 20),
    subcategory(5, 'pit-bikes', 'Pit bikes', 30),
  ],
};

/** `GET /categories/slug/enduro`: a leaf, two ancestors. */
const enduro: CategoryDetail = {
  id: 3,
  slug: 'enduro',
  path: 'motorcycles/off-road-motorcycles/enduro',
  parentId: 2,
  level: 3,
  position: 10,
  title: 'Enduro',
  description: 'Enduro from Motors & Equipment, with an official warranty, service and spare parts.',
  icon: 'motorcycle',
  image: image('enduro', 'Enduro'),
  hidden: false,
  productsCount: 7,
  ancestors: [
    motorcycles,
    { id: 2, slug: 'off-road-motorcycles', path: 'motorcycles/off-road-motorcycles', title: 'Off-road motorcycles' },
  ],
  children: [],
};

const meta = {
  title: 'Catalog/CategoryIntro',
  component: CategoryIntro,
  tags: ['autodocs'],
  // Breadcrumbs and sub-categories link to regional pages.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles/off-road-motorcycles' } },
  args: { category: offRoad, count: 21 },
} satisfies Meta<typeof CategoryIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs through the ancestors, the title with the list's count, the sub-categories. */
export const WithSubcategories: Story = {};

/** A hidden sub-category (reached only through campaigns) is not offered. */
export const HiddenSubcategory: Story = {
  args: {
    category: {
      ...offRoad,
      children: [
        ...offRoad.children,
        { ...subcategory(9, 'ex-demo', 'Ex-demo units', 90), hidden: true, productsCount: 2 },
      ],
    },
  },
};

/** A leaf: no sub-categories. */
export const Leaf: Story = {
  parameters: { storefrontPage: { path: 'catalog/motorcycles/off-road-motorcycles/enduro' } },
  args: { category: enduro, count: 7 },
};

/** While the list loads, the count is left out. */
export const WithoutCount: Story = {
  args: { count: undefined },
};

/** `?locale=ar`: titles from the backend, breadcrumbs' separators mirrored. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    category: {
      ...offRoad,
      title: 'دراجات الطرق الوعرة',
      description: 'دراجات الطرق الوعرة من نوراك، مع ضمان رسمي وخدمة وقطع غيار.',
      image: image('off-road-motorcycles', 'دراجات الطرق الوعرة'),
      ancestors: [{ ...motorcycles, title: 'دراجات نارية' }],
      children: [
        { ...subcategory(3, 'enduro', 'إندورو', 10), description: 'إندورو من نوراك، مع ضمان رسمي وخدمة وقطع غيار.' },
        { ...subcategory(4, 'motocross', 'موتوكروس', 20), description: 'موتوكروس من نوراك، مع ضمان رسمي وخدمة وقطع غيار.' },
        { ...subcategory(5, 'pit-bikes', 'دراجات بيت بايك', 30), description: 'دراجات بيت بايك من نوراك، مع ضمان رسمي وخدمة وقطع غيار.' },
      ],
    },
  },
};
