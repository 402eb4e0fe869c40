import type { CountryCode } from '../../countries';
import type { Shape } from '../../images/image-recipe';
import type { Localized } from './texts';

export interface SeedOffer {
  slug: string;
  discountPercent: number;
  startsAt: string;
  endsAt: string;
  /** Leaf categories whose products the offer covers. */
  leaves: readonly string[];
  /** Countries it runs in; undefined is all of them. */
  countries?: readonly CountryCode[];
  shape: Shape;
  title: Localized;
  description: Localized;
  conditions: Localized;
}

const ALL_YEAR = { startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2030-12-31T23:59:59.000Z' };
const COASTAL: readonly CountryCode[] = ['ae', 'om', 'mx', 'ru', 'br', 'qa', 'sa', 'es', 'co', 'eg', 'ma', 'ge'];

/**
 * Offers are percentage discounts on a set of products, applied by `quotation/get` while they
 * run. They never stack: a product in two running offers gets the larger discount.
 */
export const seedOffers: readonly SeedOffer[] = [
  {
    slug: 'enduro-season',
    discountPercent: 10,
    ...ALL_YEAR,
    leaves: ['enduro'],
    shape: 'motorcycle',
    title: { en: 'Enduro season: 10 % off', ar: 'موسم الإندورو: خصم 10 %', ru: 'Сезон эндуро: скидка 10 %', es: 'Temporada de enduro: 10 % de descuento' },
    description: {
      en: 'Every Raptor and Ridgeback enduro motorcycle is 10 % cheaper in your cart.',
      ar: 'تحصل على خصم 10 % في سلة التسوق على كل دراجات إندورو من Raptor وRidgeback.',
      ru: 'Все мотоциклы эндуро Raptor и Ridgeback в корзине дешевле на 10 %.',
      es: 'Todas las motos de enduro Raptor y Ridgeback son un 10 % más baratas en tu carrito.',
    },
    conditions: {
      en: 'The discount is applied to the catalogue price at checkout and cannot be combined with other offers.',
      ar: 'يُطبّق الخصم على سعر الكتالوج عند الدفع ولا يمكن جمعه مع عروض أخرى.',
      ru: 'Скидка применяется к каталожной цене при оформлении заказа и не суммируется с другими акциями.',
      es: 'El descuento se aplica al precio de catálogo al finalizar la compra y no es acumulable con otras ofertas.',
    },
  },
  {
    slug: 'power-backup',
    discountPercent: 12,
    ...ALL_YEAR,
    leaves: ['inverter-generators'],
    shape: 'generator',
    title: { en: 'Power backup: 12 % off inverters', ar: 'طاقة احتياطية: خصم 12 % على مولدات الإنفرتر', ru: 'Резервное питание: −12 % на инверторы', es: 'Energía de reserva: 12 % en generadores inverter' },
    description: {
      en: 'Quiet, clean power for home and camping: all Quietline inverter generators at 12 % off.',
      ar: 'طاقة هادئة ونظيفة للمنزل والتخييم: جميع مولدات Quietline بخصم 12 %.',
      ru: 'Тихая и стабильная энергия для дома и отдыха: все инверторные генераторы Quietline со скидкой 12 %.',
      es: 'Energía limpia y silenciosa para casa y camping: todos los inverter Quietline con un 12 % de descuento.',
    },
    conditions: {
      en: 'While stocks last. The discount is shown in the cart.',
      ar: 'حتى نفاد الكمية. يظهر الخصم في سلة التسوق.',
      ru: 'Пока товар есть в наличии. Скидка отображается в корзине.',
      es: 'Hasta agotar existencias. El descuento se muestra en el carrito.',
    },
  },
  {
    slug: 'garden-ready',
    discountPercent: 15,
    ...ALL_YEAR,
    leaves: ['push-mowers', 'self-propelled-mowers', 'grass-trimmers'],
    shape: 'mower',
    title: { en: 'Garden ready: 15 % off', ar: 'حديقتك جاهزة: خصم 15 %', ru: 'Сад готов: скидка 15 %', es: 'Jardín a punto: 15 % de descuento' },
    description: {
      en: 'Greenline mowers and Edge trimmers at 15 % off, so the lawn is ready before the heat.',
      ar: 'جزازات Greenline وقاطعات Edge بخصم 15 %، لتكون حديقتك جاهزة قبل اشتداد الحر.',
      ru: 'Газонокосилки Greenline и триммеры Edge со скидкой 15 % — газон будет готов до жары.',
      es: 'Cortacéspedes Greenline y recortadoras Edge con un 15 % de descuento, para tener el césped listo antes del calor.',
    },
    conditions: {
      en: 'Applies to push mowers, self-propelled mowers and grass trimmers.',
      ar: 'يشمل جزازات الدفع اليدوي والجزازات ذاتية الدفع وقاطعات الأعشاب.',
      ru: 'Действует на несамоходные и самоходные газонокосилки и триммеры.',
      es: 'Válido para cortacéspedes de empuje, autopropulsados y recortadoras.',
    },
  },
  {
    slug: 'on-the-water',
    discountPercent: 8,
    ...ALL_YEAR,
    leaves: ['four-stroke-outboards', 'propellers'],
    countries: COASTAL,
    shape: 'outboard',
    title: { en: 'On the water: 8 % off', ar: 'على الماء: خصم 8 %', ru: 'На воде: скидка 8 %', es: 'En el agua: 8 % de descuento' },
    description: {
      en: 'Marlin four-stroke outboards and propellers at 8 % off in coastal countries.',
      ar: 'محركات Marlin الخارجية رباعية الأشواط والمراوح بخصم 8 % في الدول الساحلية.',
      ru: 'Четырёхтактные моторы Marlin и гребные винты со скидкой 8 % в приморских странах.',
      es: 'Fueraborda de cuatro tiempos Marlin y hélices con un 8 % de descuento en los países con costa.',
    },
    conditions: {
      en: 'Installation by a Norrak service centre is recommended to keep the three-year warranty.',
      ar: 'يُنصح بالتركيب في مركز خدمة نوراك للحفاظ على الضمان لمدة ثلاث سنوات.',
      ru: 'Для сохранения трёхлетней гарантии рекомендуется установка в сервисном центре Norrak.',
      es: 'Se recomienda la instalación en un centro de servicio Norrak para conservar la garantía de tres años.',
    },
  },
  {
    slug: 'gear-up',
    discountPercent: 20,
    ...ALL_YEAR,
    leaves: ['helmets', 'jackets'],
    shape: 'helmet',
    title: { en: 'Gear up: 20 % off helmets and jackets', ar: 'استعد للطريق: خصم 20 % على الخوذ والسترات', ru: 'Экипируйся: −20 % на шлемы и куртки', es: 'Equípate: 20 % en cascos y chaquetas' },
    description: {
      en: 'Certified Apex, Trail and City helmets and Shield jackets at 20 % off.',
      ar: 'خوذ Apex وTrail وCity وسترات Shield المعتمدة بخصم 20 %.',
      ru: 'Сертифицированные шлемы Apex, Trail и City и куртки Shield со скидкой 20 %.',
      es: 'Cascos Apex, Trail y City y chaquetas Shield homologados con un 20 % de descuento.',
    },
    conditions: {
      en: 'Sizes can be exchanged within 30 days if the tags are intact.',
      ar: 'يمكن استبدال المقاسات خلال 30 يومًا إذا كانت البطاقات سليمة.',
      ru: 'Размер можно обменять в течение 30 дней при сохранённых бирках.',
      es: 'Las tallas se pueden cambiar en 30 días si conservan las etiquetas.',
    },
  },
  {
    slug: 'work-ready',
    discountPercent: 7,
    ...ALL_YEAR,
    leaves: ['utility-atv', 'utility-utv'],
    shape: 'utv',
    title: { en: 'Work ready: 7 % off utility vehicles', ar: 'جاهز للعمل: خصم 7 % على المركبات الخدمية', ru: 'Готов к работе: −7 % на утилитарную технику', es: 'Listo para trabajar: 7 % en vehículos utilitarios' },
    description: {
      en: 'Taiga and Forester utility ATVs and Workhorse side-by-sides at 7 % off for farms and businesses.',
      ar: 'دراجات Taiga وForester الرباعية ومركبات Workhorse بخصم 7 % للمزارع والشركات.',
      ru: 'Утилитарные квадроциклы Taiga и Forester и мотовездеходы Workhorse со скидкой 7 % для хозяйств и бизнеса.',
      es: 'Cuatrimotos utilitarias Taiga y Forester y UTV Workhorse con un 7 % de descuento para fincas y empresas.',
    },
    conditions: {
      en: 'Not combinable with fleet pricing.',
      ar: 'لا يُجمع مع أسعار الأساطيل.',
      ru: 'Не суммируется с корпоративными ценами для автопарков.',
      es: 'No acumulable con precios para flotas.',
    },
  },
  {
    slug: 'black-friday-2025',
    discountPercent: 25,
    startsAt: '2025-11-24T00:00:00.000Z',
    endsAt: '2025-12-01T23:59:59.000Z',
    leaves: ['scooters-125-300'],
    shape: 'scooter',
    title: { en: 'Black Friday 2025: 25 % off scooters', ar: 'الجمعة البيضاء 2025: خصم 25 % على السكوترات', ru: 'Чёрная пятница 2025: −25 % на скутеры', es: 'Black Friday 2025: 25 % en scooters' },
    description: {
      en: 'Our biggest scooter sale of 2025 has ended; thank you to everyone who joined it.',
      ar: 'انتهى أكبر تخفيض على السكوترات لعام 2025؛ شكرًا لكل من شارك فيه.',
      ru: 'Крупнейшая распродажа скутеров 2025 года завершена. Спасибо всем, кто в ней участвовал.',
      es: 'Nuestra mayor oferta de scooters de 2025 ha terminado; gracias a todos los que participasteis.',
    },
    conditions: {
      en: 'The offer ran from 24 November to 1 December 2025.',
      ar: 'استمر العرض من 24 نوفمبر إلى 1 ديسمبر 2025.',
      ru: 'Акция проходила с 24 ноября по 1 декабря 2025 года.',
      es: 'La oferta estuvo vigente del 24 de noviembre al 1 de diciembre de 2025.',
    },
  },
];

export interface SeedTaxonomy {
  slug: string;
  /** Products are picked from these leaves, in catalogue order, at most `limit`. */
  leaves: readonly string[];
  limit: number;
  shape: Shape;
  title: Localized;
  description: Localized;
}

/** Collections: hand-picked product sets the storefront shows at `/collections/{slug}`. */
export const seedTaxonomies: readonly SeedTaxonomy[] = [
  {
    slug: 'first-bike',
    leaves: ['pit-bikes', 'scooters-125-300', 'enduro'],
    limit: 12,
    shape: 'motorcycle',
    title: { en: 'Your first motorcycle', ar: 'دراجتك النارية الأولى', ru: 'Ваш первый мотоцикл', es: 'Tu primera moto' },
    description: {
      en: 'Light, forgiving machines to learn on, from pit bikes to 125 cc scooters and enduros.',
      ar: 'مركبات خفيفة وسهلة للتعلم عليها، من دراجات بيت بايك إلى سكوترات ودراجات إندورو بسعة 125 سم³.',
      ru: 'Лёгкая и прощающая ошибки техника для обучения: от питбайков до скутеров и эндуро на 125 см³.',
      es: 'Máquinas ligeras y nobles para aprender, desde pit bikes hasta scooters y motos de enduro de 125 cc.',
    },
  },
  {
    slug: 'off-grid',
    leaves: ['inverter-generators', 'portable-diesel-generators', 'clean-water-pumps'],
    limit: 12,
    shape: 'generator',
    title: { en: 'Off-grid power', ar: 'طاقة بعيدًا عن الشبكة', ru: 'Автономное электроснабжение', es: 'Energía autónoma' },
    description: {
      en: 'Generators and pumps for cabins, farms and camps far from the grid.',
      ar: 'مولدات ومضخات للأكواخ والمزارع والمخيمات البعيدة عن الشبكة الكهربائية.',
      ru: 'Генераторы и мотопомпы для домов, хозяйств и лагерей вдали от электросетей.',
      es: 'Generadores y bombas para cabañas, fincas y campamentos lejos de la red.',
    },
  },
  {
    slug: 'farm-and-ranch',
    leaves: ['utility-atv', 'utility-utv', 'walk-behind-tractors', 'diesel-irrigation-pumps'],
    limit: 16,
    shape: 'utv',
    title: { en: 'Farm and ranch', ar: 'المزارع والحقول', ru: 'Для фермы и хозяйства', es: 'Campo y granja' },
    description: {
      en: 'Vehicles and machines that work as hard as you do, season after season.',
      ar: 'مركبات وآلات تعمل بجد مثلك، موسمًا بعد موسم.',
      ru: 'Техника, которая работает так же упорно, как вы, сезон за сезоном.',
      es: 'Vehículos y máquinas que trabajan tanto como tú, temporada tras temporada.',
    },
  },
  {
    slug: 'weekend-on-the-water',
    leaves: ['two-stroke-outboards', 'trolling-motors', 'fuel-tanks'],
    limit: 12,
    shape: 'outboard',
    title: { en: 'Weekend on the water', ar: 'عطلة نهاية الأسبوع على الماء', ru: 'Выходные на воде', es: 'Fin de semana en el agua' },
    description: {
      en: 'Light outboards, trolling motors and tanks for fishing trips and lazy afternoons.',
      ar: 'محركات خارجية خفيفة ومحركات صيد وخزانات وقود لرحلات الصيد والأمسيات الهادئة.',
      ru: 'Лёгкие лодочные моторы, троллинговые моторы и баки для рыбалки и неспешных прогулок.',
      es: 'Fueraborda ligeros, motores de curricán y depósitos para salidas de pesca y tardes tranquilas.',
    },
  },
  {
    slug: 'city-commute',
    leaves: ['scooters-50', 'e-scooters', 'e-kick-scooters'],
    limit: 12,
    shape: 'scooter',
    title: { en: 'City commute', ar: 'التنقل في المدينة', ru: 'По городу', es: 'Movilidad urbana' },
    description: {
      en: 'Scooters and kick scooters that beat traffic and park anywhere.',
      ar: 'سكوترات وسكوترات ركل تتجاوز الزحام وتُركن في أي مكان.',
      ru: 'Скутеры и самокаты, которые объезжают пробки и паркуются где угодно.',
      es: 'Scooters y patinetes que esquivan el tráfico y aparcan en cualquier sitio.',
    },
  },
  {
    slug: 'service-essentials',
    leaves: ['oils-lubricants', 'filters', 'batteries-spark-plugs'],
    limit: 21,
    shape: 'wrench',
    title: { en: 'Service essentials', ar: 'أساسيات الصيانة', ru: 'Всё для ТО', es: 'Básicos de mantenimiento' },
    description: {
      en: 'Oils, filters, plugs and batteries for the next scheduled service.',
      ar: 'زيوت وفلاتر وشمعات وبطاريات للصيانة الدورية القادمة.',
      ru: 'Масла, фильтры, свечи и аккумуляторы для следующего планового ТО.',
      es: 'Aceites, filtros, bujías y baterías para la próxima revisión.',
    },
  },
];

export interface SeedBanner {
  slug: string;
  placement: 'home-hero' | 'catalog-top' | 'offers-top';
  link: string;
  theme: 'dark' | 'light';
  shape: Shape;
  colour: string;
  title: Localized;
  subtitle: Localized;
  cta: Localized;
}

/** Links are storefront paths below `/{region_locale}/`. */
export const seedBanners: readonly SeedBanner[] = [
  {
    slug: 'hero-enduro-season',
    placement: 'home-hero',
    link: '/catalog/motorcycles/off-road-motorcycles/enduro/?offers.slug=enduro-season',
    theme: 'dark',
    shape: 'motorcycle',
    colour: '#D7261E',
    title: { en: 'Enduro season is open', ar: 'موسم الإندورو بدأ', ru: 'Сезон эндуро открыт', es: 'Empieza la temporada de enduro' },
    subtitle: {
      en: 'Raptor and Ridgeback at 10 % off, with a two-year warranty.',
      ar: 'Raptor وRidgeback بخصم 10 % مع ضمان لمدة عامين.',
      ru: 'Raptor и Ridgeback со скидкой 10 % и гарантией два года.',
      es: 'Raptor y Ridgeback con un 10 % de descuento y dos años de garantía.',
    },
    cta: { en: 'Choose your enduro', ar: 'اختر دراجتك', ru: 'Выбрать эндуро', es: 'Elige tu enduro' },
  },
  {
    slug: 'hero-marlin-outboards',
    placement: 'home-hero',
    link: '/catalog/outboard-motors/petrol-outboards/four-stroke-outboards/',
    theme: 'dark',
    shape: 'outboard',
    colour: '#5B6168',
    title: { en: 'Marlin four-stroke outboards', ar: 'محركات Marlin الخارجية رباعية الأشواط', ru: 'Четырёхтактные моторы Marlin', es: 'Fueraborda de cuatro tiempos Marlin' },
    subtitle: {
      en: 'From 2.5 to 115 hp, with a three-year warranty.',
      ar: 'من 2.5 إلى 115 حصانًا مع ضمان لمدة ثلاث سنوات.',
      ru: 'От 2,5 до 115 л. с. с гарантией три года.',
      es: 'De 2,5 a 115 CV, con tres años de garantía.',
    },
    cta: { en: 'See the range', ar: 'اكتشف المجموعة', ru: 'Смотреть модели', es: 'Ver la gama' },
  },
  {
    slug: 'hero-off-grid',
    placement: 'home-hero',
    link: '/collections/off-grid/',
    theme: 'light',
    shape: 'generator',
    colour: '#F07C00',
    title: { en: 'Power wherever you are', ar: 'الطاقة أينما كنت', ru: 'Энергия там, где вы', es: 'Energía allá donde estés' },
    subtitle: {
      en: 'Generators and pumps for life off the grid.',
      ar: 'مولدات ومضخات للحياة بعيدًا عن الشبكة.',
      ru: 'Генераторы и мотопомпы для жизни вдали от сетей.',
      es: 'Generadores y bombas para vivir lejos de la red.',
    },
    cta: { en: 'Explore the collection', ar: 'استكشف المجموعة', ru: 'Открыть подборку', es: 'Descubrir la colección' },
  },
  {
    slug: 'catalog-gear-up',
    placement: 'catalog-top',
    link: '/catalog/parts-accessories/riding-gear/?offers.slug=gear-up',
    theme: 'dark',
    shape: 'helmet',
    colour: '#1D1D1F',
    title: { en: 'Gear up for less', ar: 'تجهّز بسعر أقل', ru: 'Экипировка дешевле', es: 'Equípate por menos' },
    subtitle: {
      en: 'Helmets and jackets at 20 % off.',
      ar: 'خوذ وسترات بخصم 20 %.',
      ru: 'Шлемы и куртки со скидкой 20 %.',
      es: 'Cascos y chaquetas con un 20 % de descuento.',
    },
    cta: { en: 'Shop riding gear', ar: 'تسوّق ملابس القيادة', ru: 'К экипировке', es: 'Comprar equipamiento' },
  },
  {
    slug: 'offers-garden-ready',
    placement: 'offers-top',
    link: '/catalog/garden-equipment/?offers.slug=garden-ready',
    theme: 'light',
    shape: 'mower',
    colour: '#2E8B3D',
    title: { en: 'Get the garden ready', ar: 'جهّز حديقتك', ru: 'Подготовьте сад', es: 'Pon a punto tu jardín' },
    subtitle: {
      en: 'Mowers and trimmers at 15 % off.',
      ar: 'جزازات وقاطعات أعشاب بخصم 15 %.',
      ru: 'Газонокосилки и триммеры со скидкой 15 %.',
      es: 'Cortacéspedes y recortadoras con un 15 % de descuento.',
    },
    cta: { en: 'See garden offers', ar: 'شاهد عروض الحديقة', ru: 'Садовые предложения', es: 'Ver ofertas de jardín' },
  },
];
