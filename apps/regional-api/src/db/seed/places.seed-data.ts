import type { CountryCode } from '../../countries';
import { georgian, portuguese, uzbek, type PlaceForms, type PlaceNames } from './place-names';
import { inLanguages, type Localized } from './texts';

/** A city beyond the namesake city of each region: `region` is the region it belongs to. */
export interface ExtraCity extends PlaceNames {
  slug: string;
  region: string;
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
  ae: { slug: 'al-ain', region: 'abu-dhabi', en: 'Al Ain', ar: 'العين', es: 'Al Ain', ru: ['Аль-Айн', 'в Аль-Айне', 'из Аль-Айна'], pt: 'Al Ain', fr: 'Al-Aïn', ka: 'ელ-აინი', uz: 'Al-Ayn', geo: [24.2075, 55.7447] },
  om: { slug: 'seeb', region: 'muscat', en: 'Seeb', ar: 'السيب', es: 'Seeb', ru: ['Эс-Сиб', 'в Эс-Сибе', 'из Эс-Сиба'], pt: 'Seeb', fr: 'Seeb', ka: 'სიბი', uz: 'Sib', geo: [23.6703, 58.1891] },
  mx: { slug: 'zapopan', region: 'guadalajara', en: 'Zapopan', ar: 'زابوبان', es: 'Zapopan', ru: ['Сапопан', 'в Сапопане', 'из Сапопана'], pt: 'Zapopan', fr: 'Zapopan', ka: 'საპოპანი', uz: 'Sapopan', geo: [20.7236, -103.3848] },
  ru: {
    slug: 'krasnogorsk',
    region: 'moscow',
    en: 'Krasnogorsk',
    ar: 'كراسنوغورسك',
    es: 'Krasnogorsk',
    ru: ['Красногорск', 'в Красногорске', 'из Красногорска'],
    pt: 'Krasnogorsk',
    fr: 'Krasnogorsk',
    ka: 'კრასნოგორსკი',
    uz: 'Krasnogorsk',
    geo: [55.8204, 37.3302],
  },
  by: { slug: 'barysaw', region: 'minsk', en: 'Barysaw', ar: 'باريساو', es: 'Borísov', ru: ['Борисов', 'в Борисове', 'из Борисова'], pt: 'Borisov', fr: 'Borissov', ka: 'ბორისოვი', uz: 'Borisov', geo: [54.2279, 28.505] },
  br: { slug: 'campinas', region: 'sao-paulo', en: 'Campinas', ar: 'كامبيناس', es: 'Campinas', ru: ['Кампинас', 'в Кампинасе', 'из Кампинаса'], pt: 'Campinas', fr: 'Campinas', ka: 'კამპინასი', uz: 'Kampinas', geo: [-22.9099, -47.0626] },
  qa: { slug: 'lusail', region: 'doha', en: 'Lusail', ar: 'لوسيل', es: 'Lusail', ru: ['Лусаил', 'в Лусаиле', 'из Лусаила'], pt: 'Lusail', fr: 'Lusail', ka: 'ლუსაილი', uz: 'Lusail', geo: [25.4207, 51.4904] },
  sa: { slug: 'dhahran', region: 'dammam', en: 'Dhahran', ar: 'الظهران', es: 'Dhahran', ru: ['Дахран', 'в Дахране', 'из Дахрана'], pt: 'Dhahran', fr: 'Dhahran', ka: 'დაჰრანი', uz: 'Zahron', geo: [26.2361, 50.0393] },
  es: { slug: 'getafe', region: 'madrid', en: 'Getafe', ar: 'خيتافي', es: 'Getafe', ru: ['Хетафе', 'в Хетафе', 'из Хетафе'], pt: 'Getafe', fr: 'Getafe', ka: 'ხეტაფე', uz: 'Xetafe', geo: [40.3083, -3.7327] },
  co: { slug: 'envigado', region: 'medellin', en: 'Envigado', ar: 'إنفيغادو', es: 'Envigado', ru: ['Энвигадо', 'в Энвигадо', 'из Энвигадо'], pt: 'Envigado', fr: 'Envigado', ka: 'ენვიგადო', uz: 'Envigado', geo: [6.1759, -75.5917] },
  eg: {
    slug: 'sixth-of-october',
    region: 'giza',
    en: '6th of October City',
    ar: 'مدينة السادس من أكتوبر',
    es: 'Ciudad 6 de Octubre',
    ru: ['Город 6 Октября', 'в Городе 6 Октября', 'из Города 6 Октября'],
    pt: portuguese('Cidade 6 de Outubro', 'a'),
    fr: '6-Octobre',
    ka: '6 ოქტომბრის ქალაქი',
    uz: '6-Oktyabr shahri',
    geo: [29.9285, 30.9188],
  },
  kz: { slug: 'kaskelen', region: 'almaty', en: 'Kaskelen', ar: 'كاسكيلين', es: 'Kaskelén', ru: ['Каскелен', 'в Каскелене', 'из Каскелена'], pt: 'Kaskelen', fr: 'Kaskelen', ka: 'კასკელენი', uz: 'Qaskelen', geo: [43.2, 76.62] },
  ma: {
    slug: 'mohammedia',
    region: 'casablanca',
    en: 'Mohammedia',
    ar: 'المحمدية',
    es: 'Mohammedia',
    ru: ['Мохаммедия', 'в Мохаммедии', 'из Мохаммедии'],
    pt: 'Mohammedia',
    fr: 'Mohammédia',
    ka: 'მოჰამედია',
    uz: 'Muhammadiya',
    geo: [33.6866, -7.383],
  },
  ge: { slug: 'rustavi', region: 'tbilisi', en: 'Rustavi', ar: 'روستافي', es: 'Rustavi', ru: ['Рустави', 'в Рустави', 'из Рустави'], pt: 'Rustavi', fr: 'Roustavi', ka: 'რუსთავი', uz: 'Rustavi', geo: [41.5495, 44.9939] },
  uz: { slug: 'chirchiq', region: 'tashkent', en: 'Chirchiq', ar: 'تشيرتشيك', es: 'Chirchik', ru: ['Чирчик', 'в Чирчике', 'из Чирчика'], pt: 'Chirchiq', fr: 'Tchirtchik', ka: 'ჩირჩიკი', uz: 'Chirchiq', geo: [41.4689, 69.5822] },
};

export type StoreKind = 'showroom' | 'service' | 'dealer';

/**
 * Store names: `{brand}` is the storefront's name in the language (texts.ts BRAND), `{city}` the
 * city's. Quoted where the language quotes a name set beside a noun. Spanish leaves the brand out:
 * its texts serve Spain and Mexico, whose storefronts name the brand differently.
 */
export const storeKindNames: Readonly<Record<StoreKind, Localized>> = {
  showroom: {
    en: '{brand} showroom {city}',
    ar: 'صالة عرض {brand} في {city}',
    ru: 'Шоурум «{brand}» {city}',
    es: 'Showroom {city}',
    pt: 'Showroom {brand} {city}',
    fr: 'Showroom {brand} {city}',
    ka: 'შოურუმი „{brand}“, {city}',
    uz: '«{brand}» shourumi, {city}',
  },
  service: {
    en: '{brand} service centre {city}',
    ar: 'مركز خدمة {brand} في {city}',
    ru: 'Сервисный центр «{brand}» {city}',
    es: 'Centro de servicio {city}',
    pt: 'Centro de serviços {brand} {city}',
    fr: 'Centre de service {brand} {city}',
    ka: 'სერვის-ცენტრი „{brand}“, {city}',
    uz: '«{brand}» servis markazi, {city}',
  },
  dealer: {
    en: '{brand} dealer {city}',
    ar: 'وكيل {brand} في {city}',
    ru: 'Дилер «{brand}» {city}',
    es: 'Concesionario {city}',
    pt: 'Concessionária {brand} {city}',
    fr: 'Concessionnaire {brand} {city}',
    ka: 'დილერი „{brand}“, {city}',
    uz: '«{brand}» dileri, {city}',
  },
};

/** A store in a region's namesake city, on a real main road of that city. */
export interface SeedStoreSpec {
  city: string;
  kind: StoreKind;
  street: Localized;
}

const street = inLanguages;

/** Three stores per country (four in the UAE: one in a region that is switched off). */
export const storesByCountry: Readonly<Record<CountryCode, readonly SeedStoreSpec[]>> = {
  ae: [
    { city: 'dubai', kind: 'showroom', street: street('Sheikh Zayed Road', 'شارع الشيخ زايد', 'шоссе Шейха Зайеда', 'Carretera Sheikh Zayed', 'Rodovia Sheikh Zayed', 'Route Cheikh-Zayed', 'შეიხ ზაიდის გზატკეცილი', 'Shayx Zoyid shossesi') },
    { city: 'abu-dhabi', kind: 'service', street: street('Al Salam Street', 'شارع السلام', 'улица Ас-Салам', 'Calle Al Salam', 'Rua Al Salam', 'Rue Al-Salam', 'ას-სალამის ქუჩა', 'As-Salom koʻchasi') },
    { city: 'sharjah', kind: 'dealer', street: street('Al Wahda Street', 'شارع الوحدة', 'улица Аль-Вахда', 'Calle Al Wahda', 'Rua Al Wahda', 'Rue Al-Wahda', 'ალ-ვაჰდას ქუჩა', 'Al-Vahda koʻchasi') },
    { city: 'ras-al-khaimah', kind: 'dealer', street: street('Al Muntasir Road', 'شارع المنتصر', 'улица Аль-Мунтасир', 'Calle Al Muntasir', 'Rua Al Muntasir', 'Rue Al-Muntasir', 'ალ-მუნთასირის ქუჩა', 'Al-Muntasir koʻchasi') },
  ],
  om: [
    { city: 'muscat', kind: 'showroom', street: street('Sultan Qaboos Street', 'شارع السلطان قابوس', 'улица Султана Кабуса', 'Calle Sultán Qabús', 'Rua Sultão Qaboos', 'Rue Sultan-Qabous', 'სულთან კაბუსის ქუჩა', 'Sulton Qobus koʻchasi') },
    { city: 'salalah', kind: 'dealer', street: street('Robat Street', 'شارع الرباط', 'улица Рубат', 'Calle Robat', 'Rua Robat', 'Rue Robat', 'რობატის ქუჩა', 'Robat koʻchasi') },
    { city: 'sohar', kind: 'service', street: street('Sohar Corniche', 'كورنيش صحار', 'набережная Сохара', 'Paseo marítimo de Sohar', 'Orla de Sohar', 'Corniche de Sohar', 'სოჰარის სანაპირო', 'Sohar sohilboʻyi') },
  ],
  mx: [
    { city: 'ciudad-de-mexico', kind: 'showroom', street: street('Avenida Insurgentes Sur', 'جادة إنسورخنتس سور', 'проспект Инсурхентес-Сур', 'Avenida Insurgentes Sur', 'Avenida Insurgentes Sur', 'Avenue Insurgentes Sur', 'ინსურხენტეს-სურის გამზირი', 'Insurxentes-Sur shoh koʻchasi') },
    { city: 'guadalajara', kind: 'dealer', street: street('Avenida Vallarta', 'جادة فايارتا', 'проспект Вальярта', 'Avenida Vallarta', 'Avenida Vallarta', 'Avenue Vallarta', 'ვალიარტას გამზირი', 'Valyarta shoh koʻchasi') },
    { city: 'monterrey', kind: 'service', street: street('Avenida Constitución', 'جادة الدستور', 'проспект Конституции', 'Avenida Constitución', 'Avenida Constitución', 'Avenue Constitución', 'კონსტიტუციის გამზირი', 'Konstitutsiya shoh koʻchasi') },
  ],
  ru: [
    { city: 'moscow', kind: 'showroom', street: street('Leninsky Prospekt', 'شارع لينينسكي', 'Ленинский проспект', 'Avenida Leninski', 'Avenida Leninsky', 'Perspective Leninski', 'ლენინის გამზირი', 'Leninskiy prospekti') },
    { city: 'saint-petersburg', kind: 'dealer', street: street('Nevsky Prospekt', 'شارع نيفسكي', 'Невский проспект', 'Avenida Nevski', 'Avenida Nevsky', 'Perspective Nevski', 'ნევის გამზირი', 'Nevskiy prospekti') },
    { city: 'kazan', kind: 'service', street: street('Pobedy Avenue', 'جادة النصر', 'проспект Победы', 'Avenida de la Victoria', 'Avenida da Vitória', 'Avenue de la Victoire', 'გამარჯვების გამზირი', 'Gʻalaba prospekti') },
  ],
  by: [
    { city: 'minsk', kind: 'showroom', street: street('Independence Avenue', 'جادة الاستقلال', 'проспект Независимости', 'Avenida de la Independencia', 'Avenida da Independência', 'Avenue de l’Indépendance', 'დამოუკიდებლობის გამზირი', 'Mustaqillik prospekti') },
    { city: 'brest', kind: 'dealer', street: street('Masherov Avenue', 'جادة ماشيروف', 'проспект Машерова', 'Avenida Masherov', 'Avenida Masherov', 'Avenue Macherov', 'მაშეროვის გამზირი', 'Masherov prospekti') },
    { city: 'grodno', kind: 'service', street: street('Sovetskaya Street', 'الشارع السوفيتي', 'Советская улица', 'Calle Soviétskaya', 'Rua Sovetskaya', 'Rue Sovietskaïa', 'საბჭოთა ქუჩა', 'Sovetskaya koʻchasi') },
  ],
  br: [
    { city: 'sao-paulo', kind: 'showroom', street: street('Avenida Paulista', 'جادة باوليستا', 'авенида Паулиста', 'Avenida Paulista', 'Avenida Paulista', 'Avenue Paulista', 'პაულისტას გამზირი', 'Paulista shoh koʻchasi') },
    { city: 'rio-de-janeiro', kind: 'dealer', street: street('Avenida das Américas', 'جادة الأمريكتين', 'авенида дас Америкас', 'Avenida de las Américas', 'Avenida das Américas', 'Avenue des Amériques', 'ამერიკების გამზირი', 'Amerikalar shoh koʻchasi') },
    { city: 'brasilia', kind: 'service', street: street('Eixo Monumental', 'المحور الضخم', 'Монументальная ось', 'Eje Monumental', 'Eixo Monumental', 'Axe monumental', 'მონუმენტური ღერძი', 'Monumental oʻq') },
  ],
  qa: [
    { city: 'doha', kind: 'showroom', street: street('Salwa Road', 'طريق سلوى', 'шоссе Салва', 'Carretera de Salwa', 'Rodovia Salwa', 'Route de Salwa', 'სალვას გზა', 'Salva yoʻli') },
    { city: 'al-rayyan', kind: 'service', street: street('Al Rayyan Road', 'طريق الريان', 'шоссе Эр-Райян', 'Carretera de Al Rayyan', 'Rodovia Al Rayyan', 'Route d’Al-Rayyan', 'ერ-რაიანის გზა', 'Ar-Rayyon yoʻli') },
    { city: 'al-wakrah', kind: 'dealer', street: street('Al Wakrah Main Road', 'شارع الوكرة الرئيسي', 'главная улица Эль-Вакры', 'Avenida principal de Al Wakrah', 'Avenida Principal de Al Wakrah', 'Route principale d’Al-Wakrah', 'ელ-ვაკრას მთავარი ქუჩა', 'Al-Vakra bosh koʻchasi') },
  ],
  sa: [
    { city: 'riyadh', kind: 'showroom', street: street('King Fahd Road', 'طريق الملك فهد', 'шоссе Короля Фахда', 'Carretera Rey Fahd', 'Rodovia Rei Fahd', 'Route du Roi-Fahd', 'მეფე ფაჰდის გზატკეცილი', 'Qirol Fahd yoʻli') },
    { city: 'jeddah', kind: 'dealer', street: street('Prince Sultan Street', 'شارع الأمير سلطان', 'улица Принца Султана', 'Calle Príncipe Sultán', 'Rua Príncipe Sultan', 'Rue du Prince-Sultan', 'პრინც სულთანის ქუჩა', 'Shahzoda Sulton koʻchasi') },
    { city: 'dammam', kind: 'service', street: street('King Saud Street', 'شارع الملك سعود', 'улица Короля Сауда', 'Calle Rey Saud', 'Rua Rei Saud', 'Rue du Roi-Saoud', 'მეფე საუდის ქუჩა', 'Qirol Saud koʻchasi') },
  ],
  es: [
    { city: 'madrid', kind: 'showroom', street: street('Calle de Alcalá', 'شارع ألكالا', 'улица Алькала', 'Calle de Alcalá', 'Calle de Alcalá', 'Rue d’Alcalá', 'ალკალას ქუჩა', 'Alkala koʻchasi') },
    { city: 'barcelona', kind: 'dealer', street: street('Avinguda Diagonal', 'جادة دياغونال', 'проспект Диагональ', 'Avenida Diagonal', 'Avinguda Diagonal', 'Avenue Diagonal', 'დიაგონალის გამზირი', 'Diagonal shoh koʻchasi') },
    { city: 'valencia', kind: 'service', street: street('Avenida del Puerto', 'جادة الميناء', 'проспект Пуэрто', 'Avenida del Puerto', 'Avenida del Puerto', 'Avenue du Port', 'პორტის გამზირი', 'Port shoh koʻchasi') },
  ],
  co: [
    { city: 'bogota', kind: 'showroom', street: street('Avenida Carrera 68', 'جادة كاريرا 68', 'авенида Каррера 68', 'Avenida Carrera 68', 'Avenida Carrera 68', 'Avenue Carrera 68', 'კარერა 68-ის გამზირი', 'Karrera 68 shoh koʻchasi') },
    { city: 'medellin', kind: 'dealer', street: street('Avenida El Poblado', 'جادة إل بوبلادو', 'авенида Эль-Побладо', 'Avenida El Poblado', 'Avenida El Poblado', 'Avenue El Poblado', 'ელ-პობლადოს გამზირი', 'El-Poblado shoh koʻchasi') },
    { city: 'cali', kind: 'service', street: street('Calle 5', 'شارع 5', 'улица Калье 5', 'Calle 5', 'Calle 5', 'Rue 5', 'მე-5 ქუჩა', '5-koʻcha') },
  ],
  eg: [
    { city: 'cairo', kind: 'showroom', street: street('Salah Salem Street', 'شارع صلاح سالم', 'улица Салах Салем', 'Calle Salah Salem', 'Rua Salah Salem', 'Rue Salah-Salem', 'სალაჰ სალემის ქუჩა', 'Saloh Salim koʻchasi') },
    { city: 'alexandria', kind: 'dealer', street: street('El Horreya Road', 'طريق الحرية', 'улица Эль-Хуррия', 'Avenida El Horreya', 'Avenida El Horreya', 'Avenue El-Horreya', 'ელ-ჰორეიას გამზირი', 'Al-Hurriya shoh koʻchasi') },
    { city: 'giza', kind: 'service', street: street('Pyramids Road', 'شارع الهرم', 'улица Аль-Харам', 'Avenida de las Pirámides', 'Avenida das Pirâmides', 'Route des Pyramides', 'პირამიდების გზა', 'Ehromlar yoʻli') },
  ],
  kz: [
    { city: 'almaty', kind: 'showroom', street: street('Al-Farabi Avenue', 'جادة الفارابي', 'проспект Аль-Фараби', 'Avenida Al-Farabi', 'Avenida Al-Farabi', 'Avenue Al-Farabi', 'ალ-ფარაბის გამზირი', 'Al-Forobiy shoh koʻchasi') },
    { city: 'astana', kind: 'dealer', street: street('Mangilik El Avenue', 'جادة مانغيليك إل', 'проспект Мангилик Ел', 'Avenida Mangilik El', 'Avenida Mangilik El', 'Avenue Mangilik-El', 'მანგილიკ ელის გამზირი', 'Mangilik El shoh koʻchasi') },
    { city: 'shymkent', kind: 'service', street: street('Tauke Khan Avenue', 'جادة تاوكي خان', 'проспект Тауке хана', 'Avenida Tauke Khan', 'Avenida Tauke Khan', 'Avenue Tauke-Khan', 'თაუკე-ხანის გამზირი', 'Tauke xon shoh koʻchasi') },
  ],
  ma: [
    { city: 'casablanca', kind: 'showroom', street: street('Boulevard Zerktouni', 'شارع الزرقطوني', 'бульвар Зерктуни', 'Bulevar Zerktouni', 'Boulevard Zerktouni', 'Boulevard Zerktouni', 'ზერკტუნის ბულვარი', 'Zerktuni bulvari') },
    { city: 'rabat', kind: 'dealer', street: street('Avenue Mohammed V', 'شارع محمد الخامس', 'проспект Мухаммеда V', 'Avenida Mohammed V', 'Avenida Mohammed V', 'Avenue Mohammed-V', 'მუჰამედ V-ის გამზირი', 'Muhammad V shoh koʻchasi') },
    { city: 'marrakesh', kind: 'service', street: street('Avenue Mohammed VI', 'شارع محمد السادس', 'проспект Мухаммеда VI', 'Avenida Mohammed VI', 'Avenida Mohammed VI', 'Avenue Mohammed-VI', 'მუჰამედ VI-ის გამზირი', 'Muhammad VI shoh koʻchasi') },
  ],
  ge: [
    { city: 'tbilisi', kind: 'showroom', street: street('Rustaveli Avenue', 'جادة روستافيلي', 'проспект Руставели', 'Avenida Rustaveli', 'Avenida Rustaveli', 'Avenue Roustavéli', 'რუსთაველის გამზირი', 'Rustaveli prospekti') },
    { city: 'batumi', kind: 'dealer', street: street('Chavchavadze Street', 'شارع تشافتشافادزه', 'улица Чавчавадзе', 'Calle Chavchavadze', 'Rua Chavchavadze', 'Rue Tchavtchavadzé', 'ჭავჭავაძის ქუჩა', 'Chavchavadze koʻchasi') },
    { city: 'kutaisi', kind: 'service', street: street('Tamar Mepe Street', 'شارع الملكة تمار', 'улица Тамар Мепе', 'Calle Tamar Mepe', 'Rua Tamar Mepe', 'Rue de la Reine-Tamar', 'თამარ მეფის ქუჩა', 'Tamar Mepe koʻchasi') },
  ],
  uz: [
    { city: 'tashkent', kind: 'showroom', street: street('Amir Temur Avenue', 'جادة أمير تيمور', 'проспект Амира Темура', 'Avenida Amir Temur', 'Avenida Amir Temur', 'Avenue Amir-Timour', 'ამირ თემურის გამზირი', 'Amir Temur shoh koʻchasi') },
    { city: 'samarkand', kind: 'dealer', street: street('Registan Street', 'شارع ريجستان', 'улица Регистан', 'Calle Registán', 'Rua Registan', 'Rue du Régistan', 'რეგისტანის ქუჩა', 'Registon koʻchasi') },
    { city: 'bukhara', kind: 'service', street: street('Bahouddin Naqshband Street', 'شارع بهاء الدين نقشبند', 'улица Бахоутдина Накшбанда', 'Calle Bahauddin Naqshband', 'Rua Bahauddin Naqshband', 'Rue Bahaouddine-Naqshband', 'ბაჰაუდინ ნაყშბანდის ქუჩა', 'Bahouddin Naqshband koʻchasi') },
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

type Forms = PlaceForms;
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
// Portuguese and French contract their prepositions with the article each country takes (`no
// Brasil`, `aux Émirats`), so their forms are written out too; Georgian and Uzbek follow the
// rules of place-names.ts unless an adjective must agree (`გაერთიანებულ საამიროებში`).
const pt = (short: Forms, full: Forms) => names(short, full);
const fr = (short: Forms, full: Forms) => names(short, full);
const ka = (short: string | Forms, full: string | Forms) =>
  names(typeof short === 'string' ? georgian(short) : short, typeof full === 'string' ? georgian(full) : full);
const uz = (short: string, full: string) => names(uzbek(short), uzbek(full));

export const countryNames: Readonly<Record<CountryCode, Localized<CountryNames>>> = {
  ae: {
    en: en('UAE', 'United Arab Emirates', true, true),
    ar: ar('الإمارات', 'الإمارات العربية المتحدة'),
    ru: ru(['ОАЭ', 'в ОАЭ', 'из ОАЭ'], ['Объединённые Арабские Эмираты', 'в Объединённых Арабских Эмиратах', 'из Объединённых Арабских Эмиратов']),
    es: es('EAU', 'Emiratos Árabes Unidos', 'los ', 'los '),
    pt: pt(['EAU', 'nos EAU', 'dos EAU'], ['Emirados Árabes Unidos', 'nos Emirados Árabes Unidos', 'dos Emirados Árabes Unidos']),
    fr: fr(['EAU', 'aux EAU', 'des EAU'], ['Émirats arabes unis', 'aux Émirats arabes unis', 'des Émirats arabes unis']),
    ka: ka(
      ['არაბთა გაერთიანებული საამიროები', 'არაბთა გაერთიანებულ საამიროებში', 'არაბთა გაერთიანებული საამიროებიდან'],
      ['არაბთა გაერთიანებული საამიროები', 'არაბთა გაერთიანებულ საამიროებში', 'არაბთა გაერთიანებული საამიროებიდან'],
    ),
    uz: uz('BAA', 'Birlashgan Arab Amirliklari'),
  },
  om: {
    en: en('Oman', 'Sultanate of Oman', false, true),
    ar: ar('عُمان', 'سلطنة عُمان'),
    ru: ru(['Оман', 'в Омане', 'из Омана'], ['Султанат Оман', 'в Султанате Оман', 'из Султаната Оман']),
    es: es('Omán', 'Sultanato de Omán', '', 'el '),
    pt: pt(['Omã', 'em Omã', 'de Omã'], ['Sultanato de Omã', 'no Sultanato de Omã', 'do Sultanato de Omã']),
    fr: fr(['Oman', 'à Oman', 'd’Oman'], ['Sultanat d’Oman', 'au Sultanat d’Oman', 'du Sultanat d’Oman']),
    ka: ka('ომანი', 'ომანის სასულთნო'),
    uz: uz('Ummon', 'Ummon Sultonligi'),
  },
  mx: {
    en: en('Mexico', 'United Mexican States', false, true),
    ar: ar('المكسيك', 'الولايات المتحدة المكسيكية'),
    ru: ru(['Мексика', 'в Мексике', 'из Мексики'], ['Мексиканские Соединённые Штаты', 'в Мексиканских Соединённых Штатах', 'из Мексиканских Соединённых Штатов']),
    es: es('México', 'Estados Unidos Mexicanos', '', 'los '),
    pt: pt(['México', 'no México', 'do México'], ['Estados Unidos Mexicanos', 'nos Estados Unidos Mexicanos', 'dos Estados Unidos Mexicanos']),
    fr: fr(['Mexique', 'au Mexique', 'du Mexique'], ['États-Unis mexicains', 'aux États-Unis mexicains', 'des États-Unis mexicains']),
    ka: ka('მექსიკა', ['მექსიკის შეერთებული შტატები', 'მექსიკის შეერთებულ შტატებში', 'მექსიკის შეერთებული შტატებიდან']),
    uz: uz('Meksika', 'Meksika Qoʻshma Shtatlari'),
  },
  ru: {
    en: en('Russia', 'Russian Federation', false, true),
    ar: ar('روسيا', 'روسيا الاتحادية'),
    ru: ru(['Россия', 'в России', 'из России'], ['Российская Федерация', 'в Российской Федерации', 'из Российской Федерации']),
    es: es('Rusia', 'Federación de Rusia', '', 'la '),
    pt: pt(['Rússia', 'na Rússia', 'da Rússia'], ['Federação Russa', 'na Federação Russa', 'da Federação Russa']),
    fr: fr(['Russie', 'en Russie', 'de Russie'], ['Fédération de Russie', 'en Fédération de Russie', 'de la Fédération de Russie']),
    ka: ka('რუსეთი', 'რუსეთის ფედერაცია'),
    uz: uz('Rossiya', 'Rossiya Federatsiyasi'),
  },
  by: {
    en: en('Belarus', 'Republic of Belarus', false, true),
    ar: ar('بيلاروس', 'جمهورية بيلاروس'),
    ru: ru(['Беларусь', 'в Беларуси', 'из Беларуси'], ['Республика Беларусь', 'в Республике Беларусь', 'из Республики Беларусь']),
    es: es('Bielorrusia', 'República de Belarús', '', 'la '),
    pt: pt(['Belarus', 'em Belarus', 'de Belarus'], ['República de Belarus', 'na República de Belarus', 'da República de Belarus']),
    fr: fr(['Biélorussie', 'en Biélorussie', 'de Biélorussie'], ['République de Biélorussie', 'en République de Biélorussie', 'de la République de Biélorussie']),
    ka: ka('ბელარუსი', 'ბელარუსის რესპუბლიკა'),
    uz: uz('Belarus', 'Belarus Respublikasi'),
  },
  br: {
    en: en('Brazil', 'Federative Republic of Brazil', false, true),
    ar: ar('البرازيل', 'جمهورية البرازيل الاتحادية'),
    ru: ru(['Бразилия', 'в Бразилии', 'из Бразилии'], ['Федеративная Республика Бразилия', 'в Федеративной Республике Бразилия', 'из Федеративной Республики Бразилия']),
    es: es('Brasil', 'República Federativa de Brasil', '', 'la '),
    pt: pt(['Brasil', 'no Brasil', 'do Brasil'], ['República Federativa do Brasil', 'na República Federativa do Brasil', 'da República Federativa do Brasil']),
    fr: fr(['Brésil', 'au Brésil', 'du Brésil'], ['République fédérative du Brésil', 'en République fédérative du Brésil', 'de la République fédérative du Brésil']),
    ka: ka('ბრაზილია', ['ბრაზილიის ფედერაციული რესპუბლიკა', 'ბრაზილიის ფედერაციულ რესპუბლიკაში', 'ბრაზილიის ფედერაციული რესპუბლიკიდან']),
    uz: uz('Braziliya', 'Braziliya Federativ Respublikasi'),
  },
  qa: {
    en: en('Qatar', 'State of Qatar', false, true),
    ar: ar('قطر', 'دولة قطر'),
    ru: ru(['Катар', 'в Катаре', 'из Катара'], ['Государство Катар', 'в Государстве Катар', 'из Государства Катар']),
    es: es('Catar', 'Estado de Catar', '', 'el '),
    pt: pt(['Catar', 'no Catar', 'do Catar'], ['Estado do Catar', 'no Estado do Catar', 'do Estado do Catar']),
    fr: fr(['Qatar', 'au Qatar', 'du Qatar'], ['État du Qatar', 'dans l’État du Qatar', 'de l’État du Qatar']),
    ka: ka('კატარი', 'კატარის სახელმწიფო'),
    uz: uz('Qatar', 'Qatar Davlati'),
  },
  sa: {
    en: en('Saudi Arabia', 'Kingdom of Saudi Arabia', false, true),
    ar: ar('السعودية', 'المملكة العربية السعودية'),
    ru: ru(['Саудовская Аравия', 'в Саудовской Аравии', 'из Саудовской Аравии'], ['Королевство Саудовская Аравия', 'в Королевстве Саудовская Аравия', 'из Королевства Саудовская Аравия']),
    es: es('Arabia Saudí', 'Reino de Arabia Saudí', '', 'el '),
    pt: pt(['Arábia Saudita', 'na Arábia Saudita', 'da Arábia Saudita'], ['Reino da Arábia Saudita', 'no Reino da Arábia Saudita', 'do Reino da Arábia Saudita']),
    fr: fr(['Arabie saoudite', 'en Arabie saoudite', 'd’Arabie saoudite'], ['Royaume d’Arabie saoudite', 'au Royaume d’Arabie saoudite', 'du Royaume d’Arabie saoudite']),
    ka: ka('საუდის არაბეთი', 'საუდის არაბეთის სამეფო'),
    uz: uz('Saudiya Arabistoni', 'Saudiya Arabistoni Qirolligi'),
  },
  es: {
    en: en('Spain', 'Kingdom of Spain', false, true),
    ar: ar('إسبانيا', 'مملكة إسبانيا'),
    ru: ru(['Испания', 'в Испании', 'из Испании'], ['Королевство Испания', 'в Королевстве Испания', 'из Королевства Испания']),
    es: es('España', 'Reino de España', '', 'el '),
    pt: pt(['Espanha', 'na Espanha', 'da Espanha'], ['Reino da Espanha', 'no Reino da Espanha', 'do Reino da Espanha']),
    fr: fr(['Espagne', 'en Espagne', 'd’Espagne'], ['Royaume d’Espagne', 'au Royaume d’Espagne', 'du Royaume d’Espagne']),
    ka: ka('ესპანეთი', 'ესპანეთის სამეფო'),
    uz: uz('Ispaniya', 'Ispaniya Qirolligi'),
  },
  co: {
    en: en('Colombia', 'Republic of Colombia', false, true),
    ar: ar('كولومبيا', 'جمهورية كولومبيا'),
    ru: ru(['Колумбия', 'в Колумбии', 'из Колумбии'], ['Республика Колумбия', 'в Республике Колумбия', 'из Республики Колумбия']),
    es: es('Colombia', 'República de Colombia', '', 'la '),
    pt: pt(['Colômbia', 'na Colômbia', 'da Colômbia'], ['República da Colômbia', 'na República da Colômbia', 'da República da Colômbia']),
    fr: fr(['Colombie', 'en Colombie', 'de Colombie'], ['République de Colombie', 'en République de Colombie', 'de la République de Colombie']),
    ka: ka('კოლუმბია', 'კოლუმბიის რესპუბლიკა'),
    uz: uz('Kolumbiya', 'Kolumbiya Respublikasi'),
  },
  eg: {
    en: en('Egypt', 'Arab Republic of Egypt', false, true),
    ar: ar('مصر', 'جمهورية مصر العربية'),
    ru: ru(['Египет', 'в Египте', 'из Египта'], ['Арабская Республика Египет', 'в Арабской Республике Египет', 'из Арабской Республики Египет']),
    es: es('Egipto', 'República Árabe de Egipto', '', 'la '),
    pt: pt(['Egito', 'no Egito', 'do Egito'], ['República Árabe do Egito', 'na República Árabe do Egito', 'da República Árabe do Egito']),
    fr: fr(['Égypte', 'en Égypte', 'd’Égypte'], ['République arabe d’Égypte', 'en République arabe d’Égypte', 'de la République arabe d’Égypte']),
    ka: ka('ეგვიპტე', 'ეგვიპტის არაბთა რესპუბლიკა'),
    uz: uz('Misr', 'Misr Arab Respublikasi'),
  },
  kz: {
    en: en('Kazakhstan', 'Republic of Kazakhstan', false, true),
    ar: ar('كازاخستان', 'جمهورية كازاخستان'),
    ru: ru(['Казахстан', 'в Казахстане', 'из Казахстана'], ['Республика Казахстан', 'в Республике Казахстан', 'из Республики Казахстан']),
    es: es('Kazajistán', 'República de Kazajistán', '', 'la '),
    pt: pt(['Cazaquistão', 'no Cazaquistão', 'do Cazaquistão'], ['República do Cazaquistão', 'na República do Cazaquistão', 'da República do Cazaquistão']),
    fr: fr(['Kazakhstan', 'au Kazakhstan', 'du Kazakhstan'], ['République du Kazakhstan', 'en République du Kazakhstan', 'de la République du Kazakhstan']),
    ka: ka('ყაზახეთი', 'ყაზახეთის რესპუბლიკა'),
    uz: uz('Qozogʻiston', 'Qozogʻiston Respublikasi'),
  },
  ma: {
    en: en('Morocco', 'Kingdom of Morocco', false, true),
    ar: ar('المغرب', 'المملكة المغربية'),
    ru: ru(['Марокко', 'в Марокко', 'из Марокко'], ['Королевство Марокко', 'в Королевстве Марокко', 'из Королевства Марокко']),
    es: es('Marruecos', 'Reino de Marruecos', '', 'el '),
    pt: pt(['Marrocos', 'no Marrocos', 'do Marrocos'], ['Reino de Marrocos', 'no Reino de Marrocos', 'do Reino de Marrocos']),
    fr: fr(['Maroc', 'au Maroc', 'du Maroc'], ['Royaume du Maroc', 'au Royaume du Maroc', 'du Royaume du Maroc']),
    ka: ka('მაროკო', 'მაროკოს სამეფო'),
    uz: uz('Marokash', 'Marokash Qirolligi'),
  },
  ge: {
    en: en('Georgia', 'Georgia'),
    ar: ar('جورجيا', 'جورجيا'),
    ru: ru(['Грузия', 'в Грузии', 'из Грузии'], ['Грузия', 'в Грузии', 'из Грузии']),
    es: es('Georgia', 'Georgia'),
    pt: pt(['Geórgia', 'na Geórgia', 'da Geórgia'], ['Geórgia', 'na Geórgia', 'da Geórgia']),
    fr: fr(['Géorgie', 'en Géorgie', 'de Géorgie'], ['Géorgie', 'en Géorgie', 'de Géorgie']),
    ka: ka('საქართველო', 'საქართველო'),
    uz: uz('Gruziya', 'Gruziya'),
  },
  uz: {
    en: en('Uzbekistan', 'Republic of Uzbekistan', false, true),
    ar: ar('أوزبكستان', 'جمهورية أوزبكستان'),
    ru: ru(['Узбекистан', 'в Узбекистане', 'из Узбекистана'], ['Республика Узбекистан', 'в Республике Узбекистан', 'из Республики Узбекистан']),
    es: es('Uzbekistán', 'República de Uzbekistán', '', 'la '),
    pt: pt(['Uzbequistão', 'no Uzbequistão', 'do Uzbequistão'], ['República do Uzbequistão', 'na República do Uzbequistão', 'da República do Uzbequistão']),
    fr: fr(['Ouzbékistan', 'en Ouzbékistan', 'd’Ouzbékistan'], ['République d’Ouzbékistan', 'en République d’Ouzbékistan', 'de la République d’Ouzbékistan']),
    ka: ka('უზბეკეთი', 'უზბეკეთის რესპუბლიკა'),
    uz: uz('Oʻzbekiston', 'Oʻzbekiston Respublikasi'),
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
