import type { CharacteristicValue, Family } from './catalog-families';
import type { Shape } from '../../images/image-recipe';
import { inLanguages, type Localized } from './texts';

/** One product line of a leaf category: the model name and the figure its characteristics grow from. */
interface ModelSpec {
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

const L = inLanguages;

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
  'oil-filter': L('Oil filter {model}', 'فلتر زيت {model}', 'Масляный фильтр {model}', 'Filtro de aceite {model}', 'Filtro de óleo {model}', 'Filtre à huile {model}', 'ზეთის ფილტრი {model}', 'Moy filtri {model}'),
  'air-filter': L('Air filter {model}', 'فلتر هواء {model}', 'Воздушный фильтр {model}', 'Filtro de aire {model}', 'Filtro de ar {model}', 'Filtre à air {model}', 'ჰაერის ფილტრი {model}', 'Havo filtri {model}'),
  'fuel-filter': L('Fuel filter {model}', 'فلتر وقود {model}', 'Топливный фильтр {model}', 'Filtro de combustible {model}', 'Filtro de combustível {model}', 'Filtre à carburant {model}', 'საწვავის ფილტრი {model}', 'Yoqilgʻi filtri {model}'),
  'spark-plug': L('Spark plug {model}', 'شمعة احتراق {model}', 'Свеча зажигания {model}', 'Bujía {model}', 'Vela de ignição {model}', 'Bougie d’allumage {model}', 'ანთების სანთელი {model}', 'Oʻt oldirish svechasi {model}'),
  'starter-battery': L('Starter battery {model}', 'بطارية تشغيل {model}', 'Стартерный аккумулятор {model}', 'Batería de arranque {model}', 'Bateria de partida {model}', 'Batterie de démarrage {model}', 'სასტარტერო აკუმულატორი {model}', 'Starter akkumulyatori {model}'),
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
  '{title} with an official warranty, service and spare parts.',
  '{title} مع ضمان رسمي وخدمة وقطع غيار.',
  '{title} с официальной гарантией, сервисом и запчастями.',
  '{title} con garantía oficial, servicio y recambios.',
  '{title} com garantia oficial, assistência técnica e peças de reposição.',
  '{title} avec garantie officielle, entretien et pièces détachées.',
  '{title} — ოფიციალური გარანტიით, სერვისითა და სათადარიგო ნაწილებით.',
  '{title} — rasmiy kafolat, servis va ehtiyot qismlar bilan.',
);

/**
 * The catalogue tree, three levels deep. Products live in the leaves (level 3); level 1 carries
 * the filters its descendants offer.
 */
export const catalogTree: readonly BranchCategory[] = [
  {
    slug: 'motorcycles',
    icon: 'motorcycle',
    title: L('Motorcycles', 'دراجات نارية', 'Мотоциклы', 'Motocicletas', 'Motocicletas', 'Motos', 'მოტოციკლები', 'Mototsikllar'),
    description: L(
      'Enduro, motocross and road motorcycles from 85 to 1000 cc, built for riders who ride every day.',
      'دراجات إندورو وموتوكروس ودراجات طرق من 85 إلى 1000 سم³، مصممة لمن يقودون كل يوم.',
      'Эндуро, кроссовые и дорожные мотоциклы от 85 до 1000 см³ для тех, кто ездит каждый день.',
      'Motos de enduro, motocross y carretera de 85 a 1000 cc, pensadas para quien rueda a diario.',
      'Motos de enduro, motocross e rua de 85 a 1000 cc, feitas para quem pilota todos os dias.',
      'Motos d’enduro, de motocross et routières de 85 à 1000 cm³, conçues pour ceux qui roulent tous les jours.',
      'ენდურო, მოტოკროსის და საგზაო მოტოციკლები 85-დან 1000 სმ³-მდე — მათთვის, ვინც ყოველდღე დადის.',
      '85 dan 1000 sm³ gacha boʻlgan enduro, motokross va yoʻl mototsikllari — har kuni haydaydiganlar uchun.',
    ),
    filters: ['engine-type', 'displacement', 'cooling', 'transmission', 'abs', 'colour'],
    children: [
      {
        slug: 'off-road-motorcycles',
        icon: 'motorcycle',
        title: L('Off-road motorcycles', 'دراجات الطرق الوعرة', 'Внедорожные мотоциклы', 'Motos todoterreno', 'Motos off-road', 'Motos tout-terrain', 'გზის გარეშე სავალი მოტოციკლები', 'Yoʻltanlamas mototsikllar'),
        children: [
          {
            slug: 'enduro',
            title: L('Enduro', 'إندورو', 'Эндуро', 'Enduro', 'Enduro', 'Enduro', 'ენდურო', 'Enduro'),
            family: 'motorcycle',
            variant: 'enduro',
            noun: L('{model} enduro motorcycle', 'دراجة إندورو {model}', 'Мотоцикл эндуро {model}', 'Moto de enduro {model}', 'Moto enduro {model}', 'Moto d’enduro {model}', 'ენდურო მოტოციკლი {model}', '{model} enduro mototsikli'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Raptor', 'Ridgeback'], [125, 250, 300, 450], 7),
          },
          {
            slug: 'motocross',
            title: L('Motocross', 'موتوكروس', 'Мотокросс', 'Motocross', 'Motocross', 'Motocross', 'მოტოკროსი', 'Motokross'),
            family: 'motorcycle',
            variant: 'motocross',
            noun: L('{model} motocross bike', 'دراجة موتوكروس {model}', 'Кроссовый мотоцикл {model}', 'Moto de motocross {model}', 'Moto de motocross {model}', 'Moto de motocross {model}', 'მოტოკროსის მოტოციკლი {model}', '{model} motokross mototsikli'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Vortex'], [85, 125, 250, 350, 450], 5).concat(lineUp(['Vortex'], [250, 450], 2, (s, size) => `${s} ${size} Factory`)),
          },
          {
            slug: 'pit-bikes',
            title: L('Pit bikes', 'دراجات بيت بايك', 'Питбайки', 'Pit bikes', 'Pit bikes', 'Pit bikes', 'პიტბაიკები', 'Pitbayklar'),
            family: 'motorcycle',
            variant: 'pit',
            noun: L('{model} pit bike', 'بيت بايك {model}', 'Питбайк {model}', 'Pit bike {model}', 'Pit bike {model}', 'Pit bike {model}', 'პიტბაიკი {model}', '{model} pitbayki'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Mako'], [110, 125, 140, 150, 160, 190, 212], 7),
          },
        ],
      },
      {
        slug: 'road-motorcycles',
        icon: 'motorcycle',
        title: L('Road motorcycles', 'دراجات الطرق', 'Дорожные мотоциклы', 'Motos de carretera', 'Motos de rua', 'Motos routières', 'საგზაო მოტოციკლები', 'Yoʻl mototsikllari'),
        children: [
          {
            slug: 'naked',
            title: L('Naked bikes', 'دراجات نيكد', 'Нейкеды', 'Naked', 'Naked', 'Roadsters', 'ნეიკედები', 'Neykedlar'),
            family: 'motorcycle',
            variant: 'naked',
            noun: L('{model} naked motorcycle', 'دراجة نارية نيكد {model}', 'Мотоцикл-нейкед {model}', 'Moto naked {model}', 'Moto naked {model}', 'Roadster {model}', 'ნეიკედ მოტოციკლი {model}', '{model} neyked mototsikli'),
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
            title: L('Adventure and touring', 'دراجات السفر والمغامرة', 'Туристические и эндуро-туристы', 'Trail y turismo', 'Big trail e turismo', 'Trail et routières', 'სათავგადასავლო და ტურისტული', 'Sayohat va turing'),
            family: 'motorcycle',
            variant: 'touring',
            noun: L('{model} adventure tourer', 'دراجة سفر ومغامرة {model}', 'Мотоцикл-турэндуро {model}', 'Moto trail {model}', 'Moto big trail {model}', 'Trail {model}', 'სათავგადასავლო მოტოციკლი {model}', '{model} sayohat mototsikli'),
            shape: 'motorcycle',
            colours: vehicleColours,
            models: lineUp(['Nomad', 'Nomad GT'], [400, 650, 800, 1000], 7),
          },
          {
            slug: 'cruisers',
            title: L('Cruisers', 'دراجات كروزر', 'Круизеры', 'Cruiser', 'Custom', 'Customs', 'კრუიზერები', 'Kruizerlar'),
            family: 'motorcycle',
            variant: 'cruiser',
            noun: L('{model} cruiser', 'دراجة كروزر {model}', 'Круизер {model}', 'Moto cruiser {model}', 'Moto custom {model}', 'Custom {model}', 'კრუიზერი {model}', '{model} kruizeri'),
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
    title: L('ATV and UTV', 'مركبات ATV وUTV', 'Квадроциклы и мотовездеходы', 'ATV y UTV', 'Quadriciclos e UTVs', 'Quads et SSV', 'კვადროციკლები და UTV', 'Kvadrotsikllar va UTV'),
    description: L(
      'Quads and side-by-sides for farms, hunting grounds and weekend trails, with selectable four-wheel drive.',
      'دراجات رباعية ومركبات جنبًا إلى جنب للمزارع ومناطق الصيد ورحلات نهاية الأسبوع، مع دفع رباعي قابل للاختيار.',
      'Квадроциклы и мотовездеходы для хозяйства, охоты и поездок выходного дня, с подключаемым полным приводом.',
      'Cuatrimotos y vehículos side by side para el campo, la caza y las rutas de fin de semana, con tracción 4x4 seleccionable.',
      'Quadriciclos e UTVs para fazendas, áreas de caça e trilhas de fim de semana, com tração 4x4 selecionável.',
      'Quads et SSV pour les fermes, les terrains de chasse et les balades du week-end, avec quatre roues motrices enclenchables.',
      'კვადროციკლები და მოტოვეზდეხოდები ფერმებისთვის, სანადირო ადგილებისა და შაბათ-კვირის მარშრუტებისთვის, ჩასართავი სრული ამძრავით.',
      'Fermalar, ov joylari va dam olish kunlari sayohatlari uchun ulanadigan toʻliq yuritmali kvadrotsikllar va UTV lar.',
    ),
    filters: ['displacement', 'drive', 'seats', 'colour'],
    children: [
      {
        slug: 'atv',
        icon: 'atv',
        title: L('ATVs', 'دراجات رباعية', 'Квадроциклы', 'Cuatrimotos', 'Quadriciclos', 'Quads', 'კვადროციკლები', 'Kvadrotsikllar'),
        children: [
          {
            slug: 'utility-atv',
            title: L('Utility ATVs', 'دراجات رباعية للعمل', 'Утилитарные квадроциклы', 'Cuatrimotos utilitarias', 'Quadriciclos utilitários', 'Quads utilitaires', 'სამუშაო კვადროციკლები', 'Ishchi kvadrotsikllar'),
            family: 'atv',
            variant: 'utility',
            noun: L('{model} utility ATV', 'دراجة رباعية للعمل {model}', 'Утилитарный квадроцикл {model}', 'Cuatrimoto utilitaria {model}', 'Quadriciclo utilitário {model}', 'Quad utilitaire {model}', 'სამუშაო კვადროციკლი {model}', '{model} ishchi kvadrotsikli'),
            shape: 'atv',
            colours: ['green', 'camo', 'red', 'black', 'blue'],
            models: lineUp(['Taiga', 'Forester'], [300, 500, 700, 850, 1000], 7),
          },
          {
            slug: 'sport-atv',
            title: L('Sport ATVs', 'دراجات رباعية رياضية', 'Спортивные квадроциклы', 'Cuatrimotos deportivas', 'Quadriciclos esportivos', 'Quads sportifs', 'სპორტული კვადროციკლები', 'Sport kvadrotsikllari'),
            family: 'atv',
            variant: 'sport',
            noun: L('{model} sport ATV', 'دراجة رباعية رياضية {model}', 'Спортивный квадроцикл {model}', 'Cuatrimoto deportiva {model}', 'Quadriciclo esportivo {model}', 'Quad sportif {model}', 'სპორტული კვადროციკლი {model}', '{model} sport kvadrotsikli'),
            shape: 'atv',
            colours: ['yellow', 'red', 'blue', 'white', 'black'],
            models: lineUp(['Dune', 'Dune R'], [250, 450, 700, 800], 7),
          },
          {
            slug: 'youth-atv',
            title: L('Youth ATVs', 'دراجات رباعية للناشئين', 'Детские квадроциклы', 'Cuatrimotos juveniles', 'Quadriciclos infantis', 'Quads enfants', 'საბავშვო კვადროციკლები', 'Bolalar kvadrotsikllari'),
            family: 'atv',
            variant: 'youth',
            noun: L('{model} youth ATV', 'دراجة رباعية للناشئين {model}', 'Детский квадроцикл {model}', 'Cuatrimoto juvenil {model}', 'Quadriciclo infantil {model}', 'Quad enfant {model}', 'საბავშვო კვადროციკლი {model}', '{model} bolalar kvadrotsikli'),
            shape: 'atv',
            colours: ['red', 'blue', 'green', 'yellow'],
            models: lineUp(['Cub', 'Cub Plus'], [70, 90, 110, 125], 7),
          },
        ],
      },
      {
        slug: 'utv',
        icon: 'utv',
        title: L('UTVs (side-by-sides)', 'مركبات UTV', 'Мотовездеходы (UTV)', 'UTV (side by side)', 'UTVs (side-by-side)', 'SSV (side-by-side)', 'UTV (მოტოვეზდეხოდები)', 'UTV (yonma-yon oʻrindiqli)'),
        children: [
          {
            slug: 'utility-utv',
            title: L('Utility UTVs', 'مركبات UTV للعمل', 'Утилитарные мотовездеходы', 'UTV utilitarios', 'UTVs utilitários', 'SSV utilitaires', 'სამუშაო UTV', 'Ishchi UTV lar'),
            family: 'utv',
            variant: 'utility',
            noun: L('{model} utility side-by-side', 'مركبة UTV للعمل {model}', 'Утилитарный мотовездеход {model}', 'UTV utilitario {model}', 'UTV utilitário {model}', 'SSV utilitaire {model}', 'სამუშაო მოტოვეზდეხოდი {model}', '{model} ishchi UTV si'),
            shape: 'utv',
            colours: ['green', 'camo', 'red', 'grey'],
            models: lineUp(['Workhorse', 'Workhorse Crew'], [500, 700, 850, 1000], 7),
          },
          {
            slug: 'sport-utv',
            title: L('Sport UTVs', 'مركبات UTV رياضية', 'Спортивные мотовездеходы', 'UTV deportivos', 'UTVs esportivos', 'SSV sportifs', 'სპორტული UTV', 'Sport UTV lari'),
            family: 'utv',
            variant: 'sport',
            noun: L('{model} sport side-by-side', 'مركبة UTV رياضية {model}', 'Спортивный мотовездеход {model}', 'UTV deportivo {model}', 'UTV esportivo {model}', 'SSV sportif {model}', 'სპორტული მოტოვეზდეხოდი {model}', '{model} sport UTV si'),
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
    title: L('Scooters', 'سكوترات', 'Скутеры', 'Scooters', 'Scooters', 'Scooters', 'სკუტერები', 'Skuterlar'),
    description: L(
      'Petrol and electric scooters for the daily commute, from nimble 50 cc runabouts to comfortable maxi scooters.',
      'سكوترات بنزين وكهربائية للتنقل اليومي، من سكوترات 50 سم³ الرشيقة إلى سكوترات ماكسي المريحة.',
      'Бензиновые и электрические скутеры для ежедневных поездок: от юрких 50-кубовых до комфортных макси-скутеров.',
      'Scooters de gasolina y eléctricos para el día a día, desde ágiles 50 cc hasta cómodos maxiscooters.',
      'Scooters a gasolina e elétricos para o dia a dia, dos ágeis 50 cc aos confortáveis maxiscooters.',
      'Scooters essence et électriques pour les trajets quotidiens, des agiles 50 cm³ aux confortables maxi-scooters.',
      'ბენზინის და ელექტრო სკუტერები ყოველდღიური გადაადგილებისთვის — მოხერხებული 50 სმ³-იანებიდან კომფორტულ მაქსი-სკუტერებამდე.',
      'Har kungi qatnov uchun benzinli va elektr skuterlar: chaqqon 50 sm³ lilardan qulay maksi-skuterlargacha.',
    ),
    filters: ['engine-type', 'displacement', 'top-speed', 'colour'],
    children: [
      {
        slug: 'petrol-scooters',
        icon: 'scooter',
        title: L('Petrol scooters', 'سكوترات بنزين', 'Бензиновые скутеры', 'Scooters de gasolina', 'Scooters a gasolina', 'Scooters essence', 'ბენზინის სკუტერები', 'Benzinli skuterlar'),
        children: [
          {
            slug: 'scooters-50',
            title: L('50 cc scooters', 'سكوترات 50 سم³', 'Скутеры 50 см³', 'Scooters de 50 cc', 'Scooters de 50 cc', 'Scooters 50 cm³', 'სკუტერები 50 სმ³', '50 sm³ li skuterlar'),
            family: 'scooter',
            variant: 'small',
            noun: L('{model} scooter', 'سكوتر {model}', 'Скутер {model}', 'Scooter {model}', 'Scooter {model}', 'Scooter {model}', 'სკუტერი {model}', '{model} skuteri'),
            shape: 'scooter',
            colours: ['white', 'red', 'blue', 'yellow', 'green', 'black', 'silver'],
            models: ['Vento 50', 'Vento 50 Sport', 'Piccolo 50', 'Piccolo 50 Retro', 'Metro 50', 'Metro 50 Cargo', 'Piccolo 50 Lux'].map((model) => ({ model, size: 50 })),
          },
          {
            slug: 'scooters-125-300',
            title: L('125–300 cc scooters', 'سكوترات 125–300 سم³', 'Скутеры 125–300 см³', 'Scooters de 125 a 300 cc', 'Scooters de 125 a 300 cc', 'Scooters de 125 à 300 cm³', 'სკუტერები 125–300 სმ³', '125–300 sm³ li skuterlar'),
            family: 'scooter',
            variant: 'urban',
            noun: L('{model} scooter', 'سكوتر {model}', 'Скутер {model}', 'Scooter {model}', 'Scooter {model}', 'Scooter {model}', 'სკუტერი {model}', '{model} skuteri'),
            shape: 'scooter',
            colours: ['white', 'black', 'grey', 'blue', 'red'],
            models: lineUp(['Vento', 'Metro'], [125, 150, 200, 300], 7),
          },
          {
            slug: 'maxi-scooters',
            title: L('Maxi scooters', 'سكوترات ماكسي', 'Макси-скутеры', 'Maxiscooters', 'Maxiscooters', 'Maxi-scooters', 'მაქსი-სკუტერები', 'Maksi-skuterlar'),
            family: 'scooter',
            variant: 'maxi',
            noun: L('{model} maxi scooter', 'سكوتر ماكسي {model}', 'Макси-скутер {model}', 'Maxiscooter {model}', 'Maxiscooter {model}', 'Maxi-scooter {model}', 'მაქსი-სკუტერი {model}', '{model} maksi-skuteri'),
            shape: 'scooter',
            colours: ['grey', 'black', 'white', 'blue'],
            models: lineUp(['Grand Tour', 'Grand Tour S'], [300, 400, 530, 560], 7),
          },
        ],
      },
      {
        slug: 'electric-scooters',
        icon: 'scooter',
        title: L('Electric scooters', 'سكوترات كهربائية', 'Электроскутеры', 'Scooters eléctricos', 'Scooters elétricos', 'Scooters électriques', 'ელექტრო სკუტერები', 'Elektr skuterlar'),
        children: [
          {
            slug: 'e-scooters',
            title: L('Electric city scooters', 'سكوترات كهربائية للمدينة', 'Городские электроскутеры', 'Scooters eléctricos urbanos', 'Scooters elétricos urbanos', 'Scooters électriques urbains', 'ელექტრო სკუტერები ქალაქისთვის', 'Shahar elektr skuterlari'),
            family: 'e-scooter',
            variant: 'city',
            noun: L('{model} electric scooter', 'سكوتر كهربائي {model}', 'Электроскутер {model}', 'Scooter eléctrico {model}', 'Scooter elétrico {model}', 'Scooter électrique {model}', 'ელექტრო სკუტერი {model}', '{model} elektr skuteri'),
            shape: 'scooter',
            colours: ['white', 'green', 'blue', 'black', 'grey'],
            models: lineUp(['Volt'], [1500, 2000, 3000, 4000, 5000, 6000, 8000], 7, (s, w) => `${s} E${w / 100}`),
          },
          {
            slug: 'e-kick-scooters',
            title: L('Electric kick scooters', 'سكوترات ركل كهربائية', 'Электросамокаты', 'Patinetes eléctricos', 'Patinetes elétricos', 'Trottinettes électriques', 'ელექტრო სამოკატები', 'Elektr samokatlar'),
            family: 'e-scooter',
            variant: 'kick',
            noun: L('{model} electric kick scooter', 'سكوتر ركل كهربائي {model}', 'Электросамокат {model}', 'Patinete eléctrico {model}', 'Patinete elétrico {model}', 'Trottinette électrique {model}', 'ელექტრო სამოკატი {model}', '{model} elektr samokati'),
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
    title: L('Outboard motors', 'محركات القوارب الخارجية', 'Лодочные моторы', 'Motores fueraborda', 'Motores de popa', 'Moteurs hors-bord', 'გარე ძრავები', 'Qayiq motorlari'),
    description: L(
      'Petrol and electric outboards from 2.5 to 115 hp for fishing boats, tenders and RIBs.',
      'محركات خارجية تعمل بالبنزين والكهرباء من 2.5 إلى 115 حصانًا لقوارب الصيد والقوارب المساعدة والقوارب المطاطية.',
      'Бензиновые и электрические лодочные моторы от 2,5 до 115 л. с. для рыболовных лодок, тендеров и РИБов.',
      'Fueraborda de gasolina y eléctricos de 2,5 a 115 CV para barcas de pesca, auxiliares y semirrígidas.',
      'Motores de popa a gasolina e elétricos de 2,5 a 115 cv para barcos de pesca, botes auxiliares e infláveis semirrígidos.',
      'Moteurs hors-bord essence et électriques de 2,5 à 115 ch pour bateaux de pêche, annexes et semi-rigides.',
      'ბენზინის და ელექტრო გარე ძრავები 2,5-დან 115 ც.ძ.-მდე სათევზაო ნავებისთვის, დამხმარე ნავებისა და ნახევრად ხისტი ნავებისთვის.',
      'Baliq ovlash qayiqlari, yordamchi qayiqlar va yarim qattiq qayiqlar uchun 2,5 dan 115 o.k. gacha benzinli va elektr qayiq motorlari.',
    ),
    filters: ['engine-type', 'power', 'shaft-length', 'starter'],
    children: [
      {
        slug: 'petrol-outboards',
        icon: 'outboard',
        title: L('Petrol outboards', 'محركات خارجية بالبنزين', 'Бензиновые лодочные моторы', 'Fueraborda de gasolina', 'Motores de popa a gasolina', 'Moteurs hors-bord essence', 'ბენზინის გარე ძრავები', 'Benzinli qayiq motorlari'),
        children: [
          {
            slug: 'two-stroke-outboards',
            title: L('Two-stroke outboards', 'محركات خارجية ثنائية الأشواط', 'Двухтактные моторы', 'Fueraborda de dos tiempos', 'Motores de popa dois tempos', 'Moteurs hors-bord deux temps', 'ორტაქტიანი გარე ძრავები', 'Ikki taktli qayiq motorlari'),
            family: 'outboard',
            variant: 'two-stroke',
            noun: L('{model} two-stroke outboard', 'محرك خارجي ثنائي الأشواط {model}', 'Двухтактный лодочный мотор {model}', 'Motor fueraborda de dos tiempos {model}', 'Motor de popa dois tempos {model}', 'Moteur hors-bord deux temps {model}', 'ორტაქტიანი გარე ძრავა {model}', '{model} ikki taktli qayiq motori'),
            shape: 'outboard',
            colours: ['grey', 'black'],
            models: lineUp(['Mariner'], [2.5, 3.5, 5, 9.9, 15, 30, 40], 7, (s, hp) => `${s} ${hp}`),
          },
          {
            slug: 'four-stroke-outboards',
            title: L('Four-stroke outboards', 'محركات خارجية رباعية الأشواط', 'Четырёхтактные моторы', 'Fueraborda de cuatro tiempos', 'Motores de popa quatro tempos', 'Moteurs hors-bord quatre temps', 'ოთხტაქტიანი გარე ძრავები', 'Toʻrt taktli qayiq motorlari'),
            family: 'outboard',
            variant: 'four-stroke',
            noun: L('{model} four-stroke outboard', 'محرك خارجي رباعي الأشواط {model}', 'Четырёхтактный лодочный мотор {model}', 'Motor fueraborda de cuatro tiempos {model}', 'Motor de popa quatro tempos {model}', 'Moteur hors-bord quatre temps {model}', 'ოთხტაქტიანი გარე ძრავა {model}', '{model} toʻrt taktli qayiq motori'),
            shape: 'outboard',
            colours: ['grey', 'black', 'white'],
            models: lineUp(['Marlin'], [2.5, 6, 9.9, 20, 40, 60, 90, 115], 8, (s, hp) => `${s} ${hp}`),
          },
        ],
      },
      {
        slug: 'electric-outboards',
        icon: 'outboard',
        title: L('Electric outboards', 'محركات خارجية كهربائية', 'Электрические лодочные моторы', 'Fueraborda eléctricos', 'Motores de popa elétricos', 'Moteurs hors-bord électriques', 'ელექტრო გარე ძრავები', 'Elektr qayiq motorlari'),
        children: [
          {
            slug: 'battery-outboards',
            title: L('Battery outboards', 'محركات خارجية بالبطارية', 'Аккумуляторные лодочные моторы', 'Fueraborda de batería', 'Motores de popa a bateria', 'Moteurs hors-bord à batterie', 'აკუმულატორიანი გარე ძრავები', 'Akkumulyatorli qayiq motorlari'),
            family: 'e-outboard',
            variant: 'battery',
            noun: L('{model} electric outboard', 'محرك خارجي كهربائي {model}', 'Электромотор лодочный {model}', 'Fueraborda eléctrico {model}', 'Motor de popa elétrico {model}', 'Moteur hors-bord électrique {model}', 'ელექტრო გარე ძრავა {model}', '{model} elektr qayiq motori'),
            shape: 'outboard',
            colours: ['grey', 'white', 'black'],
            models: lineUp(['Current'], [1000, 2000, 3000, 4000, 6000, 8000, 10000], 7, (s, w) => `${s} ${w / 1000}.0`),
          },
          {
            slug: 'trolling-motors',
            title: L('Trolling motors', 'محركات الصيد بالجر', 'Троллинговые моторы', 'Motores de curricán', 'Motores elétricos de pesca', 'Moteurs électriques de pêche', 'ტროლინგის ძრავები', 'Trolling motorlari'),
            family: 'e-outboard',
            variant: 'trolling',
            noun: L('{model} trolling motor', 'محرك صيد بالجر {model}', 'Троллинговый мотор {model}', 'Motor de curricán {model}', 'Motor elétrico de pesca {model}', 'Moteur électrique de pêche {model}', 'ტროლინგის ძრავა {model}', '{model} trolling motori'),
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
    title: L('Generators', 'مولدات كهربائية', 'Генераторы', 'Generadores', 'Geradores', 'Groupes électrogènes', 'გენერატორები', 'Generatorlar'),
    description: L(
      'Quiet inverter generators for camping, open-frame units for building sites and diesel standby power for homes and businesses.',
      'مولدات إنفرتر هادئة للتخييم، ووحدات بإطار مفتوح لمواقع البناء، ومولدات ديزل احتياطية للمنازل والشركات.',
      'Тихие инверторные генераторы для отдыха, открытые модели для стройки и резервные дизельные электростанции для дома и бизнеса.',
      'Generadores inverter silenciosos para el camping, equipos de bastidor abierto para obras y grupos diésel de reserva para hogares y empresas.',
      'Geradores inverter silenciosos para camping, modelos de estrutura aberta para obras e geradores a diesel de reserva para casas e empresas.',
      'Groupes inverter silencieux pour le camping, groupes à châssis ouvert pour les chantiers et groupes diesel de secours pour les maisons et les entreprises.',
      'ჩუმი ინვერტორული გენერატორები ლაშქრობისთვის, ღია ჩარჩოიანი მოდელები სამშენებლო მოედნებისთვის და სარეზერვო დიზელის ელექტროსადგურები სახლებისა და ბიზნესისთვის.',
      'Lager uchun shovqinsiz invertorli generatorlar, qurilish maydonlari uchun ochiq ramali modellar va uylar hamda biznes uchun zaxira dizel elektr stansiyalari.',
    ),
    filters: ['fuel', 'rated-power', 'phase', 'starter'],
    children: [
      {
        slug: 'petrol-generators',
        icon: 'generator',
        title: L('Petrol generators', 'مولدات بنزين', 'Бензиновые генераторы', 'Generadores de gasolina', 'Geradores a gasolina', 'Groupes électrogènes essence', 'ბენზინის გენერატორები', 'Benzinli generatorlar'),
        children: [
          {
            slug: 'inverter-generators',
            title: L('Inverter generators', 'مولدات إنفرتر', 'Инверторные генераторы', 'Generadores inverter', 'Geradores inverter', 'Groupes électrogènes inverter', 'ინვერტორული გენერატორები', 'Invertorli generatorlar'),
            family: 'generator',
            variant: 'inverter',
            noun: L('{model} inverter generator', 'مولد إنفرتر {model}', 'Инверторный генератор {model}', 'Generador inverter {model}', 'Gerador inverter {model}', 'Groupe électrogène inverter {model}', 'ინვერტორული გენერატორი {model}', '{model} invertorli generatori'),
            shape: 'generator',
            colours: ['orange', 'red', 'green', 'grey'],
            models: lineUp(['Quietline'], [1000, 1600, 2000, 2800, 3200, 3500, 5000], 7, (s, w) => `${s} ${w}i`),
          },
          {
            slug: 'open-frame-generators',
            title: L('Open-frame generators', 'مولدات بإطار مفتوح', 'Генераторы открытого типа', 'Generadores de bastidor abierto', 'Geradores de estrutura aberta', 'Groupes électrogènes à châssis ouvert', 'ღია ჩარჩოიანი გენერატორები', 'Ochiq ramali generatorlar'),
            family: 'generator',
            variant: 'open-frame',
            noun: L('{model} generator', 'مولد {model}', 'Генератор {model}', 'Generador {model}', 'Gerador {model}', 'Groupe électrogène {model}', 'გენერატორი {model}', '{model} generatori'),
            shape: 'generator',
            colours: ['orange', 'red', 'yellow', 'black'],
            models: lineUp(['Powerframe'], [2500, 3000, 3500, 4500, 5500, 6500, 8000], 7, (s, w) => `${s} ${w}`),
          },
        ],
      },
      {
        slug: 'diesel-generators',
        icon: 'generator',
        title: L('Diesel generators', 'مولدات ديزل', 'Дизельные генераторы', 'Generadores diésel', 'Geradores a diesel', 'Groupes électrogènes diesel', 'დიზელის გენერატორები', 'Dizel generatorlar'),
        children: [
          {
            slug: 'portable-diesel-generators',
            title: L('Portable diesel generators', 'مولدات ديزل محمولة', 'Переносные дизельные генераторы', 'Generadores diésel portátiles', 'Geradores a diesel portáteis', 'Groupes électrogènes diesel portables', 'პორტატული დიზელის გენერატორები', 'Koʻchma dizel generatorlar'),
            family: 'generator',
            variant: 'portable-diesel',
            noun: L('{model} diesel generator', 'مولد ديزل {model}', 'Дизельный генератор {model}', 'Generador diésel {model}', 'Gerador a diesel {model}', 'Groupe électrogène diesel {model}', 'დიზელის გენერატორი {model}', '{model} dizel generatori'),
            shape: 'generator',
            colours: ['yellow', 'grey', 'orange'],
            models: lineUp(['Ironclad'], [3000, 4000, 5000, 5500, 6500, 7000, 8000], 7, (s, w) => `${s} ${w / 1000}D`),
          },
          {
            slug: 'standby-diesel-generators',
            title: L('Standby diesel generators', 'مولدات ديزل احتياطية', 'Резервные дизельные электростанции', 'Grupos electrógenos diésel de reserva', 'Geradores a diesel de reserva', 'Groupes électrogènes diesel de secours', 'სარეზერვო დიზელის ელექტროსადგურები', 'Zaxira dizel elektr stansiyalari'),
            family: 'generator',
            variant: 'standby',
            noun: L('{model} standby diesel generator', 'مولد ديزل احتياطي {model}', 'Резервная дизельная электростанция {model}', 'Grupo electrógeno diésel {model}', 'Gerador a diesel de reserva {model}', 'Groupe électrogène diesel de secours {model}', 'სარეზერვო დიზელის ელექტროსადგური {model}', '{model} zaxira dizel elektr stansiyasi'),
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
    title: L('Garden equipment', 'معدات الحدائق', 'Садовая техника', 'Equipos de jardín', 'Equipamentos de jardim', 'Matériel de jardin', 'ბაღის ტექნიკა', 'Bogʻ texnikasi'),
    description: L(
      'Lawn mowers, trimmers and tillers for private gardens, farms and landscaping crews.',
      'جزازات عشب وقاطعات أعشاب ومحاريث للحدائق الخاصة والمزارع وفرق تنسيق الحدائق.',
      'Газонокосилки, триммеры и культиваторы для частных садов, фермерских хозяйств и ландшафтных бригад.',
      'Cortacéspedes, desbrozadoras y motoazadas para jardines particulares, fincas y profesionales del paisajismo.',
      'Cortadores de grama, aparadores e motocultivadores para jardins particulares, sítios e equipes de paisagismo.',
      'Tondeuses, coupe-bordures et motobineuses pour les jardins privés, les fermes et les paysagistes.',
      'გაზონის საკრეჭები, ტრიმერები და კულტივატორები კერძო ბაღებისთვის, ფერმებისა და ლანდშაფტური ბრიგადებისთვის.',
      'Xususiy bogʻlar, fermer xoʻjaliklari va landshaft brigadalari uchun maysa oʻrish mashinalari, trimmerlar va kultivatorlar.',
    ),
    filters: ['drive', 'cutting-width', 'displacement'],
    children: [
      {
        slug: 'lawn-mowers',
        icon: 'mower',
        title: L('Lawn mowers', 'جزازات العشب', 'Газонокосилки', 'Cortacéspedes', 'Cortadores de grama', 'Tondeuses à gazon', 'გაზონის საკრეჭები', 'Maysa oʻrish mashinalari'),
        children: [
          {
            slug: 'push-mowers',
            title: L('Push mowers', 'جزازات دفع يدوي', 'Несамоходные газонокосилки', 'Cortacéspedes de empuje', 'Cortadores de grama manuais', 'Tondeuses poussées', 'ხელით სატარებელი საკრეჭები', 'Qoʻlda itariladigan oʻroq mashinalari'),
            family: 'mower',
            variant: 'push',
            noun: L('{model} petrol lawn mower', 'جزازة عشب بالبنزين {model}', 'Бензиновая газонокосилка {model}', 'Cortacésped de gasolina {model}', 'Cortador de grama a gasolina {model}', 'Tondeuse à gazon essence {model}', 'ბენზინის გაზონის საკრეჭი {model}', '{model} benzinli maysa oʻrish mashinasi'),
            shape: 'mower',
            colours: equipmentColours,
            models: lineUp(['Greenline', 'Greenline Plus'], [41, 43, 46, 51], 7, (s, w) => `${s} ${w}`),
          },
          {
            slug: 'self-propelled-mowers',
            title: L('Self-propelled mowers', 'جزازات ذاتية الدفع', 'Самоходные газонокосилки', 'Cortacéspedes autopropulsados', 'Cortadores de grama autopropelidos', 'Tondeuses tractées', 'თვითმავალი გაზონის საკრეჭები', 'Oʻzi yuradigan oʻroq mashinalari'),
            family: 'mower',
            variant: 'self-propelled',
            noun: L('{model} self-propelled mower', 'جزازة ذاتية الدفع {model}', 'Самоходная газонокосилка {model}', 'Cortacésped autopropulsado {model}', 'Cortador de grama autopropelido {model}', 'Tondeuse tractée {model}', 'თვითმავალი გაზონის საკრეჭი {model}', '{model} oʻzi yuradigan oʻroq mashinasi'),
            shape: 'mower',
            colours: equipmentColours,
            models: lineUp(['Greenline SP', 'Greenline SP Pro'], [46, 51, 53, 56], 7, (s, w) => `${s} ${w}`),
          },
          {
            slug: 'ride-on-mowers',
            title: L('Ride-on mowers', 'جزازات بمقعد', 'Садовые тракторы и райдеры', 'Tractores cortacésped', 'Tratores cortadores de grama', 'Tondeuses autoportées', 'სამართავი გაზონის საკრეჭები', 'Oʻtiriladigan oʻroq mashinalari'),
            family: 'mower',
            variant: 'ride-on',
            noun: L('{model} ride-on mower', 'جزازة بمقعد {model}', 'Садовый трактор {model}', 'Tractor cortacésped {model}', 'Trator cortador de grama {model}', 'Tondeuse autoportée {model}', 'სამართავი გაზონის საკრეჭი {model}', '{model} oʻtiriladigan oʻroq mashinasi'),
            shape: 'ride-on-mower',
            colours: ['green', 'red', 'yellow', 'orange'],
            models: lineUp(['Meadow', 'Meadow HX'], [76, 92, 107, 122], 7, (s, w) => `${s} ${w}`),
          },
        ],
      },
      {
        slug: 'trimmers-brush-cutters',
        icon: 'trimmer',
        title: L('Trimmers and brush cutters', 'قاطعات الأعشاب والشجيرات', 'Триммеры и мотокосы', 'Recortadoras y desbrozadoras', 'Aparadores e roçadeiras', 'Coupe-bordures et débroussailleuses', 'ტრიმერები და ბუჩქსაჭრელები', 'Trimmerlar va motokosalar'),
        children: [
          {
            slug: 'grass-trimmers',
            title: L('Grass trimmers', 'قاطعات الأعشاب', 'Триммеры', 'Recortadoras', 'Aparadores de grama', 'Coupe-bordures', 'ტრიმერები', 'Trimmerlar'),
            family: 'trimmer',
            variant: 'line',
            noun: L('{model} petrol grass trimmer', 'قاطعة أعشاب بالبنزين {model}', 'Бензиновый триммер {model}', 'Recortadora de gasolina {model}', 'Aparador de grama a gasolina {model}', 'Coupe-bordure essence {model}', 'ბენზინის ტრიმერი {model}', '{model} benzinli trimmeri'),
            shape: 'trimmer',
            colours: equipmentColours,
            models: lineUp(['Edge T', 'Edge TX'], [25, 26, 28, 30], 7, (s, cc) => `${s}${cc}`),
          },
          {
            slug: 'brush-cutters',
            title: L('Brush cutters', 'قاطعات الشجيرات', 'Мотокосы', 'Desbrozadoras', 'Roçadeiras', 'Débroussailleuses', 'ბუჩქსაჭრელები', 'Motokosalar'),
            family: 'trimmer',
            variant: 'brush',
            noun: L('{model} brush cutter', 'قاطعة شجيرات {model}', 'Мотокоса {model}', 'Desbrozadora {model}', 'Roçadeira {model}', 'Débroussailleuse {model}', 'ბუჩქსაჭრელი {model}', '{model} motokosasi'),
            shape: 'trimmer',
            colours: equipmentColours,
            models: lineUp(['Edge B', 'Edge BX'], [33, 36, 43, 52], 7, (s, cc) => `${s}${cc}`),
          },
        ],
      },
      {
        slug: 'tillers-cultivators',
        icon: 'tiller',
        title: L('Tillers and cultivators', 'محاريث وعزاقات', 'Культиваторы и мотоблоки', 'Motoazadas y motocultores', 'Motocultivadores e microtratores', 'Motobineuses et motoculteurs', 'კულტივატორები და მოტობლოკები', 'Kultivatorlar va motobloklar'),
        children: [
          {
            slug: 'cultivators',
            title: L('Cultivators', 'عزاقات', 'Культиваторы', 'Motoazadas', 'Motocultivadores', 'Motobineuses', 'კულტივატორები', 'Kultivatorlar'),
            family: 'tiller',
            variant: 'cultivator',
            noun: L('{model} petrol cultivator', 'عزاقة بالبنزين {model}', 'Бензиновый культиватор {model}', 'Motoazada de gasolina {model}', 'Motocultivador a gasolina {model}', 'Motobineuse essence {model}', 'ბენზინის კულტივატორი {model}', '{model} benzinli kultivatori'),
            shape: 'tiller',
            colours: equipmentColours,
            models: lineUp(['Furrow C', 'Furrow CX'], [99, 149, 163, 196], 7, (s, cc) => `${s}${cc}`),
          },
          {
            slug: 'walk-behind-tractors',
            title: L('Walk-behind tractors', 'جرارات يدوية', 'Мотоблоки', 'Motocultores', 'Microtratores', 'Motoculteurs', 'მოტობლოკები', 'Motobloklar'),
            family: 'tiller',
            variant: 'tractor',
            noun: L('{model} walk-behind tractor', 'جرار يدوي {model}', 'Мотоблок {model}', 'Motocultor {model}', 'Microtrator {model}', 'Motoculteur {model}', 'მოტობლოკი {model}', '{model} motobloki'),
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
    title: L('Water pumps', 'مضخات المياه', 'Мотопомпы', 'Motobombas', 'Bombas d’água', 'Motopompes', 'წყლის ტუმბოები', 'Suv nasoslari'),
    description: L(
      'Self-priming petrol and diesel pumps for irrigation, drainage, firefighting and building sites.',
      'مضخات ذاتية التحضير تعمل بالبنزين والديزل للري والتصريف ومكافحة الحرائق ومواقع البناء.',
      'Самовсасывающие бензиновые и дизельные мотопомпы для полива, откачки воды, пожаротушения и стройплощадок.',
      'Motobombas autocebantes de gasolina y diésel para riego, achique, extinción de incendios y obras.',
      'Bombas autoescorvantes a gasolina e diesel para irrigação, drenagem, combate a incêndios e obras.',
      'Motopompes auto-amorçantes essence et diesel pour l’irrigation, le drainage, la lutte contre l’incendie et les chantiers.',
      'თვითშემწოვი ბენზინის და დიზელის ტუმბოები მორწყვისთვის, წყლის ამოტუმბვისთვის, ხანძრის ჩაქრობისა და სამშენებლო მოედნებისთვის.',
      'Sugʻorish, suv chiqarish, yongʻin oʻchirish va qurilish maydonlari uchun oʻzi soʻradigan benzinli va dizel motopompalar.',
    ),
    filters: ['fuel', 'port-size', 'max-flow'],
    children: [
      {
        slug: 'petrol-water-pumps',
        icon: 'pump',
        title: L('Petrol water pumps', 'مضخات مياه بالبنزين', 'Бензиновые мотопомпы', 'Motobombas de gasolina', 'Bombas d’água a gasolina', 'Motopompes essence', 'ბენზინის წყლის ტუმბოები', 'Benzinli suv nasoslari'),
        children: [
          {
            slug: 'clean-water-pumps',
            title: L('Clean water pumps', 'مضخات المياه النظيفة', 'Мотопомпы для чистой воды', 'Motobombas para agua limpia', 'Bombas para água limpa', 'Motopompes eau claire', 'სუფთა წყლის ტუმბოები', 'Toza suv nasoslari'),
            family: 'pump',
            variant: 'clean',
            noun: L('{model} clean water pump', 'مضخة مياه نظيفة {model}', 'Мотопомпа для чистой воды {model}', 'Motobomba para agua limpia {model}', 'Bomba para água limpa {model}', 'Motopompe eau claire {model}', 'სუფთა წყლის ტუმბო {model}', '{model} toza suv nasosi'),
            shape: 'pump',
            colours: ['orange', 'red', 'blue'],
            models: lineUp(['Aqua WP', 'Aqua WP Pro'], [1, 1.5, 2, 3], 7, (s, inch) => `${s}${inch * 10}`),
          },
          {
            slug: 'trash-pumps',
            title: L('Trash pumps', 'مضخات المياه العكرة', 'Мотопомпы для грязной воды', 'Motobombas para aguas sucias', 'Bombas para água suja', 'Motopompes eaux chargées', 'ჭუჭყიანი წყლის ტუმბოები', 'Iflos suv nasoslari'),
            family: 'pump',
            variant: 'trash',
            noun: L('{model} trash pump', 'مضخة مياه عكرة {model}', 'Мотопомпа для грязной воды {model}', 'Motobomba para aguas sucias {model}', 'Bomba para água suja {model}', 'Motopompe eaux chargées {model}', 'ჭუჭყიანი წყლის ტუმბო {model}', '{model} iflos suv nasosi'),
            shape: 'pump',
            colours: ['orange', 'grey', 'yellow'],
            models: lineUp(['Mudline', 'Mudline HD'], [2, 3, 4, 5], 7, (s, inch) => `${s} ${inch}"`),
          },
          {
            slug: 'high-pressure-pumps',
            title: L('High-pressure pumps', 'مضخات الضغط العالي', 'Мотопомпы высокого давления', 'Motobombas de alta presión', 'Bombas de alta pressão', 'Motopompes haute pression', 'მაღალი წნევის ტუმბოები', 'Yuqori bosimli nasoslar'),
            family: 'pump',
            variant: 'high-pressure',
            noun: L('{model} high-pressure pump', 'مضخة ضغط عالٍ {model}', 'Мотопомпа высокого давления {model}', 'Motobomba de alta presión {model}', 'Bomba de alta pressão {model}', 'Motopompe haute pression {model}', 'მაღალი წნევის ტუმბო {model}', '{model} yuqori bosimli nasosi'),
            shape: 'pump',
            colours: ['red', 'orange'],
            models: lineUp(['Firejet'], [1, 1.25, 1.5, 2, 2.5, 3, 4], 7, (s, inch) => `${s} ${Math.round(inch * 100)}`),
          },
        ],
      },
      {
        slug: 'diesel-water-pumps',
        icon: 'pump',
        title: L('Diesel water pumps', 'مضخات مياه بالديزل', 'Дизельные мотопомпы', 'Motobombas diésel', 'Bombas d’água a diesel', 'Motopompes diesel', 'დიზელის წყლის ტუმბოები', 'Dizel suv nasoslari'),
        children: [
          {
            slug: 'diesel-transfer-pumps',
            title: L('Diesel transfer pumps', 'مضخات نقل المياه بالديزل', 'Дизельные перекачивающие мотопомпы', 'Motobombas diésel de trasiego', 'Bombas de transferência a diesel', 'Motopompes de transfert diesel', 'დიზელის გადამქაჩავი ტუმბოები', 'Dizel haydash nasoslari'),
            family: 'pump',
            variant: 'diesel-transfer',
            noun: L('{model} diesel water pump', 'مضخة مياه ديزل {model}', 'Дизельная мотопомпа {model}', 'Motobomba diésel {model}', 'Bomba d’água a diesel {model}', 'Motopompe diesel {model}', 'დიზელის წყლის ტუმბო {model}', '{model} dizel suv nasosi'),
            shape: 'pump',
            colours: ['yellow', 'grey', 'orange'],
            models: lineUp(['Aqua DP', 'Aqua DP HD'], [2, 3, 4, 6], 7, (s, inch) => `${s}${inch * 10}`),
          },
          {
            slug: 'diesel-irrigation-pumps',
            title: L('Diesel irrigation pumps', 'مضخات ري بالديزل', 'Дизельные ирригационные мотопомпы', 'Motobombas diésel de riego', 'Bombas de irrigação a diesel', 'Motopompes d’irrigation diesel', 'დიზელის საირიგაციო ტუმბოები', 'Dizel sugʻorish nasoslari'),
            family: 'pump',
            variant: 'diesel-irrigation',
            noun: L('{model} diesel irrigation pump', 'مضخة ري ديزل {model}', 'Дизельная ирригационная мотопомпа {model}', 'Motobomba diésel de riego {model}', 'Bomba de irrigação a diesel {model}', 'Motopompe d’irrigation diesel {model}', 'დიზელის საირიგაციო ტუმბო {model}', '{model} dizel sugʻorish nasosi'),
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
    title: L('Parts and accessories', 'قطع الغيار والإكسسوارات', 'Запчасти и аксессуары', 'Recambios y accesorios', 'Peças e acessórios', 'Pièces et accessoires', 'ნაწილები და აქსესუარები', 'Ehtiyot qismlar va aksessuarlar'),
    description: L(
      'Original parts, service consumables and riding gear, checked to fit your machine.',
      'قطع غيار أصلية ومستلزمات صيانة وملابس قيادة، مختبرة لتلائم آلتك.',
      'Оригинальные запчасти, расходники для ТО и экипировка, гарантированно подходящие к вашей технике.',
      'Recambios originales, consumibles de mantenimiento y equipamiento, comprobados para tu máquina.',
      'Peças originais, itens de manutenção e equipamentos de pilotagem, conferidos para servir no seu veículo.',
      'Pièces d’origine, consommables d’entretien et équipement du pilote, vérifiés pour votre machine.',
      'ორიგინალური ნაწილები, ტექმომსახურების სახარჯი მასალები და ეკიპირება, შემოწმებული თქვენი ტექნიკისთვის.',
      'Texnikangizga mosligi tekshirilgan original ehtiyot qismlar, texnik xizmat sarf materiallari va ekipirovka.',
    ),
    filters: ['material', 'colour', 'certification'],
    children: [
      {
        slug: 'riding-gear',
        icon: 'helmet',
        title: L('Riding gear', 'ملابس القيادة', 'Экипировка', 'Equipamiento de piloto', 'Equipamentos de pilotagem', 'Équipement du pilote', 'ეკიპირება', 'Ekipirovka'),
        children: [
          {
            slug: 'helmets',
            title: L('Helmets', 'خوذات', 'Шлемы', 'Cascos', 'Capacetes', 'Casques', 'ჩაფხუტები', 'Dubulgʻalar'),
            family: 'gear',
            variant: 'helmet',
            noun: L('{model} helmet', 'خوذة {model}', 'Шлем {model}', 'Casco {model}', 'Capacete {model}', 'Casque {model}', 'ჩაფხუტი {model}', '{model} dubulgʻasi'),
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
            title: L('Gloves', 'قفازات', 'Перчатки', 'Guantes', 'Luvas', 'Gants', 'ხელთათმანები', 'Qoʻlqoplar'),
            family: 'gear',
            variant: 'gloves',
            noun: L('{model} riding gloves', 'قفازات قيادة {model}', 'Мотоперчатки {model}', 'Guantes de moto {model}', 'Luvas de motociclista {model}', 'Gants moto {model}', 'მოტოხელთათმანები {model}', '{model} moto qoʻlqoplari'),
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
            title: L('Jackets', 'سترات', 'Куртки', 'Chaquetas', 'Jaquetas', 'Blousons', 'ქურთუკები', 'Kurtkalar'),
            family: 'gear',
            variant: 'jacket',
            noun: L('{model} riding jacket', 'سترة قيادة {model}', 'Мотокуртка {model}', 'Chaqueta de moto {model}', 'Jaqueta de motociclista {model}', 'Blouson moto {model}', 'მოტოქურთუკი {model}', '{model} moto kurtkasi'),
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
        title: L('Service parts', 'قطع الصيانة', 'Расходники для ТО', 'Piezas de mantenimiento', 'Peças de manutenção', 'Pièces d’entretien', 'ტექმომსახურების ნაწილები', 'Texnik xizmat qismlari'),
        children: [
          {
            slug: 'oils-lubricants',
            title: L('Oils and lubricants', 'زيوت ومواد تشحيم', 'Масла и смазки', 'Aceites y lubricantes', 'Óleos e lubrificantes', 'Huiles et lubrifiants', 'ზეთები და საპოხი მასალები', 'Moylar va surkov materiallari'),
            family: 'part',
            variant: 'oil',
            noun: L('Engine oil {model}', 'زيت محرك {model}', 'Моторное масло {model}', 'Aceite de motor {model}', 'Óleo de motor {model}', 'Huile moteur {model}', 'ძრავის ზეთი {model}', 'Motor moyi {model}'),
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
            title: L('Filters', 'فلاتر', 'Фильтры', 'Filtros', 'Filtros', 'Filtres', 'ფილტრები', 'Filtrlar'),
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
            title: L('Batteries and spark plugs', 'بطاريات وشمعات احتراق', 'Аккумуляторы и свечи', 'Baterías y bujías', 'Baterias e velas de ignição', 'Batteries et bougies', 'აკუმულატორები და სანთლები', 'Akkumulyatorlar va svechalar'),
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
        title: L('Marine accessories', 'إكسسوارات بحرية', 'Аксессуары для лодок', 'Accesorios náuticos', 'Acessórios náuticos', 'Accessoires nautiques', 'ნავის აქსესუარები', 'Qayiq aksessuarlari'),
        children: [
          {
            slug: 'propellers',
            title: L('Propellers', 'مراوح القوارب', 'Гребные винты', 'Hélices', 'Hélices', 'Hélices', 'ნავის ხრახნები', 'Qayiq vintlari'),
            family: 'part',
            variant: 'propeller',
            noun: L('Propeller {model}', 'مروحة {model}', 'Гребной винт {model}', 'Hélice {model}', 'Hélice {model}', 'Hélice {model}', 'ნავის ხრახნი {model}', 'Qayiq vinti {model}'),
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
            title: L('Fuel tanks', 'خزانات الوقود', 'Топливные баки', 'Depósitos de combustible', 'Tanques de combustível', 'Réservoirs de carburant', 'საწვავის ავზები', 'Yoqilgʻi baklari'),
            family: 'part',
            variant: 'fuel-tank',
            noun: L('Portable fuel tank {model}', 'خزان وقود محمول {model}', 'Переносной топливный бак {model}', 'Depósito de combustible portátil {model}', 'Tanque de combustível portátil {model}', 'Réservoir de carburant portable {model}', 'პორტატული საწვავის ავზი {model}', 'Koʻchma yoqilgʻi baki {model}'),
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
    title: L('Special series', 'سلسلة خاصة', 'Специальные серии', 'Series especiales', 'Séries especiais', 'Séries spéciales', 'სპეციალური სერიები', 'Maxsus seriyalar'),
    description: L(
      'Limited editions and ex-demo units, shown only through direct links and campaigns.',
      'إصدارات محدودة ووحدات عرض سابقة، تظهر فقط عبر الروابط المباشرة والحملات.',
      'Ограниченные серии и демонстрационные образцы, доступные только по прямым ссылкам и в рамках акций.',
      'Ediciones limitadas y unidades de exposición, visibles solo mediante enlaces directos y campañas.',
      'Edições limitadas e unidades de demonstração, visíveis apenas por links diretos e campanhas.',
      'Séries limitées et modèles d’exposition, visibles uniquement par des liens directs et des campagnes.',
      'შეზღუდული გამოშვებები და საჩვენებელი ნიმუშები, ხელმისაწვდომი მხოლოდ პირდაპირი ბმულებითა და აქციებით.',
      'Cheklangan seriyalar va namoyish nusxalari, faqat toʻgʻridan-toʻgʻri havolalar va aksiyalar orqali koʻrinadi.',
    ),
    children: [
      {
        slug: 'ex-demo',
        icon: 'star',
        hidden: true,
        title: L('Ex-demo units', 'وحدات عرض سابقة', 'Демонстрационные образцы', 'Unidades de exposición', 'Unidades de demonstração', 'Modèles d’exposition', 'საჩვენებელი ნიმუშები', 'Namoyish nusxalari'),
        children: [],
      },
    ],
  },
];
