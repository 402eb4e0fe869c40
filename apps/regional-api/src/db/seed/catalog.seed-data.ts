import type { CharacteristicValue, Family } from './catalog-families';
import type { Shape } from '../../images/image-recipe';
import type { Localized } from './texts';

/** One product line of a leaf category: the model name and the figure its characteristics grow from. */
export interface ModelSpec {
  model: string;
  size: number;
  /** Overrides the leaf's noun (parts whose kind differs within one category). */
  noun?: Localized;
  usd?: number;
  extra?: readonly CharacteristicValue[];
}

export interface LeafCategory {
  slug: string;
  title: Localized;
  family: Family;
  variant: string;
  /** How a product is named: `{model}` is replaced by the model name. */
  noun: Localized;
  shape: Shape;
  colours: readonly string[];
  models: readonly ModelSpec[];
  /**
   * Models added to the leaf after the first catalogue: generated after every leaf's `models`, from
   * random streams of their own, so that adding them leaves every earlier product as it was.
   */
  addedModels?: readonly ModelSpec[];
}

export interface BranchCategory {
  slug: string;
  title: Localized;
  description?: Localized;
  icon: string;
  hidden?: true;
  /** Filters offered on this category and below (characteristic keys). */
  filters?: readonly string[];
  children: readonly (BranchCategory | LeafCategory)[];
}

export const isLeaf = (category: BranchCategory | LeafCategory): category is LeafCategory => 'family' in category;

const L = (en: string, ar: string, ru: string, es: string): Localized => ({ en, ar, ru, es });

/** `series × sizes`, in order, as many as asked: "Raptor 125", "Ridgeback 125", "Raptor 250" … */
function lineUp(series: readonly string[], sizes: readonly number[], count: number, format = (s: string, size: number) => `${s} ${size}`) {
  const models: ModelSpec[] = [];
  for (const size of sizes) for (const name of series) models.push({ model: format(name, size), size });
  if (models.length < count) throw new Error(`Only ${models.length} models for ${series.join('/')}`);
  return models.slice(0, count);
}

const vehicleColours = ['red', 'black', 'white', 'blue', 'orange', 'green', 'grey'];
const equipmentColours = ['orange', 'red', 'green', 'black', 'yellow'];

const n = (key: string, number: number): CharacteristicValue => ({ key, number });
const t = (key: string, term: string): CharacteristicValue => ({ key, term });
const fits = (term: string, value: string): CharacteristicValue => ({ key: 'compatibility', list: [{ term, value }] });
const sizes = (pairs: readonly [string, string][]): CharacteristicValue => ({
  key: 'sizes',
  list: pairs.map(([term, value]) => ({ term, value })),
});
const helmetSizes = sizes([
  ['size-xs', '53–54 cm'],
  ['size-s', '55–56 cm'],
  ['size-m', '57–58 cm'],
  ['size-l', '59–60 cm'],
  ['size-xl', '61–62 cm'],
]);
const gloveSizes = sizes([
  ['size-s', '19–20 cm'],
  ['size-m', '21–22 cm'],
  ['size-l', '23–24 cm'],
  ['size-xl', '25–26 cm'],
]);
const jacketSizes = sizes([
  ['size-s', '92–96 cm'],
  ['size-m', '96–100 cm'],
  ['size-l', '100–104 cm'],
  ['size-xl', '104–110 cm'],
  ['size-xxl', '110–116 cm'],
]);

function gear(model: string, usd: number, material: string, certification: string, season: string, grams: number, sizeList: CharacteristicValue, helmet = false): ModelSpec {
  return {
    model,
    size: grams,
    usd,
    extra: [
      n('model-year', 2026),
      t('material', material),
      t('certification', certification),
      t('season', season),
      n('weight-grams', grams),
      sizeList,
      ...(helmet
        ? [{ key: 'package-contents', list: [{ term: 'helmet-bag', value: 1 }, { term: 'pinlock', value: 1 }] } as CharacteristicValue]
        : []),
      n('warranty', helmet ? 24 : 12),
    ],
  };
}

function oil(model: string, usd: number, litres: number, base: string, viscosity: string, certification: string, fitsTerm: string, interval: number): ModelSpec {
  return {
    model,
    size: litres,
    usd,
    extra: [
      t('material', base),
      t('viscosity', viscosity),
      t('certification', certification),
      n('volume', litres),
      n('weight', Number((litres * 0.9).toFixed(1))),
      fits(fitsTerm, '2018–2027'),
      n('service-interval', interval),
      n('shelf-life', 60),
    ],
  };
}

const partNouns = {
  'oil-filter': L('Oil filter {model}', 'فلتر زيت {model}', 'Масляный фильтр {model}', 'Filtro de aceite {model}'),
  'air-filter': L('Air filter {model}', 'فلتر هواء {model}', 'Воздушный фильтр {model}', 'Filtro de aire {model}'),
  'fuel-filter': L('Fuel filter {model}', 'فلتر وقود {model}', 'Топливный фильтр {model}', 'Filtro de combustible {model}'),
  'spark-plug': L('Spark plug {model}', 'شمعة احتراق {model}', 'Свеча зажигания {model}', 'Bujía {model}'),
  'starter-battery': L('Starter battery {model}', 'بطارية تشغيل {model}', 'Стартерный аккумулятор {model}', 'Batería de arranque {model}'),
} as const;

function part(model: string, usd: number, type: keyof typeof partNouns, material: string, grams: number, fitsTerm: string, fitsValue: string, interval: number, colour: string): ModelSpec {
  return {
    model,
    size: grams,
    usd,
    noun: partNouns[type],
    extra: [
      t('part-type', type),
      t('material', material),
      t('certification', 'oem'),
      fits(fitsTerm, fitsValue),
      n('weight-grams', grams),
      n('service-interval', interval),
      n('warranty', 6),
      t('colour', colour),
    ],
  };
}

function propeller(model: string, usd: number, material: string, diameter: number, blades: number, fitsValue: string): ModelSpec {
  return {
    model,
    size: diameter,
    usd,
    extra: [
      t('part-type', 'boat-propeller'),
      t('material', material),
      t('certification', 'oem'),
      n('diameter', diameter),
      n('blades', blades),
      fits('models-outboards', fitsValue),
      n('weight-grams', Math.round(diameter * diameter * (material === 'stainless-steel' ? 26 : 11))),
      t('colour', material === 'stainless-steel' ? 'silver' : 'black'),
      n('warranty', 12),
    ],
  };
}

function fuelTank(model: string, usd: number, litres: number, grams: number): ModelSpec {
  return {
    model,
    size: litres,
    usd,
    extra: [
      t('part-type', 'fuel-tank'),
      t('material', 'polyethylene'),
      t('certification', 'nmma-fc-w'),
      n('volume', litres),
      n('weight-grams', grams),
      fits('models-outboards', litres >= 20 ? '9.9–115 hp' : '2.5–30 hp'),
      { key: 'package-contents', list: [{ term: 'fuel-line', value: 1 }, { term: 'gasket', value: 2 }] },
      t('colour', 'red'),
      n('warranty', 12),
    ],
  };
}

/** L2 and L3 categories get a description made from their title. */
export const generatedCategoryDescription: Localized = L(
  '{title} from Norrak, with an official warranty, service and spare parts.',
  '{title} من نوراك، مع ضمان رسمي وخدمة وقطع غيار.',
  '{title} Norrak с официальной гарантией, сервисом и запчастями.',
  '{title} de Norrak, con garantía oficial, servicio y recambios.',
);

/**
 * The catalogue tree, three levels deep. Products live in the leaves (level 3); level 1 carries
 * the filters its descendants offer.
 */
export const catalogTree: readonly BranchCategory[] = [
  {
    slug: 'motorcycles',
    icon: 'motorcycle',
    title: L('Motorcycles', 'دراجات نارية', 'Мотоциклы', 'Motocicletas'),
    description: L(
      'Enduro, motocross and road motorcycles from 85 to 1000 cc, built for riders who ride every day.',
      'دراجات إندورو وموتوكروس ودراجات طرق من 85 إلى 1000 سم³، مصممة لمن يقودون كل يوم.',
      'Эндуро, кроссовые и дорожные мотоциклы от 85 до 1000 см³ для тех, кто ездит каждый день.',
      'Motos de enduro, motocross y carretera de 85 a 1000 cc, pensadas para quien rueda a diario.',
    ),
    filters: ['engine-type', 'displacement', 'cooling', 'transmission', 'abs', 'colour'],
    children: [
      {
        slug: 'off-road-motorcycles',
        icon: 'motorcycle',
        title: L('Off-road motorcycles', 'دراجات الطرق الوعرة', 'Внедорожные мотоциклы', 'Motos todoterreno'),
        children: [
          {
            slug: 'enduro',
            title: L('Enduro', 'إندورو', 'Эндуро', 'Enduro'),
            family: 'motorcycle',
            variant: 'enduro',
            noun: L('{model} enduro motorcycle', 'دراجة إندورو {model}', 'Мотоцикл эндуро {model}', 'Moto de enduro {model}'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Raptor', 'Ridgeback'], [125, 250, 300, 450], 7),
          },
          {
            slug: 'motocross',
            title: L('Motocross', 'موتوكروس', 'Мотокросс', 'Motocross'),
            family: 'motorcycle',
            variant: 'motocross',
            noun: L('{model} motocross bike', 'دراجة موتوكروس {model}', 'Кроссовый мотоцикл {model}', 'Moto de motocross {model}'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Vortex'], [85, 125, 250, 350, 450], 5).concat(lineUp(['Vortex'], [250, 450], 2, (s, size) => `${s} ${size} Factory`)),
          },
          {
            slug: 'pit-bikes',
            title: L('Pit bikes', 'دراجات بيت بايك', 'Питбайки', 'Pit bikes'),
            family: 'motorcycle',
            variant: 'pit',
            noun: L('{model} pit bike', 'بيت بايك {model}', 'Питбайк {model}', 'Pit bike {model}'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Mako'], [110, 125, 140, 150, 160, 190, 212], 7),
          },
        ],
      },
      {
        slug: 'road-motorcycles',
        icon: 'motorcycle',
        title: L('Road motorcycles', 'دراجات الطرق', 'Дорожные мотоциклы', 'Motos de carretera'),
        children: [
          {
            slug: 'naked',
            title: L('Naked bikes', 'دراجات نيكد', 'Нейкеды', 'Naked'),
            family: 'motorcycle',
            variant: 'naked',
            noun: L('{model} naked motorcycle', 'دراجة نارية نيكد {model}', 'Мотоцикл-нейкед {model}', 'Moto naked {model}'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Strada', 'Strada RS'], [250, 400, 650, 800], 7),
            // A full page of 24 on a three-level category with filters (the bench's category page).
            addedModels: [
              ...lineUp(['Strada', 'Strada RS'], [250, 400, 650, 800], 8).slice(7),
              ...lineUp(['Corsa', 'Corsa S'], [125, 300, 500, 700, 900], 10),
              ...lineUp(['Strada SP'], [400, 650, 800], 3),
              ...lineUp(['Strada Street'], [125, 300, 500], 3),
            ],
          },
          {
            slug: 'adventure-touring',
            title: L('Adventure and touring', 'دراجات السفر والمغامرة', 'Туристические и эндуро-туристы', 'Trail y turismo'),
            family: 'motorcycle',
            variant: 'touring',
            noun: L('{model} adventure tourer', 'دراجة سفر ومغامرة {model}', 'Мотоцикл-турэндуро {model}', 'Moto trail {model}'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Nomad', 'Nomad GT'], [400, 650, 800, 1000], 7),
          },
          {
            slug: 'cruisers',
            title: L('Cruisers', 'دراجات كروزر', 'Круизеры', 'Cruiser'),
            family: 'motorcycle',
            variant: 'cruiser',
            noun: L('{model} cruiser', 'دراجة كروزر {model}', 'Круизер {model}', 'Moto cruiser {model}'),
            shape: 'motorcycle',
            colours: ['black', 'red', 'silver', 'blue'],
            models: lineUp(['Highway', 'Highway Classic'], [250, 500, 800, 1000], 7),
          },
        ],
      },
    ],
  },
  {
    slug: 'atv-utv',
    icon: 'atv',
    title: L('ATV and UTV', 'مركبات ATV وUTV', 'Квадроциклы и мотовездеходы', 'ATV y UTV'),
    description: L(
      'Quads and side-by-sides for farms, hunting grounds and weekend trails, with selectable four-wheel drive.',
      'دراجات رباعية ومركبات جنبًا إلى جنب للمزارع ومناطق الصيد ورحلات نهاية الأسبوع، مع دفع رباعي قابل للاختيار.',
      'Квадроциклы и мотовездеходы для хозяйства, охоты и поездок выходного дня, с подключаемым полным приводом.',
      'Cuatrimotos y vehículos side by side para el campo, la caza y las rutas de fin de semana, con tracción 4x4 seleccionable.',
    ),
    filters: ['displacement', 'drive', 'seats', 'colour'],
    children: [
      {
        slug: 'atv',
        icon: 'atv',
        title: L('ATVs', 'دراجات رباعية', 'Квадроциклы', 'Cuatrimotos'),
        children: [
          {
            slug: 'utility-atv',
            title: L('Utility ATVs', 'دراجات رباعية للعمل', 'Утилитарные квадроциклы', 'Cuatrimotos utilitarias'),
            family: 'atv',
            variant: 'utility',
            noun: L('{model} utility ATV', 'دراجة رباعية للعمل {model}', 'Утилитарный квадроцикл {model}', 'Cuatrimoto utilitaria {model}'),
            shape: 'atv',
            colours: ['green', 'camo', 'red', 'black', 'blue'],
            models: lineUp(['Taiga', 'Forester'], [300, 500, 700, 850, 1000], 7),
          },
          {
            slug: 'sport-atv',
            title: L('Sport ATVs', 'دراجات رباعية رياضية', 'Спортивные квадроциклы', 'Cuatrimotos deportivas'),
            family: 'atv',
            variant: 'sport',
            noun: L('{model} sport ATV', 'دراجة رباعية رياضية {model}', 'Спортивный квадроцикл {model}', 'Cuatrimoto deportiva {model}'),
            shape: 'atv',
            colours: ['yellow', 'red', 'blue', 'white', 'black'],
            models: lineUp(['Dune', 'Dune R'], [250, 450, 700, 800], 7),
          },
          {
            slug: 'youth-atv',
            title: L('Youth ATVs', 'دراجات رباعية للناشئين', 'Детские квадроциклы', 'Cuatrimotos juveniles'),
            family: 'atv',
            variant: 'youth',
            noun: L('{model} youth ATV', 'دراجة رباعية للناشئين {model}', 'Детский квадроцикл {model}', 'Cuatrimoto juvenil {model}'),
            shape: 'atv',
            colours: ['red', 'blue', 'green', 'yellow'],
            models: lineUp(['Cub', 'Cub Plus'], [70, 90, 110, 125], 7),
          },
        ],
      },
      {
        slug: 'utv',
        icon: 'utv',
        title: L('UTVs (side-by-sides)', 'مركبات UTV', 'Мотовездеходы (UTV)', 'UTV (side by side)'),
        children: [
          {
            slug: 'utility-utv',
            title: L('Utility UTVs', 'مركبات UTV للعمل', 'Утилитарные мотовездеходы', 'UTV utilitarios'),
            family: 'utv',
            variant: 'utility',
            noun: L('{model} utility side-by-side', 'مركبة UTV للعمل {model}', 'Утилитарный мотовездеход {model}', 'UTV utilitario {model}'),
            shape: 'utv',
            colours: ['green', 'camo', 'red', 'grey'],
            models: lineUp(['Workhorse', 'Workhorse Crew'], [500, 700, 850, 1000], 7),
          },
          {
            slug: 'sport-utv',
            title: L('Sport UTVs', 'مركبات UTV رياضية', 'Спортивные мотовездеходы', 'UTV deportivos'),
            family: 'utv',
            variant: 'sport',
            noun: L('{model} sport side-by-side', 'مركبة UTV رياضية {model}', 'Спортивный мотовездеход {model}', 'UTV deportivo {model}'),
            shape: 'utv',
            colours: ['orange', 'yellow', 'red', 'black', 'white'],
            models: lineUp(['Sandstorm', 'Sandstorm XR'], [800, 900, 1000, 1100], 7),
          },
        ],
      },
    ],
  },
  {
    slug: 'scooters',
    icon: 'scooter',
    title: L('Scooters', 'سكوترات', 'Скутеры', 'Scooters'),
    description: L(
      'Petrol and electric scooters for the daily commute, from nimble 50 cc runabouts to comfortable maxi scooters.',
      'سكوترات بنزين وكهربائية للتنقل اليومي، من سكوترات 50 سم³ الرشيقة إلى سكوترات ماكسي المريحة.',
      'Бензиновые и электрические скутеры для ежедневных поездок: от юрких 50-кубовых до комфортных макси-скутеров.',
      'Scooters de gasolina y eléctricos para el día a día, desde ágiles 50 cc hasta cómodos maxiscooters.',
    ),
    filters: ['engine-type', 'displacement', 'top-speed', 'colour'],
    children: [
      {
        slug: 'petrol-scooters',
        icon: 'scooter',
        title: L('Petrol scooters', 'سكوترات بنزين', 'Бензиновые скутеры', 'Scooters de gasolina'),
        children: [
          {
            slug: 'scooters-50',
            title: L('50 cc scooters', 'سكوترات 50 سم³', 'Скутеры 50 см³', 'Scooters de 50 cc'),
            family: 'scooter',
            variant: 'small',
            noun: L('{model} scooter', 'سكوتر {model}', 'Скутер {model}', 'Scooter {model}'),
            shape: 'scooter',
            colours: ['white', 'red', 'blue', 'yellow', 'green', 'black', 'silver'],
            models: ['Vento 50', 'Vento 50 Sport', 'Piccolo 50', 'Piccolo 50 Retro', 'Metro 50', 'Metro 50 Cargo', 'Piccolo 50 Lux'].map((model) => ({ model, size: 50 })),
          },
          {
            slug: 'scooters-125-300',
            title: L('125–300 cc scooters', 'سكوترات 125–300 سم³', 'Скутеры 125–300 см³', 'Scooters de 125 a 300 cc'),
            family: 'scooter',
            variant: 'urban',
            noun: L('{model} scooter', 'سكوتر {model}', 'Скутер {model}', 'Scooter {model}'),
            shape: 'scooter',
            colours: ['white', 'black', 'grey', 'blue', 'red'],
            models: lineUp(['Vento', 'Metro'], [125, 150, 200, 300], 7),
          },
          {
            slug: 'maxi-scooters',
            title: L('Maxi scooters', 'سكوترات ماكسي', 'Макси-скутеры', 'Maxiscooters'),
            family: 'scooter',
            variant: 'maxi',
            noun: L('{model} maxi scooter', 'سكوتر ماكسي {model}', 'Макси-скутер {model}', 'Maxiscooter {model}'),
            shape: 'scooter',
            colours: ['grey', 'black', 'white', 'blue'],
            models: lineUp(['Grand Tour', 'Grand Tour S'], [300, 400, 530, 560], 7),
          },
        ],
      },
      {
        slug: 'electric-scooters',
        icon: 'scooter',
        title: L('Electric scooters', 'سكوترات كهربائية', 'Электроскутеры', 'Scooters eléctricos'),
        children: [
          {
            slug: 'e-scooters',
            title: L('Electric city scooters', 'سكوترات كهربائية للمدينة', 'Городские электроскутеры', 'Scooters eléctricos urbanos'),
            family: 'e-scooter',
            variant: 'city',
            noun: L('{model} electric scooter', 'سكوتر كهربائي {model}', 'Электроскутер {model}', 'Scooter eléctrico {model}'),
            shape: 'scooter',
            colours: ['white', 'green', 'blue', 'black', 'grey'],
            models: lineUp(['Volt'], [1500, 2000, 3000, 4000, 5000, 6000, 8000], 7, (s, w) => `${s} E${w / 100}`),
          },
          {
            slug: 'e-kick-scooters',
            title: L('Electric kick scooters', 'سكوترات ركل كهربائية', 'Электросамокаты', 'Patinetes eléctricos'),
            family: 'e-scooter',
            variant: 'kick',
            noun: L('{model} electric kick scooter', 'سكوتر ركل كهربائي {model}', 'Электросамокат {model}', 'Patinete eléctrico {model}'),
            shape: 'kick-scooter',
            colours: ['black', 'grey', 'white', 'green'],
            models: lineUp(['Zip', 'Zip Pro'], [350, 500, 800, 1000], 7, (s, w) => `${s} ${w}`),
          },
        ],
      },
    ],
  },
  {
    slug: 'outboard-motors',
    icon: 'outboard',
    title: L('Outboard motors', 'محركات القوارب الخارجية', 'Лодочные моторы', 'Motores fueraborda'),
    description: L(
      'Petrol and electric outboards from 2.5 to 115 hp for fishing boats, tenders and RIBs.',
      'محركات خارجية تعمل بالبنزين والكهرباء من 2.5 إلى 115 حصانًا لقوارب الصيد والقوارب المساعدة والقوارب المطاطية.',
      'Бензиновые и электрические лодочные моторы от 2,5 до 115 л. с. для рыболовных лодок, тендеров и РИБов.',
      'Fueraborda de gasolina y eléctricos de 2,5 a 115 CV para barcas de pesca, auxiliares y semirrígidas.',
    ),
    filters: ['engine-type', 'power', 'shaft-length', 'starter'],
    children: [
      {
        slug: 'petrol-outboards',
        icon: 'outboard',
        title: L('Petrol outboards', 'محركات خارجية بالبنزين', 'Бензиновые лодочные моторы', 'Fueraborda de gasolina'),
        children: [
          {
            slug: 'two-stroke-outboards',
            title: L('Two-stroke outboards', 'محركات خارجية ثنائية الأشواط', 'Двухтактные моторы', 'Fueraborda de dos tiempos'),
            family: 'outboard',
            variant: 'two-stroke',
            noun: L('{model} two-stroke outboard', 'محرك خارجي ثنائي الأشواط {model}', 'Двухтактный лодочный мотор {model}', 'Motor fueraborda de dos tiempos {model}'),
            shape: 'outboard',
            colours: ['grey', 'black'],
            models: lineUp(['Mariner'], [2.5, 3.5, 5, 9.9, 15, 30, 40], 7, (s, hp) => `${s} ${hp}`),
          },
          {
            slug: 'four-stroke-outboards',
            title: L('Four-stroke outboards', 'محركات خارجية رباعية الأشواط', 'Четырёхтактные моторы', 'Fueraborda de cuatro tiempos'),
            family: 'outboard',
            variant: 'four-stroke',
            noun: L('{model} four-stroke outboard', 'محرك خارجي رباعي الأشواط {model}', 'Четырёхтактный лодочный мотор {model}', 'Motor fueraborda de cuatro tiempos {model}'),
            shape: 'outboard',
            colours: ['grey', 'black', 'white'],
            models: lineUp(['Marlin'], [2.5, 6, 9.9, 20, 40, 60, 90, 115], 8, (s, hp) => `${s} ${hp}`),
          },
        ],
      },
      {
        slug: 'electric-outboards',
        icon: 'outboard',
        title: L('Electric outboards', 'محركات خارجية كهربائية', 'Электрические лодочные моторы', 'Fueraborda eléctricos'),
        children: [
          {
            slug: 'battery-outboards',
            title: L('Battery outboards', 'محركات خارجية بالبطارية', 'Аккумуляторные лодочные моторы', 'Fueraborda de batería'),
            family: 'e-outboard',
            variant: 'battery',
            noun: L('{model} electric outboard', 'محرك خارجي كهربائي {model}', 'Электромотор лодочный {model}', 'Fueraborda eléctrico {model}'),
            shape: 'outboard',
            colours: ['grey', 'white', 'black'],
            models: lineUp(['Current'], [1000, 2000, 3000, 4000, 6000, 8000, 10000], 7, (s, w) => `${s} ${w / 1000}.0`),
          },
          {
            slug: 'trolling-motors',
            title: L('Trolling motors', 'محركات الصيد بالجر', 'Троллинговые моторы', 'Motores de curricán'),
            family: 'e-outboard',
            variant: 'trolling',
            noun: L('{model} trolling motor', 'محرك صيد بالجر {model}', 'Троллинговый мотор {model}', 'Motor de curricán {model}'),
            shape: 'outboard',
            colours: ['black', 'grey'],
            models: lineUp(['Troll'], [300, 450, 550, 650, 800, 1000, 1200], 7, (s, w) => `${s} ${Math.round(w / 10)}`),
          },
        ],
      },
    ],
  },
  {
    slug: 'generators',
    icon: 'generator',
    title: L('Generators', 'مولدات كهربائية', 'Генераторы', 'Generadores'),
    description: L(
      'Quiet inverter generators for camping, open-frame units for building sites and diesel standby power for homes and businesses.',
      'مولدات إنفرتر هادئة للتخييم، ووحدات بإطار مفتوح لمواقع البناء، ومولدات ديزل احتياطية للمنازل والشركات.',
      'Тихие инверторные генераторы для отдыха, открытые модели для стройки и резервные дизельные электростанции для дома и бизнеса.',
      'Generadores inverter silenciosos para el camping, equipos de bastidor abierto para obras y grupos diésel de reserva para hogares y empresas.',
    ),
    filters: ['fuel', 'rated-power', 'phase', 'starter'],
    children: [
      {
        slug: 'petrol-generators',
        icon: 'generator',
        title: L('Petrol generators', 'مولدات بنزين', 'Бензиновые генераторы', 'Generadores de gasolina'),
        children: [
          {
            slug: 'inverter-generators',
            title: L('Inverter generators', 'مولدات إنفرتر', 'Инверторные генераторы', 'Generadores inverter'),
            family: 'generator',
            variant: 'inverter',
            noun: L('{model} inverter generator', 'مولد إنفرتر {model}', 'Инверторный генератор {model}', 'Generador inverter {model}'),
            shape: 'generator',
            colours: ['orange', 'red', 'green', 'grey'],
            models: lineUp(['Quietline'], [1000, 1600, 2000, 2800, 3200, 3500, 5000], 7, (s, w) => `${s} ${w}i`),
          },
          {
            slug: 'open-frame-generators',
            title: L('Open-frame generators', 'مولدات بإطار مفتوح', 'Генераторы открытого типа', 'Generadores de bastidor abierto'),
            family: 'generator',
            variant: 'open-frame',
            noun: L('{model} generator', 'مولد {model}', 'Генератор {model}', 'Generador {model}'),
            shape: 'generator',
            colours: ['orange', 'red', 'yellow', 'black'],
            models: lineUp(['Powerframe'], [2500, 3000, 3500, 4500, 5500, 6500, 8000], 7, (s, w) => `${s} ${w}`),
          },
        ],
      },
      {
        slug: 'diesel-generators',
        icon: 'generator',
        title: L('Diesel generators', 'مولدات ديزل', 'Дизельные генераторы', 'Generadores diésel'),
        children: [
          {
            slug: 'portable-diesel-generators',
            title: L('Portable diesel generators', 'مولدات ديزل محمولة', 'Переносные дизельные генераторы', 'Generadores diésel portátiles'),
            family: 'generator',
            variant: 'portable-diesel',
            noun: L('{model} diesel generator', 'مولد ديزل {model}', 'Дизельный генератор {model}', 'Generador diésel {model}'),
            shape: 'generator',
            colours: ['yellow', 'grey', 'orange'],
            models: lineUp(['Ironclad'], [3000, 4000, 5000, 5500, 6500, 7000, 8000], 7, (s, w) => `${s} ${w / 1000}D`),
          },
          {
            slug: 'standby-diesel-generators',
            title: L('Standby diesel generators', 'مولدات ديزل احتياطية', 'Резервные дизельные электростанции', 'Grupos electrógenos diésel de reserva'),
            family: 'generator',
            variant: 'standby',
            noun: L('{model} standby diesel generator', 'مولد ديزل احتياطي {model}', 'Резервная дизельная электростанция {model}', 'Grupo electrógeno diésel {model}'),
            shape: 'generator',
            colours: ['grey', 'green', 'black'],
            models: lineUp(['Sentinel'], [10000, 12000, 15000, 20000, 25000, 30000, 40000], 7, (s, w) => `${s} ${w / 1000}K`),
          },
        ],
      },
    ],
  },
  {
    slug: 'garden-equipment',
    icon: 'mower',
    title: L('Garden equipment', 'معدات الحدائق', 'Садовая техника', 'Equipos de jardín'),
    description: L(
      'Lawn mowers, trimmers and tillers for private gardens, farms and landscaping crews.',
      'جزازات عشب وقاطعات أعشاب ومحاريث للحدائق الخاصة والمزارع وفرق تنسيق الحدائق.',
      'Газонокосилки, триммеры и культиваторы для частных садов, фермерских хозяйств и ландшафтных бригад.',
      'Cortacéspedes, desbrozadoras y motoazadas para jardines particulares, fincas y profesionales del paisajismo.',
    ),
    filters: ['drive', 'cutting-width', 'displacement'],
    children: [
      {
        slug: 'lawn-mowers',
        icon: 'mower',
        title: L('Lawn mowers', 'جزازات العشب', 'Газонокосилки', 'Cortacéspedes'),
        children: [
          {
            slug: 'push-mowers',
            title: L('Push mowers', 'جزازات دفع يدوي', 'Несамоходные газонокосилки', 'Cortacéspedes de empuje'),
            family: 'mower',
            variant: 'push',
            noun: L('{model} petrol lawn mower', 'جزازة عشب بالبنزين {model}', 'Бензиновая газонокосилка {model}', 'Cortacésped de gasolina {model}'),
            shape: 'mower',
            colours: equipmentColours,
            models: lineUp(['Greenline', 'Greenline Plus'], [41, 43, 46, 51], 7, (s, w) => `${s} ${w}`),
          },
          {
            slug: 'self-propelled-mowers',
            title: L('Self-propelled mowers', 'جزازات ذاتية الدفع', 'Самоходные газонокосилки', 'Cortacéspedes autopropulsados'),
            family: 'mower',
            variant: 'self-propelled',
            noun: L('{model} self-propelled mower', 'جزازة ذاتية الدفع {model}', 'Самоходная газонокосилка {model}', 'Cortacésped autopropulsado {model}'),
            shape: 'mower',
            colours: equipmentColours,
            models: lineUp(['Greenline SP', 'Greenline SP Pro'], [46, 51, 53, 56], 7, (s, w) => `${s} ${w}`),
          },
          {
            slug: 'ride-on-mowers',
            title: L('Ride-on mowers', 'جزازات بمقعد', 'Садовые тракторы и райдеры', 'Tractores cortacésped'),
            family: 'mower',
            variant: 'ride-on',
            noun: L('{model} ride-on mower', 'جزازة بمقعد {model}', 'Садовый трактор {model}', 'Tractor cortacésped {model}'),
            shape: 'ride-on-mower',
            colours: ['green', 'red', 'yellow', 'orange'],
            models: lineUp(['Meadow', 'Meadow HX'], [76, 92, 107, 122], 7, (s, w) => `${s} ${w}`),
          },
        ],
      },
      {
        slug: 'trimmers-brush-cutters',
        icon: 'trimmer',
        title: L('Trimmers and brush cutters', 'قاطعات الأعشاب والشجيرات', 'Триммеры и мотокосы', 'Recortadoras y desbrozadoras'),
        children: [
          {
            slug: 'grass-trimmers',
            title: L('Grass trimmers', 'قاطعات الأعشاب', 'Триммеры', 'Recortadoras'),
            family: 'trimmer',
            variant: 'line',
            noun: L('{model} petrol grass trimmer', 'قاطعة أعشاب بالبنزين {model}', 'Бензиновый триммер {model}', 'Recortadora de gasolina {model}'),
            shape: 'trimmer',
            colours: equipmentColours,
            models: lineUp(['Edge T', 'Edge TX'], [25, 26, 28, 30], 7, (s, cc) => `${s}${cc}`),
          },
          {
            slug: 'brush-cutters',
            title: L('Brush cutters', 'قاطعات الشجيرات', 'Мотокосы', 'Desbrozadoras'),
            family: 'trimmer',
            variant: 'brush',
            noun: L('{model} brush cutter', 'قاطعة شجيرات {model}', 'Мотокоса {model}', 'Desbrozadora {model}'),
            shape: 'trimmer',
            colours: equipmentColours,
            models: lineUp(['Edge B', 'Edge BX'], [33, 36, 43, 52], 7, (s, cc) => `${s}${cc}`),
          },
        ],
      },
      {
        slug: 'tillers-cultivators',
        icon: 'tiller',
        title: L('Tillers and cultivators', 'محاريث وعزاقات', 'Культиваторы и мотоблоки', 'Motoazadas y motocultores'),
        children: [
          {
            slug: 'cultivators',
            title: L('Cultivators', 'عزاقات', 'Культиваторы', 'Motoazadas'),
            family: 'tiller',
            variant: 'cultivator',
            noun: L('{model} petrol cultivator', 'عزاقة بالبنزين {model}', 'Бензиновый культиватор {model}', 'Motoazada de gasolina {model}'),
            shape: 'tiller',
            colours: equipmentColours,
            models: lineUp(['Furrow C', 'Furrow CX'], [99, 149, 163, 196], 7, (s, cc) => `${s}${cc}`),
          },
          {
            slug: 'walk-behind-tractors',
            title: L('Walk-behind tractors', 'جرارات يدوية', 'Мотоблоки', 'Motocultores'),
            family: 'tiller',
            variant: 'tractor',
            noun: L('{model} walk-behind tractor', 'جرار يدوي {model}', 'Мотоблок {model}', 'Motocultor {model}'),
            shape: 'tiller',
            colours: ['red', 'orange', 'green', 'black'],
            models: lineUp(['Furrow T', 'Furrow TX'], [212, 270, 389, 420], 7, (s, cc) => `${s}${cc}`),
          },
        ],
      },
    ],
  },
  {
    slug: 'water-pumps',
    icon: 'pump',
    title: L('Water pumps', 'مضخات المياه', 'Мотопомпы', 'Motobombas'),
    description: L(
      'Self-priming petrol and diesel pumps for irrigation, drainage, firefighting and building sites.',
      'مضخات ذاتية التحضير تعمل بالبنزين والديزل للري والتصريف ومكافحة الحرائق ومواقع البناء.',
      'Самовсасывающие бензиновые и дизельные мотопомпы для полива, откачки воды, пожаротушения и стройплощадок.',
      'Motobombas autocebantes de gasolina y diésel para riego, achique, extinción de incendios y obras.',
    ),
    filters: ['fuel', 'port-size', 'max-flow'],
    children: [
      {
        slug: 'petrol-water-pumps',
        icon: 'pump',
        title: L('Petrol water pumps', 'مضخات مياه بالبنزين', 'Бензиновые мотопомпы', 'Motobombas de gasolina'),
        children: [
          {
            slug: 'clean-water-pumps',
            title: L('Clean water pumps', 'مضخات المياه النظيفة', 'Мотопомпы для чистой воды', 'Motobombas para agua limpia'),
            family: 'pump',
            variant: 'clean',
            noun: L('{model} clean water pump', 'مضخة مياه نظيفة {model}', 'Мотопомпа для чистой воды {model}', 'Motobomba para agua limpia {model}'),
            shape: 'pump',
            colours: ['orange', 'red', 'blue'],
            models: lineUp(['Aqua WP', 'Aqua WP Pro'], [1, 1.5, 2, 3], 7, (s, inch) => `${s}${inch * 10}`),
          },
          {
            slug: 'trash-pumps',
            title: L('Trash pumps', 'مضخات المياه العكرة', 'Мотопомпы для грязной воды', 'Motobombas para aguas sucias'),
            family: 'pump',
            variant: 'trash',
            noun: L('{model} trash pump', 'مضخة مياه عكرة {model}', 'Мотопомпа для грязной воды {model}', 'Motobomba para aguas sucias {model}'),
            shape: 'pump',
            colours: ['orange', 'grey', 'yellow'],
            models: lineUp(['Mudline', 'Mudline HD'], [2, 3, 4, 5], 7, (s, inch) => `${s} ${inch}"`),
          },
          {
            slug: 'high-pressure-pumps',
            title: L('High-pressure pumps', 'مضخات الضغط العالي', 'Мотопомпы высокого давления', 'Motobombas de alta presión'),
            family: 'pump',
            variant: 'high-pressure',
            noun: L('{model} high-pressure pump', 'مضخة ضغط عالٍ {model}', 'Мотопомпа высокого давления {model}', 'Motobomba de alta presión {model}'),
            shape: 'pump',
            colours: ['red', 'orange'],
            models: lineUp(['Firejet'], [1, 1.25, 1.5, 2, 2.5, 3, 4], 7, (s, inch) => `${s} ${Math.round(inch * 100)}`),
          },
        ],
      },
      {
        slug: 'diesel-water-pumps',
        icon: 'pump',
        title: L('Diesel water pumps', 'مضخات مياه بالديزل', 'Дизельные мотопомпы', 'Motobombas diésel'),
        children: [
          {
            slug: 'diesel-transfer-pumps',
            title: L('Diesel transfer pumps', 'مضخات نقل المياه بالديزل', 'Дизельные перекачивающие мотопомпы', 'Motobombas diésel de trasiego'),
            family: 'pump',
            variant: 'diesel-transfer',
            noun: L('{model} diesel water pump', 'مضخة مياه ديزل {model}', 'Дизельная мотопомпа {model}', 'Motobomba diésel {model}'),
            shape: 'pump',
            colours: ['yellow', 'grey', 'orange'],
            models: lineUp(['Aqua DP', 'Aqua DP HD'], [2, 3, 4, 6], 7, (s, inch) => `${s}${inch * 10}`),
          },
          {
            slug: 'diesel-irrigation-pumps',
            title: L('Diesel irrigation pumps', 'مضخات ري بالديزل', 'Дизельные ирригационные мотопомпы', 'Motobombas diésel de riego'),
            family: 'pump',
            variant: 'diesel-irrigation',
            noun: L('{model} diesel irrigation pump', 'مضخة ري ديزل {model}', 'Дизельная ирригационная мотопомпа {model}', 'Motobomba diésel de riego {model}'),
            shape: 'pump',
            colours: ['green', 'yellow', 'grey'],
            models: lineUp(['Fieldflow', 'Fieldflow HD'], [3, 4, 5, 6], 7, (s, inch) => `${s} ${inch}"`),
          },
        ],
      },
    ],
  },
  {
    slug: 'parts-accessories',
    icon: 'wrench',
    title: L('Parts and accessories', 'قطع الغيار والإكسسوارات', 'Запчасти и аксессуары', 'Recambios y accesorios'),
    description: L(
      'Original parts, service consumables and riding gear, checked to fit your Norrak.',
      'قطع غيار أصلية ومستلزمات صيانة وملابس قيادة، مختبرة لتلائم منتج نوراك الخاص بك.',
      'Оригинальные запчасти, расходники для ТО и экипировка, гарантированно подходящие к вашей технике Norrak.',
      'Recambios originales, consumibles de mantenimiento y equipamiento, comprobados para tu Norrak.',
    ),
    filters: ['material', 'colour', 'certification'],
    children: [
      {
        slug: 'riding-gear',
        icon: 'helmet',
        title: L('Riding gear', 'ملابس القيادة', 'Экипировка', 'Equipamiento de piloto'),
        children: [
          {
            slug: 'helmets',
            title: L('Helmets', 'خوذات', 'Шлемы', 'Cascos'),
            family: 'gear',
            variant: 'helmet',
            noun: L('{model} helmet', 'خوذة {model}', 'Шлем {model}', 'Casco {model}'),
            shape: 'helmet',
            colours: ['black', 'white', 'red', 'grey', 'yellow'],
            models: [
              gear('Apex FF1', 189, 'polycarbonate', 'ece-2206', 'all-season', 1550, helmetSizes, true),
              gear('Apex FF2 Carbon', 449, 'carbon', 'ece-2206', 'all-season', 1290, helmetSizes, true),
              gear('Apex MD3 Modular', 329, 'fibreglass', 'ece-2206', 'all-season', 1650, helmetSizes, true),
              gear('Trail MX4', 259, 'fibreglass', 'ece-2206', 'summer', 1180, helmetSizes, true),
              gear('Trail AD5 Adventure', 299, 'fibreglass', 'ece-2206', 'all-season', 1450, helmetSizes, true),
              gear('City J6 Jet', 129, 'polycarbonate', 'ece-2206', 'summer', 1100, helmetSizes, true),
              gear('City J6 Junior', 99, 'polycarbonate', 'ece-2206', 'summer', 980, helmetSizes, true),
            ],
          },
          {
            slug: 'gloves',
            title: L('Gloves', 'قفازات', 'Перчатки', 'Guantes'),
            family: 'gear',
            variant: 'gloves',
            noun: L('{model} riding gloves', 'قفازات قيادة {model}', 'Мотоперчатки {model}', 'Guantes de moto {model}'),
            shape: 'gloves',
            colours: ['black', 'grey', 'red', 'blue'],
            models: [
              gear('Grip Air', 39, 'mesh', 'en-13594', 'summer', 180, gloveSizes),
              gear('Grip Leather', 69, 'leather', 'en-13594', 'all-season', 240, gloveSizes),
              gear('Grip Winter', 79, 'textile', 'en-13594', 'winter', 290, gloveSizes),
              gear('Grip Race', 119, 'leather', 'en-13594', 'summer', 260, gloveSizes),
              gear('Grip Enduro', 45, 'mesh', 'en-13594', 'summer', 150, gloveSizes),
              gear('Grip Touring', 89, 'leather', 'en-13594', 'all-season', 270, gloveSizes),
              gear('Grip Junior', 29, 'textile', 'en-13594', 'summer', 120, gloveSizes),
            ],
          },
          {
            slug: 'jackets',
            title: L('Jackets', 'سترات', 'Куртки', 'Chaquetas'),
            family: 'gear',
            variant: 'jacket',
            noun: L('{model} riding jacket', 'سترة قيادة {model}', 'Мотокуртка {model}', 'Chaqueta de moto {model}'),
            shape: 'jacket',
            colours: ['black', 'grey', 'red', 'camo'],
            models: [
              gear('Shield Air', 149, 'mesh', 'en-17092-aa', 'summer', 1600, jacketSizes),
              gear('Shield Tour', 249, 'textile', 'en-17092-aa', 'all-season', 2300, jacketSizes),
              gear('Shield Winter', 279, 'textile', 'en-17092-aa', 'winter', 2700, jacketSizes),
              gear('Shield Leather', 399, 'leather', 'en-17092-aa', 'all-season', 2900, jacketSizes),
              gear('Shield Adventure', 329, 'textile', 'en-17092-aa', 'all-season', 2500, jacketSizes),
              gear('Shield Urban', 189, 'textile', 'en-17092-aa', 'all-season', 1900, jacketSizes),
              gear('Shield Race', 499, 'leather', 'en-17092-aa', 'summer', 2600, jacketSizes),
            ],
          },
        ],
      },
      {
        slug: 'service-parts',
        icon: 'wrench',
        title: L('Service parts', 'قطع الصيانة', 'Расходники для ТО', 'Piezas de mantenimiento'),
        children: [
          {
            slug: 'oils-lubricants',
            title: L('Oils and lubricants', 'زيوت ومواد تشحيم', 'Масла и смазки', 'Aceites y lubricantes'),
            family: 'part',
            variant: 'oil',
            noun: L('Engine oil {model}', 'زيت محرك {model}', 'Моторное масло {model}', 'Aceite de motor {model}'),
            shape: 'oil',
            colours: ['black'],
            models: [
              oil('Moto 4T 10W-40, 1 L', 14, 1, 'semi-synthetic', 'sae-10w40', 'jaso-ma2', 'models-motorcycles', 3000),
              oil('Moto 4T 10W-40, 4 L', 49, 4, 'semi-synthetic', 'sae-10w40', 'jaso-ma2', 'models-motorcycles', 3000),
              oil('Moto 4T 10W-50, 1 L', 17, 1, 'fully-synthetic', 'sae-10w50', 'jaso-ma2', 'models-motorcycles', 5000),
              oil('Moto 2T Premium, 1 L', 15, 1, 'fully-synthetic', 'two-stroke-mix', 'jaso-fd', 'models-motorcycles', 1),
              oil('Marine 4T 10W-30, 1 L', 16, 1, 'semi-synthetic', 'sae-10w30', 'nmma-fc-w', 'models-outboards', 100),
              oil('Marine 2T, 1 L', 14, 1, 'mineral', 'two-stroke-mix', 'nmma-tc-w3', 'models-outboards', 1),
              oil('Garden SAE 30, 0.6 L', 8, 0.6, 'mineral', 'sae-30', 'api-sj', 'models-garden', 50),
            ],
          },
          {
            slug: 'filters',
            title: L('Filters', 'فلاتر', 'Фильтры', 'Filtros'),
            family: 'part',
            variant: 'filter',
            noun: partNouns['oil-filter'],
            shape: 'filter',
            colours: ['black'],
            models: [
              part('OF-110', 9, 'oil-filter', 'paper', 90, 'models-motorcycles', 'Raptor, Ridgeback, Vortex', 100, 'black'),
              part('OF-160', 11, 'oil-filter', 'paper', 120, 'models-atv', 'Taiga, Forester, Workhorse', 100, 'black'),
              part('AF-250E', 19, 'air-filter', 'foam', 140, 'models-motorcycles', 'Raptor 250–450', 30, 'orange'),
              part('AF-700Q', 24, 'air-filter', 'paper', 210, 'models-atv', 'Taiga 700–1000', 100, 'white'),
              part('AF-G46', 8, 'air-filter', 'paper', 60, 'models-garden', 'Greenline 41–56', 50, 'white'),
              part('FF-20', 7, 'fuel-filter', 'paper', 40, 'models-power', 'Quietline, Powerframe', 200, 'white'),
              part('FF-M10', 29, 'fuel-filter', 'paper', 310, 'models-outboards', 'Marlin 20–115', 200, 'white'),
            ],
          },
          {
            slug: 'batteries-spark-plugs',
            title: L('Batteries and spark plugs', 'بطاريات وشمعات احتراق', 'Аккумуляторы и свечи', 'Baterías y bujías'),
            family: 'part',
            variant: 'electrical',
            noun: partNouns['starter-battery'],
            shape: 'battery',
            colours: ['black'],
            models: [
              part('LFP-5', 89, 'starter-battery', 'lithium', 650, 'models-motorcycles', '125–450 cc', 1000, 'black'),
              part('LFP-9', 129, 'starter-battery', 'lithium', 980, 'models-motorcycles', '650–1000 cc', 1000, 'black'),
              part('AGM-12', 69, 'starter-battery', 'agm', 3900, 'models-atv', 'Taiga, Forester', 500, 'black'),
              part('AGM-18', 95, 'starter-battery', 'agm', 5600, 'models-atv', 'Workhorse, Sandstorm', 500, 'black'),
              part('SP-8 Iridium', 15, 'spark-plug', 'iridium', 45, 'models-motorcycles', 'Raptor, Strada, Nomad', 300, 'silver'),
              part('SP-6', 6, 'spark-plug', 'stainless-steel', 40, 'models-scooters', 'Vento, Metro, Piccolo', 100, 'silver'),
              part('SP-G', 5, 'spark-plug', 'stainless-steel', 38, 'models-garden', 'Greenline, Furrow, Edge', 100, 'silver'),
            ],
          },
        ],
      },
      {
        slug: 'marine-accessories',
        icon: 'propeller',
        title: L('Marine accessories', 'إكسسوارات بحرية', 'Аксессуары для лодок', 'Accesorios náuticos'),
        children: [
          {
            slug: 'propellers',
            title: L('Propellers', 'مراوح القوارب', 'Гребные винты', 'Hélices'),
            family: 'part',
            variant: 'propeller',
            noun: L('Propeller {model}', 'مروحة {model}', 'Гребной винт {model}', 'Hélice {model}'),
            shape: 'propeller',
            colours: ['black', 'silver'],
            models: [
              propeller('AL 7.8×8', 49, 'aluminium', 7.8, 3, '2.5–6 hp'),
              propeller('AL 9.25×9', 79, 'aluminium', 9.25, 3, '9.9–20 hp'),
              propeller('AL 10.25×12', 99, 'aluminium', 10.25, 3, '20–30 hp'),
              propeller('AL 11.6×10', 119, 'aluminium', 11.6, 3, '40–60 hp'),
              propeller('AL 13×17', 189, 'aluminium', 13, 3, '60–115 hp'),
              propeller('SS 13×19', 449, 'stainless-steel', 13, 3, '90–115 hp'),
              propeller('SS 14×21 Four-Blade', 519, 'stainless-steel', 14, 4, '90–115 hp'),
            ],
          },
          {
            slug: 'fuel-tanks',
            title: L('Fuel tanks', 'خزانات الوقود', 'Топливные баки', 'Depósitos de combustible'),
            family: 'part',
            variant: 'fuel-tank',
            noun: L('Portable fuel tank {model}', 'خزان وقود محمول {model}', 'Переносной топливный бак {model}', 'Depósito de combustible portátil {model}'),
            shape: 'fuel-tank',
            colours: ['red'],
            models: [
              fuelTank('FT-6', 45, 6, 1300),
              fuelTank('FT-12', 59, 12, 2100),
              fuelTank('FT-12 Slim', 65, 12, 2200),
              fuelTank('FT-20', 75, 20, 2900),
              fuelTank('FT-24', 85, 24, 3200),
              fuelTank('FT-24 Gauge', 95, 24, 3300),
              fuelTank('FT-45 Deck', 149, 45, 5800),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'special-series',
    icon: 'star',
    hidden: true,
    title: L('Special series', 'سلسلة خاصة', 'Специальные серии', 'Series especiales'),
    description: L(
      'Limited editions and ex-demo units, shown only through direct links and campaigns.',
      'إصدارات محدودة ووحدات عرض سابقة، تظهر فقط عبر الروابط المباشرة والحملات.',
      'Ограниченные серии и демонстрационные образцы, доступные только по прямым ссылкам и в рамках акций.',
      'Ediciones limitadas y unidades de exposición, visibles solo mediante enlaces directos y campañas.',
    ),
    children: [
      {
        slug: 'ex-demo',
        icon: 'star',
        hidden: true,
        title: L('Ex-demo units', 'وحدات عرض سابقة', 'Демонстрационные образцы', 'Unidades de exposición'),
        children: [],
      },
    ],
  },
];
