import { COUNTRY_CODES, type CountryCode } from '../../countries';
import type { NewRegion } from '../../regions/regions.repository';
import { georgian, placeForms, portuguese, type PlaceNames } from './place-names';
import { mapLocalized } from './texts';

interface SeedRegion extends PlaceNames {
  slug: string;
  /** Some regions are switched off so that the storefront's `active` filter has work to do. */
  inactive?: true;
}

/**
 * Where the brand operates in each country, in display order. Slugs are the ones the storefront
 * uses as `{city}` in its paths, so they stay stable once published.
 */
const regionsByCountry: Readonly<Record<CountryCode, readonly SeedRegion[]>> = {
  ae: [
    { slug: 'dubai', en: 'Dubai', ar: 'دبي', es: 'Dubái', ru: ['Дубай', 'в Дубае', 'из Дубая'], pt: 'Dubai', fr: 'Dubaï', ka: 'დუბაი', uz: 'Dubay' },
    { slug: 'abu-dhabi', en: 'Abu Dhabi', ar: 'أبوظبي', es: 'Abu Dabi', ru: ['Абу-Даби', 'в Абу-Даби', 'из Абу-Даби'], pt: 'Abu Dhabi', fr: 'Abou Dabi', ka: georgian('აბუ-დაბი', true), uz: 'Abu-Dabi' },
    { slug: 'sharjah', en: 'Sharjah', ar: 'الشارقة', es: 'Sharjah', ru: ['Шарджа', 'в Шардже', 'из Шарджи'], pt: 'Sharjah', fr: 'Charjah', ka: 'შარჯა', uz: 'Shorja' },
    { slug: 'ajman', en: 'Ajman', ar: 'عجمان', es: 'Ajmán', ru: ['Аджман', 'в Аджмане', 'из Аджмана'], pt: 'Ajman', fr: 'Ajman', ka: 'აჯმანი', uz: 'Ajmon' },
    {
      slug: 'ras-al-khaimah',
      en: 'Ras Al Khaimah',
      ar: 'رأس الخيمة',
      es: 'Ras al Jaima',
      ru: ['Рас-эль-Хайма', 'в Рас-эль-Хайме', 'из Рас-эль-Хаймы'],
      pt: 'Ras al-Khaimah',
      fr: 'Ras el Khaïmah',
      ka: 'რას-ელ-ხაიმა',
      uz: 'Ras al-Xayma',
      inactive: true,
    },
  ],
  om: [
    { slug: 'muscat', en: 'Muscat', ar: 'مسقط', es: 'Mascate', ru: ['Маскат', 'в Маскате', 'из Маската'], pt: 'Mascate', fr: 'Mascate', ka: 'მასკატი', uz: 'Maskat' },
    { slug: 'salalah', en: 'Salalah', ar: 'صلالة', es: 'Salalah', ru: ['Салала', 'в Салале', 'из Салалы'], pt: 'Salalá', fr: 'Salalah', ka: 'სალალა', uz: 'Salola' },
    { slug: 'sohar', en: 'Sohar', ar: 'صحار', es: 'Sohar', ru: ['Сохар', 'в Сохаре', 'из Сохара'], pt: 'Sohar', fr: 'Sohar', ka: 'სოჰარი', uz: 'Sohar' },
    { slug: 'nizwa', en: 'Nizwa', ar: 'نزوى', es: 'Nizwa', ru: ['Низва', 'в Низве', 'из Низвы'], pt: 'Nizwa', fr: 'Nizwa', ka: 'ნიზვა', uz: 'Nizva' },
  ],
  mx: [
    {
      slug: 'ciudad-de-mexico',
      en: 'Mexico City',
      ar: 'مدينة مكسيكو',
      es: 'Ciudad de México',
      ru: ['Мехико', 'в Мехико', 'из Мехико'],
      pt: portuguese('Cidade do México', 'a'),
      fr: 'Mexico',
      ka: 'მეხიკო',
      uz: 'Mexiko',
    },
    { slug: 'guadalajara', en: 'Guadalajara', ar: 'غوادالاخارا', es: 'Guadalajara', ru: ['Гвадалахара', 'в Гвадалахаре', 'из Гвадалахары'], pt: 'Guadalajara', fr: 'Guadalajara', ka: 'გვადალახარა', uz: 'Gvadalaxara' },
    { slug: 'monterrey', en: 'Monterrey', ar: 'مونتيري', es: 'Monterrey', ru: ['Монтеррей', 'в Монтеррее', 'из Монтеррея'], pt: 'Monterrey', fr: 'Monterrey', ka: 'მონტერეი', uz: 'Monterrey' },
    { slug: 'puebla', en: 'Puebla', ar: 'بويبلا', es: 'Puebla', ru: ['Пуэбла', 'в Пуэбле', 'из Пуэблы'], pt: 'Puebla', fr: 'Puebla', ka: 'პუებლა', uz: 'Puebla' },
    { slug: 'tijuana', en: 'Tijuana', ar: 'تيخوانا', es: 'Tijuana', ru: ['Тихуана', 'в Тихуане', 'из Тихуаны'], pt: 'Tijuana', fr: 'Tijuana', ka: 'ტიხუანა', uz: 'Tixuana' },
  ],
  ru: [
    { slug: 'moscow', en: 'Moscow', ar: 'موسكو', es: 'Moscú', ru: ['Москва', 'в Москве', 'из Москвы'], pt: 'Moscou', fr: 'Moscou', ka: 'მოსკოვი', uz: 'Moskva' },
    {
      slug: 'saint-petersburg',
      en: 'Saint Petersburg',
      ar: 'سانت بطرسبرغ',
      es: 'San Petersburgo',
      ru: ['Санкт-Петербург', 'в Санкт-Петербурге', 'из Санкт-Петербурга'],
      pt: 'São Petersburgo',
      fr: 'Saint-Pétersbourg',
      ka: 'სანკტ-პეტერბურგი',
      uz: 'Sankt-Peterburg',
    },
    { slug: 'kazan', en: 'Kazan', ar: 'قازان', es: 'Kazán', ru: ['Казань', 'в Казани', 'из Казани'], pt: 'Kazan', fr: 'Kazan', ka: 'ყაზანი', uz: 'Qozon' },
    { slug: 'novosibirsk', en: 'Novosibirsk', ar: 'نوفوسيبيرسك', es: 'Novosibirsk', ru: ['Новосибирск', 'в Новосибирске', 'из Новосибирска'], pt: 'Novosibirsk', fr: 'Novossibirsk', ka: 'ნოვოსიბირსკი', uz: 'Novosibirsk' },
    {
      slug: 'yekaterinburg',
      en: 'Yekaterinburg',
      ar: 'يكاترينبورغ',
      es: 'Ekaterimburgo',
      ru: ['Екатеринбург', 'в Екатеринбурге', 'из Екатеринбурга'],
      pt: 'Ecaterimburgo',
      fr: 'Iekaterinbourg',
      ka: 'ეკატერინბურგი',
      uz: 'Yekaterinburg',
      inactive: true,
    },
  ],
  by: [
    { slug: 'minsk', en: 'Minsk', ar: 'مينسك', es: 'Minsk', ru: ['Минск', 'в Минске', 'из Минска'], pt: 'Minsk', fr: 'Minsk', ka: 'მინსკი', uz: 'Minsk' },
    { slug: 'brest', en: 'Brest', ar: 'بريست', es: 'Brest', ru: ['Брест', 'в Бресте', 'из Бреста'], pt: 'Brest', fr: 'Brest', ka: 'ბრესტი', uz: 'Brest' },
    { slug: 'grodno', en: 'Grodno', ar: 'غرودنو', es: 'Grodno', ru: ['Гродно', 'в Гродно', 'из Гродно'], pt: 'Grodno', fr: 'Grodno', ka: 'გროდნო', uz: 'Grodno' },
    { slug: 'gomel', en: 'Gomel', ar: 'غوميل', es: 'Gómel', ru: ['Гомель', 'в Гомеле', 'из Гомеля'], pt: 'Gomel', fr: 'Gomel', ka: 'გომელი', uz: 'Gomel' },
  ],
  br: [
    { slug: 'sao-paulo', en: 'São Paulo', ar: 'ساو باولو', es: 'São Paulo', ru: ['Сан-Паулу', 'в Сан-Паулу', 'из Сан-Паулу'], pt: 'São Paulo', fr: 'São Paulo', ka: 'სან-პაულუ', uz: 'San-Paulu' },
    {
      slug: 'rio-de-janeiro',
      en: 'Rio de Janeiro',
      ar: 'ريو دي جانيرو',
      es: 'Río de Janeiro',
      ru: ['Рио-де-Жанейро', 'в Рио-де-Жанейро', 'из Рио-де-Жанейро'],
      pt: portuguese('Rio de Janeiro', 'o'),
      fr: 'Rio de Janeiro',
      ka: 'რიო-დე-ჟანეირო',
      uz: 'Rio-de-Janeyro',
    },
    { slug: 'brasilia', en: 'Brasília', ar: 'برازيليا', es: 'Brasilia', ru: ['Бразилиа', 'в Бразилиа', 'из Бразилиа'], pt: 'Brasília', fr: 'Brasilia', ka: 'ბრაზილია', uz: 'Braziliya' },
    {
      slug: 'belo-horizonte',
      en: 'Belo Horizonte',
      ar: 'بيلو هوريزونتي',
      es: 'Belo Horizonte',
      ru: ['Белу-Оризонти', 'в Белу-Оризонти', 'из Белу-Оризонти'],
      pt: 'Belo Horizonte',
      fr: 'Belo Horizonte',
      ka: 'ბელო-ორიზონტი',
      uz: 'Belu-Orizonti',
    },
  ],
  qa: [
    { slug: 'doha', en: 'Doha', ar: 'الدوحة', es: 'Doha', ru: ['Доха', 'в Дохе', 'из Дохи'], pt: 'Doha', fr: 'Doha', ka: 'დოჰა', uz: 'Doha' },
    { slug: 'al-rayyan', en: 'Al Rayyan', ar: 'الريان', es: 'Al Rayyan', ru: ['Эр-Райян', 'в Эр-Райяне', 'из Эр-Райяна'], pt: 'Al Rayyan', fr: 'Al-Rayyan', ka: 'ერ-რაიანი', uz: 'Ar-Rayyon' },
    { slug: 'al-wakrah', en: 'Al Wakrah', ar: 'الوكرة', es: 'Al Wakrah', ru: ['Эль-Вакра', 'в Эль-Вакре', 'из Эль-Вакры'], pt: 'Al Wakrah', fr: 'Al-Wakrah', ka: 'ელ-ვაკრა', uz: 'Al-Vakra' },
    { slug: 'al-khor', en: 'Al Khor', ar: 'الخور', es: 'Al Khor', ru: ['Эль-Хор', 'в Эль-Хоре', 'из Эль-Хора'], pt: 'Al Khor', fr: 'Al-Khor', ka: 'ელ-ხორი', uz: 'Al-Xor' },
  ],
  sa: [
    { slug: 'riyadh', en: 'Riyadh', ar: 'الرياض', es: 'Riad', ru: ['Эр-Рияд', 'в Эр-Рияде', 'из Эр-Рияда'], pt: 'Riad', fr: 'Riyad', ka: 'ერ-რიადი', uz: 'Ar-Riyod' },
    { slug: 'jeddah', en: 'Jeddah', ar: 'جدة', es: 'Yeda', ru: ['Джидда', 'в Джидде', 'из Джидды'], pt: 'Jidá', fr: 'Djeddah', ka: 'ჯიდა', uz: 'Jidda' },
    { slug: 'dammam', en: 'Dammam', ar: 'الدمام', es: 'Dammam', ru: ['Даммам', 'в Даммаме', 'из Даммама'], pt: 'Damã', fr: 'Dammam', ka: 'დამამი', uz: 'Dammom' },
    { slug: 'al-khobar', en: 'Al Khobar', ar: 'الخبر', es: 'Al Khobar', ru: ['Эль-Хобар', 'в Эль-Хобаре', 'из Эль-Хобара'], pt: 'Al Khobar', fr: 'Al-Khobar', ka: 'ელ-ხობარი', uz: 'Al-Xubar' },
  ],
  es: [
    { slug: 'madrid', en: 'Madrid', ar: 'مدريد', es: 'Madrid', ru: ['Мадрид', 'в Мадриде', 'из Мадрида'], pt: 'Madri', fr: 'Madrid', ka: 'მადრიდი', uz: 'Madrid' },
    { slug: 'barcelona', en: 'Barcelona', ar: 'برشلونة', es: 'Barcelona', ru: ['Барселона', 'в Барселоне', 'из Барселоны'], pt: 'Barcelona', fr: 'Barcelone', ka: 'ბარსელონა', uz: 'Barselona' },
    { slug: 'valencia', en: 'Valencia', ar: 'فالنسيا', es: 'Valencia', ru: ['Валенсия', 'в Валенсии', 'из Валенсии'], pt: 'Valência', fr: 'Valence', ka: 'ვალენსია', uz: 'Valensiya' },
    { slug: 'sevilla', en: 'Seville', ar: 'إشبيلية', es: 'Sevilla', ru: ['Севилья', 'в Севилье', 'из Севильи'], pt: 'Sevilha', fr: 'Séville', ka: 'სევილია', uz: 'Sevilya' },
    { slug: 'malaga', en: 'Málaga', ar: 'مالقة', es: 'Málaga', ru: ['Малага', 'в Малаге', 'из Малаги'], pt: 'Málaga', fr: 'Malaga', ka: 'მალაგა', uz: 'Malaga' },
  ],
  co: [
    { slug: 'bogota', en: 'Bogotá', ar: 'بوغوتا', es: 'Bogotá', ru: ['Богота', 'в Боготе', 'из Боготы'], pt: 'Bogotá', fr: 'Bogota', ka: 'ბოგოტა', uz: 'Bogota' },
    { slug: 'medellin', en: 'Medellín', ar: 'ميديلين', es: 'Medellín', ru: ['Медельин', 'в Медельине', 'из Медельина'], pt: 'Medellín', fr: 'Medellín', ka: 'მედელინი', uz: 'Medelin' },
    { slug: 'cali', en: 'Cali', ar: 'كالي', es: 'Cali', ru: ['Кали', 'в Кали', 'из Кали'], pt: 'Cali', fr: 'Cali', ka: georgian('კალი', true), uz: 'Kali' },
    {
      slug: 'barranquilla',
      en: 'Barranquilla',
      ar: 'بارانكيا',
      es: 'Barranquilla',
      ru: ['Барранкилья', 'в Барранкилье', 'из Барранкильи'],
      pt: 'Barranquilla',
      fr: 'Barranquilla',
      ka: 'ბარანკილია',
      uz: 'Barrankilya',
    },
  ],
  eg: [
    { slug: 'cairo', en: 'Cairo', ar: 'القاهرة', es: 'El Cairo', ru: ['Каир', 'в Каире', 'из Каира'], pt: portuguese('Cairo', 'o'), fr: ['Le Caire', 'au Caire', 'du Caire'], ka: 'კაირო', uz: 'Qohira' },
    { slug: 'alexandria', en: 'Alexandria', ar: 'الإسكندرية', es: 'Alejandría', ru: ['Александрия', 'в Александрии', 'из Александрии'], pt: 'Alexandria', fr: 'Alexandrie', ka: 'ალექსანდრია', uz: 'Iskandariya' },
    { slug: 'giza', en: 'Giza', ar: 'الجيزة', es: 'Guiza', ru: ['Гиза', 'в Гизе', 'из Гизы'], pt: 'Gizé', fr: 'Gizeh', ka: 'გიზა', uz: 'Giza' },
    { slug: 'hurghada', en: 'Hurghada', ar: 'الغردقة', es: 'Hurghada', ru: ['Хургада', 'в Хургаде', 'из Хургады'], pt: 'Hurghada', fr: 'Hurghada', ka: 'ჰურგადა', uz: 'Hurgada' },
  ],
  kz: [
    { slug: 'almaty', en: 'Almaty', ar: 'ألماتي', es: 'Almaty', ru: ['Алматы', 'в Алматы', 'из Алматы'], pt: 'Almaty', fr: 'Almaty', ka: georgian('ალმატი', true), uz: 'Olmaota' },
    { slug: 'astana', en: 'Astana', ar: 'أستانا', es: 'Astaná', ru: ['Астана', 'в Астане', 'из Астаны'], pt: 'Astana', fr: 'Astana', ka: 'ასტანა', uz: 'Ostona' },
    { slug: 'shymkent', en: 'Shymkent', ar: 'شيمكنت', es: 'Shymkent', ru: ['Шымкент', 'в Шымкенте', 'из Шымкента'], pt: 'Shymkent', fr: 'Chymkent', ka: 'შიმკენტი', uz: 'Chimkent' },
    { slug: 'karaganda', en: 'Karaganda', ar: 'كاراغاندا', es: 'Karagandá', ru: ['Караганда', 'в Караганде', 'из Караганды'], pt: 'Karaganda', fr: 'Karaganda', ka: 'ყარაღანდა', uz: 'Qaragʻandi' },
  ],
  ma: [
    {
      slug: 'casablanca',
      en: 'Casablanca',
      ar: 'الدار البيضاء',
      es: 'Casablanca',
      ru: ['Касабланка', 'в Касабланке', 'из Касабланки'],
      pt: 'Casablanca',
      fr: 'Casablanca',
      ka: 'კასაბლანკა',
      uz: 'Kasablanka',
    },
    { slug: 'rabat', en: 'Rabat', ar: 'الرباط', es: 'Rabat', ru: ['Рабат', 'в Рабате', 'из Рабата'], pt: 'Rabat', fr: 'Rabat', ka: 'რაბატი', uz: 'Rabot' },
    { slug: 'marrakesh', en: 'Marrakesh', ar: 'مراكش', es: 'Marrakech', ru: ['Марракеш', 'в Марракеше', 'из Марракеша'], pt: 'Marrakech', fr: 'Marrakech', ka: 'მარაქეში', uz: 'Marrakesh' },
    { slug: 'tangier', en: 'Tangier', ar: 'طنجة', es: 'Tánger', ru: ['Танжер', 'в Танжере', 'из Танжера'], pt: 'Tânger', fr: 'Tanger', ka: 'ტანჟერი', uz: 'Tanja' },
  ],
  ge: [
    { slug: 'tbilisi', en: 'Tbilisi', ar: 'تبليسي', es: 'Tiflis', ru: ['Тбилиси', 'в Тбилиси', 'из Тбилиси'], pt: 'Tbilisi', fr: 'Tbilissi', ka: 'თბილისი', uz: 'Tbilisi' },
    { slug: 'batumi', en: 'Batumi', ar: 'باتومي', es: 'Batumi', ru: ['Батуми', 'в Батуми', 'из Батуми'], pt: 'Batumi', fr: 'Batoumi', ka: 'ბათუმი', uz: 'Batumi' },
    { slug: 'kutaisi', en: 'Kutaisi', ar: 'كوتايسي', es: 'Kutaisi', ru: ['Кутаиси', 'в Кутаиси', 'из Кутаиси'], pt: 'Kutaisi', fr: 'Koutaïssi', ka: 'ქუთაისი', uz: 'Kutaisi' },
  ],
  uz: [
    { slug: 'tashkent', en: 'Tashkent', ar: 'طشقند', es: 'Taskent', ru: ['Ташкент', 'в Ташкенте', 'из Ташкента'], pt: 'Tashkent', fr: 'Tachkent', ka: 'ტაშკენტი', uz: 'Toshkent' },
    { slug: 'samarkand', en: 'Samarkand', ar: 'سمرقند', es: 'Samarcanda', ru: ['Самарканд', 'в Самарканде', 'из Самарканда'], pt: 'Samarcanda', fr: 'Samarcande', ka: 'სამარყანდი', uz: 'Samarqand' },
    { slug: 'bukhara', en: 'Bukhara', ar: 'بخارى', es: 'Bujará', ru: ['Бухара', 'в Бухаре', 'из Бухары'], pt: 'Bukhara', fr: 'Boukhara', ka: 'ბუხარა', uz: 'Buxoro' },
    { slug: 'namangan', en: 'Namangan', ar: 'نمنغان', es: 'Namangan', ru: ['Наманган', 'в Намангане', 'из Намангана'], pt: 'Namangan', fr: 'Namangan', ka: 'ნამანგანი', uz: 'Namangan' },
  ],
};

const toNewRegion = (country: CountryCode, region: SeedRegion, index: number): NewRegion => ({
  country,
  slug: region.slug,
  active: region.inactive !== true,
  // Gaps of 10 leave room to slot a region in between without renumbering the others.
  position: (index + 1) * 10,
  texts: mapLocalized(placeForms(region), ([name, nameIn, nameFrom]) => ({ name, nameIn, nameFrom })),
});

/** All seeded regions in insertion order, which fixes their ids (1, 2, …) on a fresh database. */
export const seedRegions: readonly NewRegion[] = COUNTRY_CODES.flatMap((country) =>
  regionsByCountry[country].map((region, index) => toNewRegion(country, region, index)),
);
