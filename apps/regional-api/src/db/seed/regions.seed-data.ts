import type { ContentLocale } from '../../content-locales';
import { COUNTRY_CODES, type CountryCode } from '../../countries';
import type { NewRegion, RegionTexts } from '../../regions/regions.repository';

/** Russian declines place names, so its "in X" / "from X" forms are written out by hand. */
type RussianForms = readonly [name: string, nameIn: string, nameFrom: string];

interface SeedRegion {
  slug: string;
  en: string;
  ar: string;
  es: string;
  ru: RussianForms;
  /** Some regions are switched off so that the storefront's `active` filter has work to do. */
  inactive?: true;
}

// English, Arabic and Spanish form these phrases with a preposition before the unchanged name.
const withPrepositions =
  (into: string, outOf: string) =>
  (name: string): RegionTexts => ({ name, nameIn: `${into} ${name}`, nameFrom: `${outOf} ${name}` });

const phrase: Record<Exclude<ContentLocale, 'ru'>, (name: string) => RegionTexts> = {
  en: withPrepositions('in', 'from'),
  ar: withPrepositions('في', 'من'),
  es: withPrepositions('en', 'desde'),
};

/**
 * Where the brand operates in each country, in display order. Slugs are the ones the storefront
 * uses as `{city}` in its paths, so they stay stable once published.
 */
const regionsByCountry: Readonly<Record<CountryCode, readonly SeedRegion[]>> = {
  ae: [
    { slug: 'dubai', en: 'Dubai', ar: 'دبي', es: 'Dubái', ru: ['Дубай', 'в Дубае', 'из Дубая'] },
    { slug: 'abu-dhabi', en: 'Abu Dhabi', ar: 'أبوظبي', es: 'Abu Dabi', ru: ['Абу-Даби', 'в Абу-Даби', 'из Абу-Даби'] },
    { slug: 'sharjah', en: 'Sharjah', ar: 'الشارقة', es: 'Sharjah', ru: ['Шарджа', 'в Шардже', 'из Шарджи'] },
    { slug: 'ajman', en: 'Ajman', ar: 'عجمان', es: 'Ajmán', ru: ['Аджман', 'в Аджмане', 'из Аджмана'] },
    {
      slug: 'ras-al-khaimah',
      en: 'Ras Al Khaimah',
      ar: 'رأس الخيمة',
      es: 'Ras al Jaima',
      ru: ['Рас-эль-Хайма', 'в Рас-эль-Хайме', 'из Рас-эль-Хаймы'],
      inactive: true,
    },
  ],
  om: [
    { slug: 'muscat', en: 'Muscat', ar: 'مسقط', es: 'Mascate', ru: ['Маскат', 'в Маскате', 'из Маската'] },
    { slug: 'salalah', en: 'Salalah', ar: 'صلالة', es: 'Salalah', ru: ['Салала', 'в Салале', 'из Салалы'] },
    { slug: 'sohar', en: 'Sohar', ar: 'صحار', es: 'Sohar', ru: ['Сохар', 'в Сохаре', 'из Сохара'] },
    { slug: 'nizwa', en: 'Nizwa', ar: 'نزوى', es: 'Nizwa', ru: ['Низва', 'в Низве', 'из Низвы'] },
  ],
  mx: [
    {
      slug: 'ciudad-de-mexico',
      en: 'Mexico City',
      ar: 'مدينة مكسيكو',
      es: 'Ciudad de México',
      ru: ['Мехико', 'в Мехико', 'из Мехико'],
    },
    { slug: 'guadalajara', en: 'Guadalajara', ar: 'غوادالاخارا', es: 'Guadalajara', ru: ['Гвадалахара', 'в Гвадалахаре', 'из Гвадалахары'] },
    { slug: 'monterrey', en: 'Monterrey', ar: 'مونتيري', es: 'Monterrey', ru: ['Монтеррей', 'в Монтеррее', 'из Монтеррея'] },
    { slug: 'puebla', en: 'Puebla', ar: 'بويبلا', es: 'Puebla', ru: ['Пуэбла', 'в Пуэбле', 'из Пуэблы'] },
    { slug: 'tijuana', en: 'Tijuana', ar: 'تيخوانا', es: 'Tijuana', ru: ['Тихуана', 'в Тихуане', 'из Тихуаны'] },
  ],
  ru: [
    { slug: 'moscow', en: 'Moscow', ar: 'موسكو', es: 'Moscú', ru: ['Москва', 'в Москве', 'из Москвы'] },
    {
      slug: 'saint-petersburg',
      en: 'Saint Petersburg',
      ar: 'سانت بطرسبرغ',
      es: 'San Petersburgo',
      ru: ['Санкт-Петербург', 'в Санкт-Петербурге', 'из Санкт-Петербурга'],
    },
    { slug: 'kazan', en: 'Kazan', ar: 'قازان', es: 'Kazán', ru: ['Казань', 'в Казани', 'из Казани'] },
    { slug: 'novosibirsk', en: 'Novosibirsk', ar: 'نوفوسيبيرسك', es: 'Novosibirsk', ru: ['Новосибирск', 'в Новосибирске', 'из Новосибирска'] },
    {
      slug: 'yekaterinburg',
      en: 'Yekaterinburg',
      ar: 'يكاترينبورغ',
      es: 'Ekaterimburgo',
      ru: ['Екатеринбург', 'в Екатеринбурге', 'из Екатеринбурга'],
      inactive: true,
    },
  ],
  by: [
    { slug: 'minsk', en: 'Minsk', ar: 'مينسك', es: 'Minsk', ru: ['Минск', 'в Минске', 'из Минска'] },
    { slug: 'brest', en: 'Brest', ar: 'بريست', es: 'Brest', ru: ['Брест', 'в Бресте', 'из Бреста'] },
    { slug: 'grodno', en: 'Grodno', ar: 'غرودنو', es: 'Grodno', ru: ['Гродно', 'в Гродно', 'из Гродно'] },
    { slug: 'gomel', en: 'Gomel', ar: 'غوميل', es: 'Gómel', ru: ['Гомель', 'в Гомеле', 'из Гомеля'] },
  ],
  br: [
    { slug: 'sao-paulo', en: 'São Paulo', ar: 'ساو باولو', es: 'São Paulo', ru: ['Сан-Паулу', 'в Сан-Паулу', 'из Сан-Паулу'] },
    {
      slug: 'rio-de-janeiro',
      en: 'Rio de Janeiro',
      ar: 'ريو دي جانيرو',
      es: 'Río de Janeiro',
      ru: ['Рио-де-Жанейро', 'в Рио-де-Жанейро', 'из Рио-де-Жанейро'],
    },
    { slug: 'brasilia', en: 'Brasília', ar: 'برازيليا', es: 'Brasilia', ru: ['Бразилиа', 'в Бразилиа', 'из Бразилиа'] },
    {
      slug: 'belo-horizonte',
      en: 'Belo Horizonte',
      ar: 'بيلو هوريزونتي',
      es: 'Belo Horizonte',
      ru: ['Белу-Оризонти', 'в Белу-Оризонти', 'из Белу-Оризонти'],
    },
  ],
  qa: [
    { slug: 'doha', en: 'Doha', ar: 'الدوحة', es: 'Doha', ru: ['Доха', 'в Дохе', 'из Дохи'] },
    { slug: 'al-rayyan', en: 'Al Rayyan', ar: 'الريان', es: 'Al Rayyan', ru: ['Эр-Райян', 'в Эр-Райяне', 'из Эр-Райяна'] },
    { slug: 'al-wakrah', en: 'Al Wakrah', ar: 'الوكرة', es: 'Al Wakrah', ru: ['Эль-Вакра', 'в Эль-Вакре', 'из Эль-Вакры'] },
    { slug: 'al-khor', en: 'Al Khor', ar: 'الخور', es: 'Al Khor', ru: ['Эль-Хор', 'в Эль-Хоре', 'из Эль-Хора'] },
  ],
  sa: [
    { slug: 'riyadh', en: 'Riyadh', ar: 'الرياض', es: 'Riad', ru: ['Эр-Рияд', 'в Эр-Рияде', 'из Эр-Рияда'] },
    { slug: 'jeddah', en: 'Jeddah', ar: 'جدة', es: 'Yeda', ru: ['Джидда', 'в Джидде', 'из Джидды'] },
    { slug: 'dammam', en: 'Dammam', ar: 'الدمام', es: 'Dammam', ru: ['Даммам', 'в Даммаме', 'из Даммама'] },
    { slug: 'al-khobar', en: 'Al Khobar', ar: 'الخبر', es: 'Al Khobar', ru: ['Эль-Хобар', 'в Эль-Хобаре', 'из Эль-Хобара'] },
  ],
  es: [
    { slug: 'madrid', en: 'Madrid', ar: 'مدريد', es: 'Madrid', ru: ['Мадрид', 'в Мадриде', 'из Мадрида'] },
    { slug: 'barcelona', en: 'Barcelona', ar: 'برشلونة', es: 'Barcelona', ru: ['Барселона', 'в Барселоне', 'из Барселоны'] },
    { slug: 'valencia', en: 'Valencia', ar: 'فالنسيا', es: 'Valencia', ru: ['Валенсия', 'в Валенсии', 'из Валенсии'] },
    { slug: 'sevilla', en: 'Seville', ar: 'إشبيلية', es: 'Sevilla', ru: ['Севилья', 'в Севилье', 'из Севильи'] },
    { slug: 'malaga', en: 'Málaga', ar: 'مالقة', es: 'Málaga', ru: ['Малага', 'в Малаге', 'из Малаги'] },
  ],
  co: [
    { slug: 'bogota', en: 'Bogotá', ar: 'بوغوتا', es: 'Bogotá', ru: ['Богота', 'в Боготе', 'из Боготы'] },
    { slug: 'medellin', en: 'Medellín', ar: 'ميديلين', es: 'Medellín', ru: ['Медельин', 'в Медельине', 'из Медельина'] },
    { slug: 'cali', en: 'Cali', ar: 'كالي', es: 'Cali', ru: ['Кали', 'в Кали', 'из Кали'] },
    {
      slug: 'barranquilla',
      en: 'Barranquilla',
      ar: 'بارانكيا',
      es: 'Barranquilla',
      ru: ['Барранкилья', 'в Барранкилье', 'из Барранкильи'],
    },
  ],
  eg: [
    { slug: 'cairo', en: 'Cairo', ar: 'القاهرة', es: 'El Cairo', ru: ['Каир', 'в Каире', 'из Каира'] },
    { slug: 'alexandria', en: 'Alexandria', ar: 'الإسكندرية', es: 'Alejandría', ru: ['Александрия', 'в Александрии', 'из Александрии'] },
    { slug: 'giza', en: 'Giza', ar: 'الجيزة', es: 'Guiza', ru: ['Гиза', 'в Гизе', 'из Гизы'] },
    { slug: 'hurghada', en: 'Hurghada', ar: 'الغردقة', es: 'Hurghada', ru: ['Хургада', 'в Хургаде', 'из Хургады'] },
  ],
  kz: [
    { slug: 'almaty', en: 'Almaty', ar: 'ألماتي', es: 'Almaty', ru: ['Алматы', 'в Алматы', 'из Алматы'] },
    { slug: 'astana', en: 'Astana', ar: 'أستانا', es: 'Astaná', ru: ['Астана', 'в Астане', 'из Астаны'] },
    { slug: 'shymkent', en: 'Shymkent', ar: 'شيمكنت', es: 'Shymkent', ru: ['Шымкент', 'в Шымкенте', 'из Шымкента'] },
    { slug: 'karaganda', en: 'Karaganda', ar: 'كاراغاندا', es: 'Karagandá', ru: ['Караганда', 'в Караганде', 'из Караганды'] },
  ],
  ma: [
    {
      slug: 'casablanca',
      en: 'Casablanca',
      ar: 'الدار البيضاء',
      es: 'Casablanca',
      ru: ['Касабланка', 'в Касабланке', 'из Касабланки'],
    },
    { slug: 'rabat', en: 'Rabat', ar: 'الرباط', es: 'Rabat', ru: ['Рабат', 'в Рабате', 'из Рабата'] },
    { slug: 'marrakesh', en: 'Marrakesh', ar: 'مراكش', es: 'Marrakech', ru: ['Марракеш', 'в Марракеше', 'из Марракеша'] },
    { slug: 'tangier', en: 'Tangier', ar: 'طنجة', es: 'Tánger', ru: ['Танжер', 'в Танжере', 'из Танжера'] },
  ],
  ge: [
    { slug: 'tbilisi', en: 'Tbilisi', ar: 'تبليسي', es: 'Tiflis', ru: ['Тбилиси', 'в Тбилиси', 'из Тбилиси'] },
    { slug: 'batumi', en: 'Batumi', ar: 'باتومي', es: 'Batumi', ru: ['Батуми', 'в Батуми', 'из Батуми'] },
    { slug: 'kutaisi', en: 'Kutaisi', ar: 'كوتايسي', es: 'Kutaisi', ru: ['Кутаиси', 'в Кутаиси', 'из Кутаиси'] },
  ],
  uz: [
    { slug: 'tashkent', en: 'Tashkent', ar: 'طشقند', es: 'Taskent', ru: ['Ташкент', 'в Ташкенте', 'из Ташкента'] },
    { slug: 'samarkand', en: 'Samarkand', ar: 'سمرقند', es: 'Samarcanda', ru: ['Самарканд', 'в Самарканде', 'из Самарканда'] },
    { slug: 'bukhara', en: 'Bukhara', ar: 'بخارى', es: 'Bujará', ru: ['Бухара', 'в Бухаре', 'из Бухары'] },
    { slug: 'namangan', en: 'Namangan', ar: 'نمنغان', es: 'Namangan', ru: ['Наманган', 'в Намангане', 'из Намангана'] },
  ],
};

const toNewRegion = (country: CountryCode, region: SeedRegion, index: number): NewRegion => {
  const [name, nameIn, nameFrom] = region.ru;
  return {
    country,
    slug: region.slug,
    active: region.inactive !== true,
    // Gaps of 10 leave room to slot a region in between without renumbering the others.
    position: (index + 1) * 10,
    texts: { en: phrase.en(region.en), ar: phrase.ar(region.ar), es: phrase.es(region.es), ru: { name, nameIn, nameFrom } },
  };
};

/** All seeded regions in insertion order, which fixes their ids (1, 2, …) on a fresh database. */
export const seedRegions: readonly NewRegion[] = COUNTRY_CODES.flatMap((country) =>
  regionsByCountry[country].map((region, index) => toNewRegion(country, region, index)),
);
