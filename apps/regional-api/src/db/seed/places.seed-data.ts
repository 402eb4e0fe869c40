import type { CountryCode } from '../../countries';
import type { Localized } from './texts';

type RussianForms = readonly [name: string, nameIn: string, nameFrom: string];

/** A city beyond the namesake city of each region: `region` is the region it belongs to. */
export interface ExtraCity {
  slug: string;
  region: string;
  en: string;
  ar: string;
  es: string;
  ru: RussianForms;
  geo: readonly [number, number];
}

/** Where each region's namesake city is (latitude, longitude). */
export const regionCityGeo: Readonly<Record<string, readonly [number, number]>> = {
  dubai: [25.2048, 55.2708],
  'abu-dhabi': [24.4539, 54.3773],
  sharjah: [25.3463, 55.4209],
  ajman: [25.4052, 55.5136],
  'ras-al-khaimah': [25.8007, 55.9762],
  muscat: [23.588, 58.3829],
  salalah: [17.0151, 54.0924],
  sohar: [24.347, 56.7094],
  nizwa: [22.9333, 57.5333],
  'ciudad-de-mexico': [19.4326, -99.1332],
  guadalajara: [20.6597, -103.3496],
  monterrey: [25.6866, -100.3161],
  puebla: [19.0414, -98.2063],
  tijuana: [32.5149, -117.0382],
  moscow: [55.7558, 37.6173],
  'saint-petersburg': [59.9343, 30.3351],
  kazan: [55.7961, 49.1064],
  novosibirsk: [55.0084, 82.9357],
  yekaterinburg: [56.8389, 60.6057],
  minsk: [53.9006, 27.559],
  brest: [52.0976, 23.7341],
  grodno: [53.6694, 23.8131],
  gomel: [52.4345, 30.9754],
  'sao-paulo': [-23.5505, -46.6333],
  'rio-de-janeiro': [-22.9068, -43.1729],
  brasilia: [-15.7939, -47.8828],
  'belo-horizonte': [-19.9167, -43.9345],
  doha: [25.2854, 51.531],
  'al-rayyan': [25.2919, 51.4244],
  'al-wakrah': [25.1659, 51.5976],
  'al-khor': [25.6804, 51.4969],
  riyadh: [24.7136, 46.6753],
  jeddah: [21.4858, 39.1925],
  dammam: [26.4207, 50.0888],
  'al-khobar': [26.2172, 50.1971],
  madrid: [40.4168, -3.7038],
  barcelona: [41.3874, 2.1686],
  valencia: [39.4699, -0.3763],
  sevilla: [37.3891, -5.9845],
  malaga: [36.7213, -4.4214],
  bogota: [4.711, -74.0721],
  medellin: [6.2476, -75.5658],
  cali: [3.4516, -76.532],
  barranquilla: [10.9685, -74.7813],
  cairo: [30.0444, 31.2357],
  alexandria: [31.2001, 29.9187],
  giza: [30.0131, 31.2089],
  hurghada: [27.2579, 33.8116],
  almaty: [43.222, 76.8512],
  astana: [51.1694, 71.4491],
  shymkent: [42.3417, 69.5901],
  karaganda: [49.8047, 73.1094],
  casablanca: [33.5731, -7.5898],
  rabat: [34.0209, -6.8416],
  marrakesh: [31.6295, -7.9811],
  tangier: [35.7595, -5.834],
  tbilisi: [41.7151, 44.8271],
  batumi: [41.6168, 41.6367],
  kutaisi: [42.2679, 42.6946],
  tashkent: [41.2995, 69.2401],
  samarkand: [39.627, 66.975],
  bukhara: [39.7681, 64.4556],
  namangan: [40.9983, 71.6726],
};

export const extraCities: Readonly<Record<CountryCode, ExtraCity>> = {
  ae: { slug: 'al-ain', region: 'abu-dhabi', en: 'Al Ain', ar: 'العين', es: 'Al Ain', ru: ['Аль-Айн', 'в Аль-Айне', 'из Аль-Айна'], geo: [24.2075, 55.7447] },
  om: { slug: 'seeb', region: 'muscat', en: 'Seeb', ar: 'السيب', es: 'Seeb', ru: ['Эс-Сиб', 'в Эс-Сибе', 'из Эс-Сиба'], geo: [23.6703, 58.1891] },
  mx: { slug: 'zapopan', region: 'guadalajara', en: 'Zapopan', ar: 'زابوبان', es: 'Zapopan', ru: ['Сапопан', 'в Сапопане', 'из Сапопана'], geo: [20.7236, -103.3848] },
  ru: {
    slug: 'krasnogorsk',
    region: 'moscow',
    en: 'Krasnogorsk',
    ar: 'كراسنوغورسك',
    es: 'Krasnogorsk',
    ru: ['Красногорск', 'в Красногорске', 'из Красногорска'],
    geo: [55.8204, 37.3302],
  },
  by: { slug: 'barysaw', region: 'minsk', en: 'Barysaw', ar: 'باريساو', es: 'Borísov', ru: ['Борисов', 'в Борисове', 'из Борисова'], geo: [54.2279, 28.505] },
  br: { slug: 'campinas', region: 'sao-paulo', en: 'Campinas', ar: 'كامبيناس', es: 'Campinas', ru: ['Кампинас', 'в Кампинасе', 'из Кампинаса'], geo: [-22.9099, -47.0626] },
  qa: { slug: 'lusail', region: 'doha', en: 'Lusail', ar: 'لوسيل', es: 'Lusail', ru: ['Лусаил', 'в Лусаиле', 'из Лусаила'], geo: [25.4207, 51.4904] },
  sa: { slug: 'dhahran', region: 'dammam', en: 'Dhahran', ar: 'الظهران', es: 'Dhahran', ru: ['Дахран', 'в Дахране', 'из Дахрана'], geo: [26.2361, 50.0393] },
  es: { slug: 'getafe', region: 'madrid', en: 'Getafe', ar: 'خيتافي', es: 'Getafe', ru: ['Хетафе', 'в Хетафе', 'из Хетафе'], geo: [40.3083, -3.7327] },
  co: { slug: 'envigado', region: 'medellin', en: 'Envigado', ar: 'إنفيغادو', es: 'Envigado', ru: ['Энвигадо', 'в Энвигадо', 'из Энвигадо'], geo: [6.1759, -75.5917] },
  eg: {
    slug: 'sixth-of-october',
    region: 'giza',
    en: '6th of October City',
    ar: 'مدينة السادس من أكتوبر',
    es: 'Ciudad 6 de Octubre',
    ru: ['Город 6 Октября', 'в Городе 6 Октября', 'из Города 6 Октября'],
    geo: [29.9285, 30.9188],
  },
  kz: { slug: 'kaskelen', region: 'almaty', en: 'Kaskelen', ar: 'كاسكيلين', es: 'Kaskelén', ru: ['Каскелен', 'в Каскелене', 'из Каскелена'], geo: [43.2, 76.62] },
  ma: {
    slug: 'mohammedia',
    region: 'casablanca',
    en: 'Mohammedia',
    ar: 'المحمدية',
    es: 'Mohammedia',
    ru: ['Мохаммедия', 'в Мохаммедии', 'из Мохаммедии'],
    geo: [33.6866, -7.383],
  },
  ge: { slug: 'rustavi', region: 'tbilisi', en: 'Rustavi', ar: 'روستافي', es: 'Rustavi', ru: ['Рустави', 'в Рустави', 'из Рустави'], geo: [41.5495, 44.9939] },
  uz: { slug: 'chirchiq', region: 'tashkent', en: 'Chirchiq', ar: 'تشيرتشيك', es: 'Chirchik', ru: ['Чирчик', 'в Чирчике', 'из Чирчика'], geo: [41.4689, 69.5822] },
};

export type StoreKind = 'showroom' | 'service' | 'dealer';

export const storeKindNames: Readonly<Record<StoreKind, Localized>> = {
  showroom: { en: 'Norrak showroom {city}', ar: 'صالة عرض نوراك {city}', ru: 'Шоурум Norrak {city}', es: 'Showroom Norrak {city}' },
  service: {
    en: 'Norrak service centre {city}',
    ar: 'مركز خدمة نوراك {city}',
    ru: 'Сервисный центр Norrak {city}',
    es: 'Centro de servicio Norrak {city}',
  },
  dealer: { en: 'Norrak dealer {city}', ar: 'وكيل نوراك {city}', ru: 'Дилер Norrak {city}', es: 'Concesionario Norrak {city}' },
};

/** A store in a region's namesake city, on a real main road of that city. */
export interface SeedStoreSpec {
  city: string;
  kind: StoreKind;
  street: Localized;
}

const street = (en: string, ar: string, ru: string, es: string): Localized => ({ en, ar, ru, es });

/** Three stores per country (four in the UAE: one in a region that is switched off). */
export const storesByCountry: Readonly<Record<CountryCode, readonly SeedStoreSpec[]>> = {
  ae: [
    { city: 'dubai', kind: 'showroom', street: street('Sheikh Zayed Road', 'شارع الشيخ زايد', 'шоссе Шейха Зайеда', 'Carretera Sheikh Zayed') },
    { city: 'abu-dhabi', kind: 'service', street: street('Al Salam Street', 'شارع السلام', 'улица Ас-Салам', 'Calle Al Salam') },
    { city: 'sharjah', kind: 'dealer', street: street('Al Wahda Street', 'شارع الوحدة', 'улица Аль-Вахда', 'Calle Al Wahda') },
    { city: 'ras-al-khaimah', kind: 'dealer', street: street('Al Muntasir Road', 'شارع المنتصر', 'улица Аль-Мунтасир', 'Calle Al Muntasir') },
  ],
  om: [
    { city: 'muscat', kind: 'showroom', street: street('Sultan Qaboos Street', 'شارع السلطان قابوس', 'улица Султана Кабуса', 'Calle Sultán Qabús') },
    { city: 'salalah', kind: 'dealer', street: street('Robat Street', 'شارع الرباط', 'улица Рубат', 'Calle Robat') },
    { city: 'sohar', kind: 'service', street: street('Sohar Corniche', 'كورنيش صحار', 'набережная Сохара', 'Paseo marítimo de Sohar') },
  ],
  mx: [
    { city: 'ciudad-de-mexico', kind: 'showroom', street: street('Avenida Insurgentes Sur', 'جادة إنسورخنتس سور', 'проспект Инсурхентес-Сур', 'Avenida Insurgentes Sur') },
    { city: 'guadalajara', kind: 'dealer', street: street('Avenida Vallarta', 'جادة فايارتا', 'проспект Вальярта', 'Avenida Vallarta') },
    { city: 'monterrey', kind: 'service', street: street('Avenida Constitución', 'جادة الدستور', 'проспект Конституции', 'Avenida Constitución') },
  ],
  ru: [
    { city: 'moscow', kind: 'showroom', street: street('Leninsky Prospekt', 'شارع لينينسكي', 'Ленинский проспект', 'Avenida Leninski') },
    { city: 'saint-petersburg', kind: 'dealer', street: street('Nevsky Prospekt', 'شارع نيفسكي', 'Невский проспект', 'Avenida Nevski') },
    { city: 'kazan', kind: 'service', street: street('Pobedy Avenue', 'جادة النصر', 'проспект Победы', 'Avenida de la Victoria') },
  ],
  by: [
    { city: 'minsk', kind: 'showroom', street: street('Independence Avenue', 'جادة الاستقلال', 'проспект Независимости', 'Avenida de la Independencia') },
    { city: 'brest', kind: 'dealer', street: street('Masherov Avenue', 'جادة ماشيروف', 'проспект Машерова', 'Avenida Masherov') },
    { city: 'grodno', kind: 'service', street: street('Sovetskaya Street', 'الشارع السوفيتي', 'Советская улица', 'Calle Soviétskaya') },
  ],
  br: [
    { city: 'sao-paulo', kind: 'showroom', street: street('Avenida Paulista', 'جادة باوليستا', 'авенида Паулиста', 'Avenida Paulista') },
    { city: 'rio-de-janeiro', kind: 'dealer', street: street('Avenida das Américas', 'جادة الأمريكتين', 'авенида дас Америкас', 'Avenida de las Américas') },
    { city: 'brasilia', kind: 'service', street: street('Eixo Monumental', 'المحور الضخم', 'Монументальная ось', 'Eje Monumental') },
  ],
  qa: [
    { city: 'doha', kind: 'showroom', street: street('Salwa Road', 'طريق سلوى', 'шоссе Салва', 'Carretera de Salwa') },
    { city: 'al-rayyan', kind: 'service', street: street('Al Rayyan Road', 'طريق الريان', 'шоссе Эр-Райян', 'Carretera de Al Rayyan') },
    { city: 'al-wakrah', kind: 'dealer', street: street('Al Wakrah Main Road', 'شارع الوكرة الرئيسي', 'главная улица Эль-Вакры', 'Avenida principal de Al Wakrah') },
  ],
  sa: [
    { city: 'riyadh', kind: 'showroom', street: street('King Fahd Road', 'طريق الملك فهد', 'шоссе Короля Фахда', 'Carretera Rey Fahd') },
    { city: 'jeddah', kind: 'dealer', street: street('Prince Sultan Street', 'شارع الأمير سلطان', 'улица Принца Султана', 'Calle Príncipe Sultán') },
    { city: 'dammam', kind: 'service', street: street('King Saud Street', 'شارع الملك سعود', 'улица Короля Сауда', 'Calle Rey Saud') },
  ],
  es: [
    { city: 'madrid', kind: 'showroom', street: street('Calle de Alcalá', 'شارع ألكالا', 'улица Алькала', 'Calle de Alcalá') },
    { city: 'barcelona', kind: 'dealer', street: street('Avinguda Diagonal', 'جادة دياغونال', 'проспект Диагональ', 'Avenida Diagonal') },
    { city: 'valencia', kind: 'service', street: street('Avenida del Puerto', 'جادة الميناء', 'проспект Пуэрто', 'Avenida del Puerto') },
  ],
  co: [
    { city: 'bogota', kind: 'showroom', street: street('Avenida Carrera 68', 'جادة كاريرا 68', 'авенида Каррера 68', 'Avenida Carrera 68') },
    { city: 'medellin', kind: 'dealer', street: street('Avenida El Poblado', 'جادة إل بوبلادو', 'авенида Эль-Побладо', 'Avenida El Poblado') },
    { city: 'cali', kind: 'service', street: street('Calle 5', 'شارع 5', 'улица Калье 5', 'Calle 5') },
  ],
  eg: [
    { city: 'cairo', kind: 'showroom', street: street('Salah Salem Street', 'شارع صلاح سالم', 'улица Салах Салем', 'Calle Salah Salem') },
    { city: 'alexandria', kind: 'dealer', street: street('El Horreya Road', 'طريق الحرية', 'улица Эль-Хуррия', 'Avenida El Horreya') },
    { city: 'giza', kind: 'service', street: street('Pyramids Road', 'شارع الهرم', 'улица Аль-Харам', 'Avenida de las Pirámides') },
  ],
  kz: [
    { city: 'almaty', kind: 'showroom', street: street('Al-Farabi Avenue', 'جادة الفارابي', 'проспект Аль-Фараби', 'Avenida Al-Farabi') },
    { city: 'astana', kind: 'dealer', street: street('Mangilik El Avenue', 'جادة مانغيليك إل', 'проспект Мангилик Ел', 'Avenida Mangilik El') },
    { city: 'shymkent', kind: 'service', street: street('Tauke Khan Avenue', 'جادة تاوكي خان', 'проспект Тауке хана', 'Avenida Tauke Khan') },
  ],
  ma: [
    { city: 'casablanca', kind: 'showroom', street: street('Boulevard Zerktouni', 'شارع الزرقطوني', 'бульвар Зерктуни', 'Bulevar Zerktouni') },
    { city: 'rabat', kind: 'dealer', street: street('Avenue Mohammed V', 'شارع محمد الخامس', 'проспект Мухаммеда V', 'Avenida Mohammed V') },
    { city: 'marrakesh', kind: 'service', street: street('Avenue Mohammed VI', 'شارع محمد السادس', 'проспект Мухаммеда VI', 'Avenida Mohammed VI') },
  ],
  ge: [
    { city: 'tbilisi', kind: 'showroom', street: street('Rustaveli Avenue', 'جادة روستافيلي', 'проспект Руставели', 'Avenida Rustaveli') },
    { city: 'batumi', kind: 'dealer', street: street('Chavchavadze Street', 'شارع تشافتشافادزه', 'улица Чавчавадзе', 'Calle Chavchavadze') },
    { city: 'kutaisi', kind: 'service', street: street('Tamar Mepe Street', 'شارع الملكة تمار', 'улица Тамар Мепе', 'Calle Tamar Mepe') },
  ],
  uz: [
    { city: 'tashkent', kind: 'showroom', street: street('Amir Temur Avenue', 'جادة أمير تيمور', 'проспект Амира Темура', 'Avenida Amir Temur') },
    { city: 'samarkand', kind: 'dealer', street: street('Registan Street', 'شارع ريجستان', 'улица Регистан', 'Calle Registán') },
    { city: 'bukhara', kind: 'service', street: street('Bahouddin Naqshband Street', 'شارع بهاء الدين نقشبند', 'улица Бахоутдина Накшбанда', 'Calle Bahauddin Naqshband') },
  ],
};

/** A country's short and full names with their "in" and "from" forms (SPEC §3 generalContact). */
export interface CountryNames {
  name: string;
  nameIn: string;
  nameFrom: string;
  full: string;
  fullIn: string;
  fullFrom: string;
}

type Forms = readonly [string, string, string];
const names = (short: Forms, full: Forms): CountryNames => ({
  name: short[0],
  nameIn: short[1],
  nameFrom: short[2],
  full: full[0],
  fullIn: full[1],
  fullFrom: full[2],
});
// English, Arabic and Spanish put a preposition before the unchanged name (with an article where
// the language wants one); Russian declines, so its forms are written out.
const en = (short: string, full: string, shortThe = false, fullThe = false) =>
  names(
    [short, `in ${shortThe ? 'the ' : ''}${short}`, `from ${shortThe ? 'the ' : ''}${short}`],
    [full, `in ${fullThe ? 'the ' : ''}${full}`, `from ${fullThe ? 'the ' : ''}${full}`],
  );
const ar = (short: string, full: string) => names([short, `في ${short}`, `من ${short}`], [full, `في ${full}`, `من ${full}`]);
const es = (short: string, full: string, shortArticle = '', fullArticle = '') =>
  names(
    [short, `en ${shortArticle}${short}`, `desde ${shortArticle}${short}`],
    [full, `en ${fullArticle}${full}`, `desde ${fullArticle}${full}`],
  );
const ru = (short: Forms, full: Forms) => names(short, full);

export const countryNames: Readonly<Record<CountryCode, Localized<CountryNames>>> = {
  ae: {
    en: en('UAE', 'United Arab Emirates', true, true),
    ar: ar('الإمارات', 'الإمارات العربية المتحدة'),
    ru: ru(['ОАЭ', 'в ОАЭ', 'из ОАЭ'], ['Объединённые Арабские Эмираты', 'в Объединённых Арабских Эмиратах', 'из Объединённых Арабских Эмиратов']),
    es: es('EAU', 'Emiratos Árabes Unidos', 'los ', 'los '),
  },
  om: {
    en: en('Oman', 'Sultanate of Oman', false, true),
    ar: ar('عُمان', 'سلطنة عُمان'),
    ru: ru(['Оман', 'в Омане', 'из Омана'], ['Султанат Оман', 'в Султанате Оман', 'из Султаната Оман']),
    es: es('Omán', 'Sultanato de Omán', '', 'el '),
  },
  mx: {
    en: en('Mexico', 'United Mexican States', false, true),
    ar: ar('المكسيك', 'الولايات المتحدة المكسيكية'),
    ru: ru(['Мексика', 'в Мексике', 'из Мексики'], ['Мексиканские Соединённые Штаты', 'в Мексиканских Соединённых Штатах', 'из Мексиканских Соединённых Штатов']),
    es: es('México', 'Estados Unidos Mexicanos', '', 'los '),
  },
  ru: {
    en: en('Russia', 'Russian Federation', false, true),
    ar: ar('روسيا', 'روسيا الاتحادية'),
    ru: ru(['Россия', 'в России', 'из России'], ['Российская Федерация', 'в Российской Федерации', 'из Российской Федерации']),
    es: es('Rusia', 'Federación de Rusia', '', 'la '),
  },
  by: {
    en: en('Belarus', 'Republic of Belarus', false, true),
    ar: ar('بيلاروس', 'جمهورية بيلاروس'),
    ru: ru(['Беларусь', 'в Беларуси', 'из Беларуси'], ['Республика Беларусь', 'в Республике Беларусь', 'из Республики Беларусь']),
    es: es('Bielorrusia', 'República de Belarús', '', 'la '),
  },
  br: {
    en: en('Brazil', 'Federative Republic of Brazil', false, true),
    ar: ar('البرازيل', 'جمهورية البرازيل الاتحادية'),
    ru: ru(['Бразилия', 'в Бразилии', 'из Бразилии'], ['Федеративная Республика Бразилия', 'в Федеративной Республике Бразилия', 'из Федеративной Республики Бразилия']),
    es: es('Brasil', 'República Federativa de Brasil', '', 'la '),
  },
  qa: {
    en: en('Qatar', 'State of Qatar', false, true),
    ar: ar('قطر', 'دولة قطر'),
    ru: ru(['Катар', 'в Катаре', 'из Катара'], ['Государство Катар', 'в Государстве Катар', 'из Государства Катар']),
    es: es('Catar', 'Estado de Catar', '', 'el '),
  },
  sa: {
    en: en('Saudi Arabia', 'Kingdom of Saudi Arabia', false, true),
    ar: ar('السعودية', 'المملكة العربية السعودية'),
    ru: ru(['Саудовская Аравия', 'в Саудовской Аравии', 'из Саудовской Аравии'], ['Королевство Саудовская Аравия', 'в Королевстве Саудовская Аравия', 'из Королевства Саудовская Аравия']),
    es: es('Arabia Saudí', 'Reino de Arabia Saudí', '', 'el '),
  },
  es: {
    en: en('Spain', 'Kingdom of Spain', false, true),
    ar: ar('إسبانيا', 'مملكة إسبانيا'),
    ru: ru(['Испания', 'в Испании', 'из Испании'], ['Королевство Испания', 'в Королевстве Испания', 'из Королевства Испания']),
    es: es('España', 'Reino de España', '', 'el '),
  },
  co: {
    en: en('Colombia', 'Republic of Colombia', false, true),
    ar: ar('كولومبيا', 'جمهورية كولومبيا'),
    ru: ru(['Колумбия', 'в Колумбии', 'из Колумбии'], ['Республика Колумбия', 'в Республике Колумбия', 'из Республики Колумбия']),
    es: es('Colombia', 'República de Colombia', '', 'la '),
  },
  eg: {
    en: en('Egypt', 'Arab Republic of Egypt', false, true),
    ar: ar('مصر', 'جمهورية مصر العربية'),
    ru: ru(['Египет', 'в Египте', 'из Египта'], ['Арабская Республика Египет', 'в Арабской Республике Египет', 'из Арабской Республики Египет']),
    es: es('Egipto', 'República Árabe de Egipto', '', 'la '),
  },
  kz: {
    en: en('Kazakhstan', 'Republic of Kazakhstan', false, true),
    ar: ar('كازاخستان', 'جمهورية كازاخستان'),
    ru: ru(['Казахстан', 'в Казахстане', 'из Казахстана'], ['Республика Казахстан', 'в Республике Казахстан', 'из Республики Казахстан']),
    es: es('Kazajistán', 'República de Kazajistán', '', 'la '),
  },
  ma: {
    en: en('Morocco', 'Kingdom of Morocco', false, true),
    ar: ar('المغرب', 'المملكة المغربية'),
    ru: ru(['Марокко', 'в Марокко', 'из Марокко'], ['Королевство Марокко', 'в Королевстве Марокко', 'из Королевства Марокко']),
    es: es('Marruecos', 'Reino de Marruecos', '', 'el '),
  },
  ge: {
    en: en('Georgia', 'Georgia'),
    ar: ar('جورجيا', 'جورجيا'),
    ru: ru(['Грузия', 'в Грузии', 'из Грузии'], ['Грузия', 'в Грузии', 'из Грузии']),
    es: es('Georgia', 'Georgia'),
  },
  uz: {
    en: en('Uzbekistan', 'Republic of Uzbekistan', false, true),
    ar: ar('أوزبكستان', 'جمهورية أوزبكستان'),
    ru: ru(['Узбекистан', 'в Узбекистане', 'из Узбекистана'], ['Республика Узбекистан', 'в Республике Узбекистан', 'из Республики Узбекистан']),
    es: es('Uzbekistán', 'República de Uzbekistán', '', 'la '),
  },
};

/** Mobile number patterns that libphonenumber-js accepts for each country (`#` is a seeded digit). */
export const storePhonePatterns: Readonly<Record<CountryCode, string>> = {
  ae: '+97150#######',
  om: '+96892######',
  mx: '+5255########',
  ru: '+7916#######',
  by: '+37529#######',
  br: '+55119########',
  qa: '+97455######',
  sa: '+96650#######',
  es: '+34612######',
  co: '+57310#######',
  eg: '+20100#######',
  kz: '+7701#######',
  ma: '+212612######',
  ge: '+995555######',
  uz: '+99890#######',
};
