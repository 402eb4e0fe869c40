import type { Random } from './random';
import type { Localized } from './texts';

/**
 * How each kind of product is described: its characteristics drawn from one size figure
 * (displacement, watts, inches …) plus a little seeded variety, its base price in US dollars
 * and the two sentences of its description.
 */
export type CharacteristicValue =
  | { key: string; number: number }
  | { key: string; term: string }
  | { key: string; list: readonly { term: string; value: string | number }[] };

export interface BuiltProduct {
  characteristics: CharacteristicValue[];
  /** Base price in US cents, before conversion to each country's currency. */
  usdCents: number;
  /** Values the description templates refer to. */
  facts: Readonly<Record<string, string | number>>;
  /** Keys of the three numbers shown in the one-line summary. */
  summary: readonly [string, string, string];
}

export type Family =
  | 'motorcycle'
  | 'atv'
  | 'utv'
  | 'scooter'
  | 'e-scooter'
  | 'outboard'
  | 'e-outboard'
  | 'generator'
  | 'mower'
  | 'trimmer'
  | 'tiller'
  | 'pump'
  | 'gear'
  | 'part';

export interface ModelInput {
  size: number;
  variant: string;
  colour: string;
  random: Random;
  /** For gear and parts: characteristics written out in the seed data. */
  extra?: readonly CharacteristicValue[];
  usd?: number;
}

const n = (key: string, value: number): CharacteristicValue => ({ key, number: value });
const t = (key: string, term: string): CharacteristicValue => ({ key, term });
const list = (key: string, items: readonly [string, string | number][]): CharacteristicValue => ({
  key,
  list: items.map(([term, value]) => ({ term, value })),
});

/** Rounds to a step (5, 0.5, …) so figures look like a spec sheet's, not a random draw. */
const round = (value: number, step = 1) => {
  const rounded = Math.round(value / step) * step;
  return Number(rounded.toFixed(step < 1 ? 1 : 0));
};
const jitter = (random: Random, value: number, spread = 0.05) => value * (1 + (random.next() * 2 - 1) * spread);
const dollars = (amount: number) => Math.round(amount) * 100;

function motorcycle({ size, variant, random }: ModelInput): BuiltProduct {
  const twoStroke = variant === 'motocross' && size <= 250 && size !== 250;
  const road = variant === 'naked' || variant === 'touring' || variant === 'cruiser';
  const hpPerCc: Record<string, number> = { enduro: 0.105, motocross: twoStroke ? 0.26 : 0.15, pit: 0.09, naked: 0.12, touring: 0.105, cruiser: 0.07 };
  const power = round(jitter(random, size * (hpPerCc[variant] ?? 0.1)), 0.5);
  const torque = round(power * (variant === 'cruiser' ? 1.55 : jitter(random, 0.95, 0.1)));
  const seatHeight = round(
    { enduro: 940, motocross: 955, pit: 780 + size * 0.4, naked: 800, touring: 845, cruiser: 705 }[variant] ?? 820,
    5,
  );
  const weightBase: Record<string, [number, number]> = {
    enduro: [100, 0.05],
    motocross: [82, 0.05],
    pit: [55, 0.15],
    naked: [135, 0.07],
    touring: [165, 0.08],
    cruiser: [160, 0.1],
  };
  const [w0, w1] = weightBase[variant] ?? [120, 0.08];
  const weight = round(jitter(random, w0 + size * w1, 0.03));
  const tankRange: Record<string, [number, number]> = {
    enduro: [8, 12],
    motocross: [6, 7],
    pit: [3, 5],
    naked: [12, 15],
    touring: [18, 24],
    cruiser: [13, 17],
  };
  const [t0, t1] = tankRange[variant] ?? [10, 14];
  const tank = round(t0 + random.next() * (t1 - t0), 0.5);
  const topSpeed = road ? Math.min(230, round(95 + size * 0.12, 5)) : round(65 + size * 0.14, 5);
  const usdBase: Record<string, [number, number]> = {
    enduro: [1200, 9],
    motocross: [1500, 14],
    pit: [600, 6],
    naked: [1400, 9.5],
    touring: [2000, 11],
    cruiser: [1500, 9],
  };
  const [u0, u1] = usdBase[variant] ?? [1200, 9];
  return {
    characteristics: [
      t('engine-type', twoStroke ? 'two-stroke' : 'four-stroke'),
      n('displacement', size),
      n('power', power),
      n('torque', torque),
      n('cylinders', size >= 600 ? 2 : 1),
      t('cooling', size <= 150 ? 'air' : size <= 250 && variant !== 'motocross' ? 'oil-air' : 'liquid'),
      t('fuel-system', size <= 150 || twoStroke ? 'carburettor' : 'efi'),
      t('starter', variant === 'pit' || twoStroke ? 'kick-start' : variant === 'enduro' || variant === 'motocross' ? 'electric-kick' : 'electric-start'),
      t('transmission', variant === 'pit' && size <= 125 ? 'semi-auto-4' : road || (variant === 'enduro' && size >= 250) ? 'manual-6' : 'manual-5'),
      t('drive', variant === 'touring' && size >= 800 ? 'shaft' : variant === 'cruiser' ? 'belt' : 'chain'),
      t('front-brake', road && size >= 650 ? 'dual-disc' : 'disc'),
      t('abs', road ? 'yes' : 'no'),
      n('top-speed', topSpeed),
      n('seat-height', seatHeight),
      n('weight', weight),
      n('fuel-tank', tank),
      list('package-contents', [
        ['keys', 2],
        ['tool-kit', 1],
        ['owners-manual', 1],
      ]),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, u0 + size * u1, 0.04)),
    facts: { displacement: size, power, torque, tank, seatHeight },
    summary: ['displacement', 'power', 'weight'],
  };
}

function atv({ size, variant, random }: ModelInput): BuiltProduct {
  const power = round(jitter(random, size * ({ sport: 0.09, youth: 0.07 }[variant] ?? 0.075)), 0.5);
  const clearance = round(jitter(random, variant === 'youth' ? 120 : variant === 'sport' ? 240 : 270, 0.06), 5);
  const tank = round(variant === 'youth' ? 4 + random.int(0, 2) : 10 + size / 100 + random.int(0, 3), 0.5);
  const weight = round(jitter(random, variant === 'youth' ? 95 + size * 0.3 : 150 + size * 0.28, 0.04));
  return {
    characteristics: [
      t('engine-type', 'four-stroke'),
      n('displacement', size),
      n('power', power),
      t('cooling', size >= 400 ? 'liquid' : 'air'),
      t('fuel-system', size >= 400 ? 'efi' : 'carburettor'),
      t('starter', variant === 'youth' ? 'electric-kick' : 'electric-start'),
      t('transmission', variant === 'sport' ? 'manual-5' : 'cvt'),
      t('drive', variant === 'utility' && size >= 400 ? '2wd-4wd' : '2wd'),
      t('front-brake', 'disc'),
      n('top-speed', variant === 'youth' ? round(35 + size * 0.1, 5) : round(60 + size * 0.05, 5)),
      ...(variant === 'utility' ? [n('towing-capacity', round(300 + size * 0.6, 50))] : []),
      n('seats', variant === 'utility' && size >= 700 ? 2 : 1),
      n('ground-clearance', clearance),
      n('weight', weight),
      n('fuel-tank', tank),
      list('package-contents', [
        ['keys', 2],
        ['tool-kit', 1],
        ['owners-manual', 1],
      ]),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, { sport: 2800 + size * 10, youth: 900 + size * 8 }[variant] ?? 2500 + size * 9, 0.04)),
    facts: { displacement: size, power, clearance, tank },
    summary: ['displacement', 'power', 'weight'],
  };
}

function utv({ size, variant, random }: ModelInput): BuiltProduct {
  const sport = variant === 'sport';
  const power = round(jitter(random, size * (sport ? 0.11 : 0.07)), 0.5);
  const clearance = round(jitter(random, sport ? 340 : 290, 0.05), 5);
  const tank = round(28 + random.int(0, 12), 1);
  return {
    characteristics: [
      t('engine-type', 'four-stroke'),
      n('displacement', size),
      n('power', power),
      n('cylinders', 2),
      t('cooling', 'liquid'),
      t('fuel-system', 'efi'),
      t('starter', 'electric-start'),
      t('transmission', 'cvt'),
      t('drive', '2wd-4wd'),
      t('front-brake', 'disc'),
      n('top-speed', round(sport ? 110 + size * 0.02 : 70 + size * 0.02, 5)),
      n('towing-capacity', round(sport ? 500 : 600 + size * 0.3, 50)),
      n('seats', sport ? 2 : 3),
      n('ground-clearance', clearance),
      n('weight', round(jitter(random, 520 + size * 0.2, 0.04))),
      n('fuel-tank', tank),
      list('package-contents', [
        ['keys', 2],
        ['tool-kit', 1],
        ['owners-manual', 1],
      ]),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, sport ? 9000 + size * 14 : 6000 + size * 12, 0.04)),
    facts: { displacement: size, power, clearance, tank },
    summary: ['displacement', 'power', 'seats'],
  };
}

function scooter({ size, variant, random }: ModelInput): BuiltProduct {
  const maxi = variant === 'maxi';
  const power = round(jitter(random, size === 50 ? 3.5 : size * 0.095), 0.5);
  const topSpeed = size === 50 ? 45 : Math.min(170, round(65 + size * 0.22, 5));
  const storage = round(maxi ? 40 + random.int(0, 10) : 18 + random.int(0, 12), 1);
  const tank = round(size === 50 ? 5 + random.int(0, 1) : 7 + size / 50, 0.5);
  return {
    characteristics: [
      t('engine-type', 'four-stroke'),
      n('displacement', size),
      n('power', power),
      t('cooling', size <= 150 ? 'air' : 'liquid'),
      t('fuel-system', size === 50 ? 'carburettor' : 'efi'),
      t('starter', maxi ? 'electric-start' : 'electric-kick'),
      t('transmission', 'cvt'),
      t('drive', 'belt'),
      t('front-brake', 'disc'),
      t('abs', size >= 300 ? 'yes' : 'no'),
      n('wheel-size', maxi ? 15 : size === 50 ? 12 : 13 + random.int(0, 1)),
      n('top-speed', topSpeed),
      n('seat-height', round(jitter(random, maxi ? 795 : 770, 0.02), 5)),
      n('storage', storage),
      n('weight', round(jitter(random, 82 + size * 0.25, 0.04))),
      n('fuel-tank', tank),
      list('package-contents', [
        ['keys', 2],
        ['owners-manual', 1],
      ]),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, size === 50 ? 1250 : maxi ? 1500 + size * 13 : 900 + size * 12, 0.05)),
    facts: { displacement: size, topSpeed, storage, tank },
    summary: ['displacement', 'power', 'top-speed'],
  };
}

function eScooter({ size: watts, variant, random }: ModelInput): BuiltProduct {
  const kick = variant === 'kick';
  const battery = round(kick ? 0.3 + watts / 1500 : (watts / 1000) * 1.2, 0.1);
  const range = round(kick ? 25 + watts * 0.04 : 50 + watts * 0.015, 5);
  const chargingTime = round(kick ? 4 + watts / 500 : 5 + watts / 2000, 0.5);
  return {
    characteristics: [
      t('engine-type', 'electric'),
      n('motor-power', watts),
      n('battery-capacity', battery),
      n('charging-time', chargingTime),
      t('transmission', 'direct'),
      t('drive', 'hub-motor'),
      t('front-brake', 'disc'),
      n('wheel-size', kick ? 10 : 12),
      n('top-speed', kick ? 25 : watts <= 2000 ? 45 : round(55 + watts / 200, 5)),
      n('range', range),
      n('weight', round(jitter(random, kick ? 14 + watts * 0.015 : 70 + watts * 0.01, 0.04))),
      list('package-contents', [
        ['charger', 1],
        ...(kick ? ([['tool-kit', 1]] as [string, number][]) : ([['keys', 2]] as [string, number][])),
        ['owners-manual', 1],
      ]),
      n('warranty', kick ? 12 : 24),
    ],
    usdCents: dollars(jitter(random, kick ? 300 + watts * 0.6 : 900 + watts * 0.55, 0.05)),
    facts: { motorPower: watts, range, chargingTime },
    summary: ['motor-power', 'range', 'top-speed'],
  };
}

function outboard({ size: hp, variant, random }: ModelInput): BuiltProduct {
  const twoStroke = variant === 'two-stroke';
  const displacement = round(hp * (twoStroke ? 11.5 : hp >= 40 ? 15.5 : 21), 1);
  const weight = round(twoStroke ? 9 + hp * 1.05 : 12 + hp * 1.4, 0.5);
  const tank = hp <= 6 ? round(1 + random.next() * 0.5, 0.1) : hp <= 30 ? 12 : 24;
  return {
    characteristics: [
      t('engine-type', twoStroke ? 'two-stroke' : 'four-stroke'),
      n('power', hp),
      n('displacement', displacement),
      n('cylinders', hp <= 6 ? 1 : hp <= 30 ? 2 : hp <= 60 ? 3 : 4),
      t('cooling', 'water'),
      t('fuel-system', hp >= 40 ? 'efi' : 'carburettor'),
      t('starter', hp <= 9.9 ? 'recoil' : hp <= 30 ? 'electric-recoil' : 'electric-start'),
      t('transmission', 'forward-neutral-reverse'),
      t('shaft-length', hp <= 6 ? 'shaft-short' : hp <= 60 ? 'shaft-long' : 'shaft-extra-long'),
      t('steering', hp <= 30 ? 'tiller' : 'remote'),
      n('fuel-tank', tank),
      n('weight', weight),
      list('package-contents', [
        ['propeller', 1],
        ...(hp > 6 ? ([['fuel-line', 1]] as [string, number][]) : []),
        ['tool-kit', 1],
        ['owners-manual', 1],
      ]),
      n('service-interval', 100),
      n('warranty', 36),
    ],
    usdCents: dollars(jitter(random, twoStroke ? 300 + hp * 88 : 350 + hp * 105, 0.04)),
    facts: { power: hp, displacement, weight, tank },
    summary: ['power', 'displacement', 'weight'],
  };
}

function eOutboard({ size: watts, variant, random }: ModelInput): BuiltProduct {
  const trolling = variant === 'trolling';
  const weight = round(jitter(random, trolling ? 8 + watts * 0.012 : 9 + watts * 0.004, 0.05), 0.5);
  return {
    characteristics: [
      t('engine-type', 'electric'),
      n('motor-power', watts),
      n('power', round(watts / 735.5, 0.1)),
      ...(trolling ? [t('fuel', 'battery')] : [n('battery-capacity', round(watts / 3000 + 0.5, 0.1)), n('charging-time', 6)]),
      t('transmission', 'direct'),
      t('shaft-length', trolling || watts < 3000 ? 'shaft-short' : 'shaft-long'),
      t('steering', 'tiller'),
      n('weight', weight),
      list('package-contents', [
        ['propeller', 1],
        trolling ? ['mounting-kit', 1] : ['charger', 1],
        ['owners-manual', 1],
      ]),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, trolling ? 150 + watts * 0.45 : 1200 + watts * 0.9, 0.04)),
    facts: { motorPower: watts, weight },
    summary: ['motor-power', 'power', 'weight'],
  };
}

function generator({ size: watts, variant, random }: ModelInput): BuiltProduct {
  const diesel = variant === 'portable-diesel' || variant === 'standby';
  const inverter = variant === 'inverter';
  const standby = variant === 'standby';
  const threePhase = standby && watts >= 15000;
  const tank = round(
    inverter ? 3.5 + watts * 0.0015 : standby ? 50 + watts / 1000 : diesel ? 12 + random.int(0, 4) : 15 + watts / 1000,
    0.5,
  );
  const runtime = round(tank / (watts * 0.00016 + 0.15), 0.5);
  const noise = round(inverter ? 52 + watts / 1000 : standby ? 66 : diesel ? 74 : 69 + random.int(0, 3), 1);
  const outlets: [string, number][] = [
    ['outlet-230', inverter ? 2 : standby ? 2 : watts >= 5000 ? 4 : 2],
    ...(threePhase ? ([['outlet-400', 1]] as [string, number][]) : []),
    ...(standby ? [] : ([['output-12', 1]] as [string, number][])),
    ...(inverter ? ([['usb', 2]] as [string, number][]) : []),
  ];
  return {
    characteristics: [
      t('engine-type', diesel ? 'diesel-four-stroke' : 'four-stroke'),
      t('fuel', diesel ? 'diesel' : 'petrol'),
      n('displacement', round(watts * (diesel ? 0.06 : 0.055) + 30, 1)),
      t('cooling', standby ? 'liquid' : 'air'),
      t('starter', standby ? 'electric-start' : inverter && watts <= 2000 ? 'recoil' : 'electric-recoil'),
      n('rated-power', watts),
      n('max-power', round(watts * 1.1, 100)),
      t('phase', threePhase ? 'three-phase' : 'single-phase'),
      list('outlets', outlets),
      n('fuel-tank', tank),
      n('runtime', runtime),
      n('noise-level', noise),
      n('weight', round(jitter(random, inverter ? 12 + watts * 0.008 : standby ? 250 + watts * 0.02 : diesel ? 75 + watts * 0.01 : 35 + watts * 0.008, 0.04))),
      list('package-contents', [
        ['owners-manual', 1],
        ['tool-kit', 1],
        ...(inverter ? ([['engine-oil', 1]] as [string, number][]) : []),
        ...(!inverter && !standby && watts >= 5000 ? ([['wheel-kit', 1]] as [string, number][]) : []),
      ]),
      n('service-interval', diesel ? 250 : 100),
      n('warranty', 24),
    ],
    usdCents: dollars(
      jitter(random, inverter ? 250 + watts * 0.32 : standby ? 3500 + watts * 0.28 : diesel ? 900 + watts * 0.18 : 180 + watts * 0.11, 0.04),
    ),
    facts: { ratedPower: watts, runtime, noise },
    summary: ['rated-power', 'runtime', 'weight'],
  };
}

function mower({ size: width, variant, random }: ModelInput): BuiltProduct {
  const rideOn = variant === 'ride-on';
  const displacement = rideOn ? round(344 + (width - 76) * 8, 1) : round(jitter(random, variant === 'push' ? 125 + width : 150 + width, 0.03), 1);
  const grassBag = rideOn ? round(200 + (width - 76) * 2, 10) : round(45 + (width - 41) * 2, 5);
  const mulching = !rideOn && width >= 46;
  return {
    characteristics: [
      t('engine-type', 'four-stroke'),
      n('displacement', displacement),
      ...(rideOn ? [n('power', round(displacement / 30, 0.5))] : []),
      t('starter', rideOn ? 'electric-start' : 'recoil'),
      t('drive', rideOn ? 'hydrostatic' : variant === 'push' ? 'push' : 'self-propelled'),
      n('cutting-width', width),
      n('grass-bag', grassBag),
      t('mulching', mulching ? 'yes' : 'no'),
      n('fuel-tank', rideOn ? round(5 + random.int(0, 3), 0.5) : round(0.8 + random.next() * 0.4, 0.1)),
      n('weight', round(jitter(random, rideOn ? 170 + width : variant === 'push' ? 18 + width * 0.25 : 24 + width * 0.3, 0.04))),
      list('package-contents', [
        ['grass-catcher', 1],
        ...(mulching ? ([['mulching-plug', 1]] as [string, number][]) : []),
        ['owners-manual', 1],
      ]),
      n('service-interval', 50),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, rideOn ? 1500 + width * 28 : variant === 'push' ? 200 + width * 4 : 300 + width * 6, 0.05)),
    facts: { width, displacement, grassBag },
    summary: ['cutting-width', 'displacement', 'weight'],
  };
}

function trimmer({ size: cc, variant, random }: ModelInput): BuiltProduct {
  const brush = variant === 'brush';
  const weight = round(jitter(random, 4 + cc * 0.1, 0.05), 0.1);
  return {
    characteristics: [
      t('engine-type', 'two-stroke'),
      n('displacement', cc),
      n('power', round(cc * 0.04, 0.1)),
      t('starter', 'recoil'),
      n('cutting-width', brush ? 25 : round(40 + cc / 5, 1)),
      n('fuel-tank', round(0.5 + cc / 60, 0.1)),
      n('weight', weight),
      list('package-contents', [
        ['harness', 1],
        ['line-head', 1],
        ...(brush ? ([['blade', 1]] as [string, number][]) : []),
        ['tool-kit', 1],
        ['owners-manual', 1],
      ]),
      n('service-interval', 50),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, brush ? 180 + cc * 6 : 110 + cc * 5, 0.05)),
    facts: { displacement: cc, weight },
    summary: ['displacement', 'cutting-width', 'weight'],
  };
}

function tiller({ size: cc, variant, random }: ModelInput): BuiltProduct {
  const tractor = variant === 'tractor';
  const workingWidth = round(tractor ? 80 + (cc - 212) / 8 : 36 + cc / 8, 1);
  return {
    characteristics: [
      t('engine-type', 'four-stroke'),
      n('displacement', cc),
      n('power', round(cc * 0.034, 0.5)),
      t('starter', cc >= 400 ? 'electric-recoil' : 'recoil'),
      t('transmission', tractor ? 'gears-2-1' : 'forward-neutral-reverse'),
      n('working-width', workingWidth),
      n('fuel-tank', round(1.5 + cc / 100, 0.5)),
      n('weight', round(jitter(random, tractor ? 70 + cc * 0.15 : 25 + cc * 0.12, 0.04))),
      list('package-contents', [
        ['tines', tractor ? 2 : 1],
        ...(tractor ? ([['wheel-kit', 1]] as [string, number][]) : []),
        ['tool-kit', 1],
        ['owners-manual', 1],
      ]),
      n('service-interval', 50),
      n('warranty', 24),
    ],
    usdCents: dollars(jitter(random, tractor ? 600 + cc * 3 : 250 + cc * 2, 0.05)),
    facts: { displacement: cc, workingWidth },
    summary: ['displacement', 'working-width', 'weight'],
  };
}

function pump({ size: inches, variant, random }: ModelInput): BuiltProduct {
  const diesel = variant.startsWith('diesel');
  const flowPerInch: Record<string, number> = { clean: 17, trash: 24, 'high-pressure': 14, 'diesel-transfer': 18, 'diesel-irrigation': 24 };
  const flow = round(jitter(random, inches * (flowPerInch[variant] ?? 18), 0.05), 1);
  const head = round(variant === 'high-pressure' ? 60 + inches * 10 : jitter(random, 27, 0.1), 1);
  const displacement = round(diesel ? 186 + (inches - 2) * 110 : inches <= 1 ? 79 : 110 + inches * 45, 1);
  return {
    characteristics: [
      t('engine-type', diesel ? 'diesel-four-stroke' : 'four-stroke'),
      t('fuel', diesel ? 'diesel' : 'petrol'),
      n('displacement', displacement),
      t('starter', diesel && inches >= 4 ? 'electric-recoil' : 'recoil'),
      n('port-size', inches),
      n('max-flow', flow),
      n('max-head', head),
      n('fuel-tank', round(1 + inches * 1.2, 0.5)),
      n('weight', round(jitter(random, (diesel ? 40 : 18) + inches * 9, 0.05))),
      list('package-contents', [
        ...(variant === 'trash' || diesel ? ([['suction-hose', 1]] as [string, number][]) : []),
        ['strainer', 1],
        ['hose-clamps', 3],
        ['owners-manual', 1],
      ]),
      n('service-interval', 100),
      n('warranty', 12),
    ],
    usdCents: dollars(
      jitter(
        random,
        { clean: 180 + inches * 120, trash: 350 + inches * 170, 'high-pressure': 300 + inches * 220, 'diesel-transfer': 650 + inches * 230 }[variant] ??
          800 + inches * 260,
        0.05,
      ),
    ),
    facts: { flow, head, port: inches },
    summary: ['max-flow', 'max-head', 'weight'],
  };
}

/** Gear and parts: their characteristics are written out in the seed data, beside the price. */
function writtenOut({ extra = [], usd = 10, random }: ModelInput, summary: readonly [string, string, string]): BuiltProduct {
  return {
    characteristics: [...extra],
    usdCents: dollars(jitter(random, usd, 0.02)),
    facts: {},
    summary,
  };
}

export function buildProduct(family: Family, input: ModelInput): BuiltProduct {
  switch (family) {
    case 'motorcycle':
      return motorcycle(input);
    case 'atv':
      return atv(input);
    case 'utv':
      return utv(input);
    case 'scooter':
      return scooter(input);
    case 'e-scooter':
      return eScooter(input);
    case 'outboard':
      return outboard(input);
    case 'e-outboard':
      return eOutboard(input);
    case 'generator':
      return generator(input);
    case 'mower':
      return mower(input);
    case 'trimmer':
      return trimmer(input);
    case 'tiller':
      return tiller(input);
    case 'pump':
      return pump(input);
    case 'gear':
      return writtenOut(input, ['weight-grams', 'warranty', 'model-year']);
    case 'part':
      return writtenOut(input, ['weight-grams', 'warranty', 'service-interval']);
  }
}

/** Two sentences per family; `{model}` is the model name, `{name}` the full localized name. */
export const descriptionTemplates: Readonly<Record<Family, readonly Localized[]>> = {
  motorcycle: [
    {
      en: 'The {model} is built around a {displacement} cc engine producing {power} hp and {torque} Nm.',
      ar: 'صُممت {model} حول محرك سعته {displacement} سم³ يولّد {power} حصانًا وعزم دوران يبلغ {torque} نيوتن·م.',
      ru: '{model} построен вокруг двигателя объёмом {displacement} см³ мощностью {power} л. с. и крутящим моментом {torque} Н·м.',
      es: 'La {model} se construye en torno a un motor de {displacement} cc que entrega {power} CV y {torque} Nm.',
      pt: '{model} é construída em torno de um motor de {displacement} cc que rende {power} cv e {torque} Nm.',
      fr: '{model} s’articule autour d’un moteur de {displacement} cm³ développant {power} ch et {torque} N·m.',
      ka: '{model} აგებულია {displacement} სმ³ ძრავის გარშემო, რომელიც {power} ც.ძ. სიმძლავრესა და {torque} ნ·მ მაბრუნ მომენტს ავითარებს.',
      uz: '{model} {power} o.k. quvvat va {torque} N·m aylantiruvchi moment beradigan {displacement} sm³ li dvigatel asosida qurilgan.',
    },
    {
      en: 'A {tank}-litre tank and a seat height of {seatHeight} mm make it easy to live with every day, on the road and off it.',
      ar: 'خزان وقود سعته {tank} لترًا وارتفاع مقعد يبلغ {seatHeight} مم يجعلانها سهلة الاستخدام يوميًا على الطريق وخارجه.',
      ru: 'Бак на {tank} л и высота по седлу {seatHeight} мм делают его удобным на каждый день — на дороге и за её пределами.',
      es: 'Un depósito de {tank} litros y una altura de asiento de {seatHeight} mm la hacen cómoda en el día a día, dentro y fuera del asfalto.',
      pt: 'O tanque de {tank} litros e a altura do banco de {seatHeight} mm facilitam o uso diário, no asfalto e fora dele.',
      fr: 'Un réservoir de {tank} litres et une hauteur de selle de {seatHeight} mm la rendent facile à vivre au quotidien, sur route comme en tout-terrain.',
      ka: '{tank}-ლიტრიანი ავზი და {seatHeight} მმ სიმაღლის სავარძელი მას ყოველდღიური გამოყენებისთვის მოსახერხებელს ხდის — გზაზეც და გზის გარეთაც.',
      uz: '{tank} litrli bak va {seatHeight} mm oʻrindiq balandligi uni har kuni — yoʻlda ham, yoʻldan tashqarida ham qulay qiladi.',
    },
  ],
  atv: [
    {
      en: 'The {model} pairs a {displacement} cc engine delivering {power} hp with a chassis built for rough tracks and farm work alike.',
      ar: 'تجمع {model} بين محرك سعته {displacement} سم³ بقوة {power} حصانًا وهيكل مصمم للمسارات الوعرة وأعمال المزارع على حد سواء.',
      ru: '{model} сочетает двигатель объёмом {displacement} см³ мощностью {power} л. с. с шасси, рассчитанным и на бездорожье, и на работу в хозяйстве.',
      es: 'El {model} combina un motor de {displacement} cc y {power} CV con un chasis pensado tanto para pistas difíciles como para el trabajo en el campo.',
      pt: '{model} combina um motor de {displacement} cc e {power} cv com um chassi feito tanto para trilhas difíceis quanto para o trabalho no campo.',
      fr: '{model} associe un moteur de {displacement} cm³ de {power} ch à un châssis conçu aussi bien pour les pistes difficiles que pour les travaux agricoles.',
      ka: '{model} აერთიანებს {displacement} სმ³ ძრავას {power} ც.ძ. სიმძლავრით და შასის, რომელიც შექმნილია როგორც რთული ბილიკებისთვის, ისე ფერმაში სამუშაოდ.',
      uz: '{model} {power} o.k. quvvatli {displacement} sm³ li dvigatelni ogʻir yoʻllar uchun ham, xoʻjalik ishlari uchun ham moʻljallangan shassi bilan birlashtiradi.',
    },
    {
      en: 'With {clearance} mm of ground clearance and a {tank}-litre tank, it keeps going long after the road ends.',
      ar: 'بفضل خلوص أرضي يبلغ {clearance} مم وخزان وقود سعته {tank} لترًا، تواصل السير بعد انتهاء الطريق بوقت طويل.',
      ru: 'Дорожный просвет {clearance} мм и бак на {tank} л позволяют ехать дальше там, где заканчивается дорога.',
      es: 'Con {clearance} mm de altura libre y un depósito de {tank} litros, sigue avanzando mucho después de que termine el camino.',
      pt: 'Com {clearance} mm de vão livre e tanque de {tank} litros, segue em frente muito depois de o asfalto acabar.',
      fr: 'Avec {clearance} mm de garde au sol et un réservoir de {tank} litres, il continue bien après la fin de la route.',
      ka: '{clearance} მმ კლირენსისა და {tank}-ლიტრიანი ავზის წყალობით ის გზის დასრულების შემდეგაც დიდხანს განაგრძობს სვლას.',
      uz: '{clearance} mm klirens va {tank} litrli bak tufayli u yoʻl tugagandan keyin ham uzoq yuraveradi.',
    },
  ],
  utv: [
    {
      en: 'The {model} seats the whole crew behind a {displacement} cc twin with {power} hp and selectable four-wheel drive.',
      ar: 'تتسع {model} للفريق بأكمله، مع محرك ثنائي الأسطوانات سعته {displacement} سم³ بقوة {power} حصانًا ودفع رباعي قابل للاختيار.',
      ru: '{model} вмещает всю команду: двухцилиндровый двигатель объёмом {displacement} см³ мощностью {power} л. с. и подключаемый полный привод.',
      es: 'El {model} lleva a todo el equipo con un bicilíndrico de {displacement} cc, {power} CV y tracción total seleccionable.',
      pt: '{model} leva toda a equipe com um bicilíndrico de {displacement} cc e {power} cv e tração 4x4 selecionável.',
      fr: '{model} emmène toute l’équipe avec un bicylindre de {displacement} cm³ et {power} ch et quatre roues motrices enclenchables.',
      ka: '{model} მთელ გუნდს დაიტევს: ორცილინდრიანი {displacement} სმ³ ძრავა {power} ც.ძ. სიმძლავრით და ჩასართავი სრული ამძრავი.',
      uz: '{model} butun jamoani sigʻdiradi: {power} o.k. quvvatli {displacement} sm³ li ikki silindrli dvigatel va ulanadigan toʻliq yuritma.',
    },
    {
      en: 'With {clearance} mm of ground clearance and a {tank}-litre tank, it keeps going long after the road ends.',
      ar: 'بفضل خلوص أرضي يبلغ {clearance} مم وخزان وقود سعته {tank} لترًا، تواصل السير بعد انتهاء الطريق بوقت طويل.',
      ru: 'Дорожный просвет {clearance} мм и бак на {tank} л позволяют ехать дальше там, где заканчивается дорога.',
      es: 'Con {clearance} mm de altura libre y un depósito de {tank} litros, sigue avanzando mucho después de que termine el camino.',
      pt: 'Com {clearance} mm de vão livre e tanque de {tank} litros, segue em frente muito depois de o asfalto acabar.',
      fr: 'Avec {clearance} mm de garde au sol et un réservoir de {tank} litres, il continue bien après la fin de la route.',
      ka: '{clearance} მმ კლირენსისა და {tank}-ლიტრიანი ავზის წყალობით ის გზის დასრულების შემდეგაც დიდხანს განაგრძობს სვლას.',
      uz: '{clearance} mm klirens va {tank} litrli bak tufayli u yoʻl tugagandan keyin ham uzoq yuraveradi.',
    },
  ],
  scooter: [
    {
      en: 'The {model} is an easy city companion: a {displacement} cc engine, an automatic CVT and a top speed of {topSpeed} km/h.',
      ar: '{model} رفيق مثالي في المدينة: محرك سعته {displacement} سم³ وناقل حركة أوتوماتيكي CVT وسرعة قصوى تبلغ {topSpeed} كم/س.',
      ru: '{model} — удобный городской помощник: двигатель объёмом {displacement} см³, вариатор и максимальная скорость {topSpeed} км/ч.',
      es: 'El {model} es un compañero urbano sencillo: motor de {displacement} cc, cambio automático CVT y {topSpeed} km/h de velocidad máxima.',
      pt: '{model} é um parceiro prático na cidade: motor de {displacement} cc, câmbio automático CVT e velocidade máxima de {topSpeed} km/h.',
      fr: '{model} est un compagnon urbain facile à vivre : moteur de {displacement} cm³, transmission automatique CVT et vitesse maximale de {topSpeed} km/h.',
      ka: '{model} ქალაქის მოსახერხებელი თანამგზავრია: {displacement} სმ³ ძრავა, ავტომატური ვარიატორი და {topSpeed} კმ/სთ მაქსიმალური სიჩქარე.',
      uz: '{model} — shahar uchun qulay hamroh: {displacement} sm³ li dvigatel, avtomatik variator va soatiga {topSpeed} km maksimal tezlik.',
    },
    {
      en: 'Under the seat there is room for {storage} litres of shopping or a helmet, and the {tank}-litre tank keeps refuelling stops rare.',
      ar: 'يتسع المكان تحت المقعد لـ{storage} لترًا من المشتريات أو لخوذة، ويقلل خزان الوقود سعة {tank} لترات من مرات التزود بالوقود.',
      ru: 'Под сиденьем помещается {storage} л покупок или шлем, а бак на {tank} л позволяет реже заезжать на заправку.',
      es: 'Bajo el asiento caben {storage} litros de compras o un casco, y el depósito de {tank} litros espacia las paradas para repostar.',
      pt: 'Sob o banco cabem {storage} litros de compras ou um capacete, e o tanque de {tank} litros reduz as paradas para abastecer.',
      fr: 'Sous la selle, {storage} litres accueillent les courses ou un casque, et le réservoir de {tank} litres espace les passages à la pompe.',
      ka: 'სავარძლის ქვეშ {storage} ლიტრი ადგილია საყიდლებისთვის ან ჩაფხუტისთვის, {tank}-ლიტრიანი ავზის წყალობით კი იშვიათად მოგიწევთ საწვავის ჩასხმა.',
      uz: 'Oʻrindiq ostida xaridlar yoki dubulgʻa uchun {storage} litr joy bor, {tank} litrli bak esa yoqilgʻi quyishga kamroq toʻxtashga imkon beradi.',
    },
  ],
  'e-scooter': [
    {
      en: 'The {model} runs on a {motorPower} W electric motor and covers up to {range} km on one charge.',
      ar: 'يعمل {model} بمحرك كهربائي قدرته {motorPower} واط ويقطع حتى {range} كم بشحنة واحدة.',
      ru: '{model} приводится в движение электромотором мощностью {motorPower} Вт и проезжает до {range} км на одном заряде.',
      es: 'El {model} funciona con un motor eléctrico de {motorPower} W y recorre hasta {range} km con una sola carga.',
      pt: '{model} usa um motor elétrico de {motorPower} W e roda até {range} km com uma carga.',
      fr: '{model} fonctionne avec un moteur électrique de {motorPower} W et parcourt jusqu’à {range} km avec une seule charge.',
      ka: '{model} მუშაობს {motorPower} ვტ ელექტროძრავაზე და ერთი დამუხტვით {range} კმ-მდე გადის.',
      uz: '{model} {motorPower} Vt li elektr motorda ishlaydi va bir marta quvvatlanganda {range} km gacha yuradi.',
    },
    {
      en: 'A full charge takes about {chargingTime} hours from an ordinary household socket.',
      ar: 'يستغرق الشحن الكامل نحو {chargingTime} ساعات من مقبس منزلي عادي.',
      ru: 'Полная зарядка от обычной бытовой розетки занимает около {chargingTime} ч.',
      es: 'La carga completa lleva unas {chargingTime} horas en un enchufe doméstico normal.',
      pt: 'A carga completa leva cerca de {chargingTime} horas em uma tomada doméstica comum.',
      fr: 'Une charge complète prend environ {chargingTime} heures sur une prise domestique ordinaire.',
      ka: 'სრულ დამუხტვას ჩვეულებრივი საყოფაცხოვრებო როზეტიდან დაახლოებით {chargingTime} საათი სჭირდება.',
      uz: 'Oddiy maishiy rozetkadan toʻliq quvvatlash taxminan {chargingTime} soat davom etadi.',
    },
  ],
  outboard: [
    {
      en: 'The {model} delivers {power} hp from a {displacement} cc engine and weighs only {weight} kg.',
      ar: 'يقدم {model} قوة {power} حصانًا من محرك سعته {displacement} سم³ ويزن {weight} كغ فقط.',
      ru: '{model} развивает {power} л. с. при рабочем объёме {displacement} см³ и весит всего {weight} кг.',
      es: 'El {model} entrega {power} CV con un motor de {displacement} cc y pesa solo {weight} kg.',
      pt: '{model} entrega {power} cv com um motor de {displacement} cc e pesa apenas {weight} kg.',
      fr: '{model} délivre {power} ch grâce à un moteur de {displacement} cm³ et ne pèse que {weight} kg.',
      ka: '{model} {displacement} სმ³ ძრავით {power} ც.ძ. სიმძლავრეს ავითარებს და სულ {weight} კგ იწონის.',
      uz: '{model} {displacement} sm³ li dvigateldan {power} o.k. quvvat beradi va atigi {weight} kg keladi.',
    },
    {
      en: 'It is made for salt water and fresh water alike, with a corrosion-protected gearcase and {tank} litres of fuel on board.',
      ar: 'صُمم للعمل في المياه المالحة والعذبة على حد سواء، مع علبة تروس محمية من التآكل و{tank} لترًا من الوقود.',
      ru: 'Он рассчитан и на морскую, и на пресную воду: редуктор защищён от коррозии, а запас топлива составляет {tank} л.',
      es: 'Está preparado para agua salada y dulce, con una cola protegida contra la corrosión y {tank} litros de combustible.',
      pt: 'Foi feito tanto para água salgada quanto para água doce, com rabeta protegida contra corrosão e {tank} litros de combustível a bordo.',
      fr: 'Il est conçu pour l’eau de mer comme pour l’eau douce, avec une embase protégée contre la corrosion et {tank} litres de carburant à bord.',
      ka: 'ის განკუთვნილია როგორც მარილიანი, ისე მტკნარი წყლისთვის: რედუქტორი დაცულია კოროზიისგან, ბორტზე კი {tank} ლიტრი საწვავია.',
      uz: 'U shoʻr suv uchun ham, chuchuk suv uchun ham moʻljallangan: reduktori korroziyadan himoyalangan, bortida esa {tank} litr yoqilgʻi bor.',
    },
  ],
  'e-outboard': [
    {
      en: 'The {model} moves your boat silently with a {motorPower} W motor and no fuel or oil to carry.',
      ar: 'يحرك {model} قاربك بصمت بمحرك قدرته {motorPower} واط دون الحاجة إلى حمل وقود أو زيت.',
      ru: '{model} бесшумно двигает лодку мотором мощностью {motorPower} Вт — без топлива и масла на борту.',
      es: 'El {model} mueve tu barco en silencio con un motor de {motorPower} W, sin combustible ni aceite a bordo.',
      pt: '{model} move seu barco em silêncio com um motor de {motorPower} W, sem combustível nem óleo a bordo.',
      fr: '{model} fait avancer votre bateau en silence avec un moteur de {motorPower} W, sans carburant ni huile à emporter.',
      ka: '{model} {motorPower} ვტ ძრავით ნავს უხმაუროდ ამოძრავებს — საწვავისა და ზეთის გარეშე.',
      uz: '{model} {motorPower} Vt li motor bilan qayiqingizni shovqinsiz harakatlantiradi — yoqilgʻi ham, moy ham kerak emas.',
    },
    {
      en: 'It weighs {weight} kg and mounts on a transom in a minute.',
      ar: 'يزن {weight} كغ ويُركَّب على مؤخرة القارب في دقيقة واحدة.',
      ru: 'Он весит {weight} кг и устанавливается на транец за минуту.',
      es: 'Pesa {weight} kg y se monta en el espejo de popa en un minuto.',
      pt: 'Pesa {weight} kg e é instalado no espelho de popa em um minuto.',
      fr: 'Il pèse {weight} kg et se monte sur un tableau arrière en une minute.',
      ka: 'მისი წონაა {weight} კგ და ტრანეცზე ერთ წუთში მონტაჟდება.',
      uz: 'Uning vazni {weight} kg, transomga bir daqiqada oʻrnatiladi.',
    },
  ],
  generator: [
    {
      en: 'The {model} supplies {ratedPower} W of continuous power and runs for {runtime} hours at half load.',
      ar: 'يوفر {model} قدرة مستمرة تبلغ {ratedPower} واط ويعمل لمدة {runtime} ساعات عند نصف الحمل.',
      ru: '{model} выдаёт {ratedPower} Вт длительной мощности и работает {runtime} ч при половинной нагрузке.',
      es: 'El {model} suministra {ratedPower} W de potencia continua y funciona {runtime} horas al 50 % de carga.',
      pt: '{model} fornece {ratedPower} W de potência contínua e funciona {runtime} horas com meia carga.',
      fr: '{model} fournit {ratedPower} W en continu et fonctionne {runtime} heures à mi-charge.',
      ka: '{model} {ratedPower} ვტ უწყვეტ სიმძლავრეს იძლევა და ნახევარი დატვირთვით {runtime} საათს მუშაობს.',
      uz: '{model} {ratedPower} Vt uzluksiz quvvat beradi va yarim yuklamada {runtime} soat ishlaydi.',
    },
    {
      en: 'Use it at home during a power cut, on a building site or at a campsite: it is rated at {noise} dB(A) at seven metres.',
      ar: 'استخدمه في المنزل عند انقطاع الكهرباء أو في موقع البناء أو في المخيم، إذ يبلغ مستوى ضجيجه {noise} ديسيبل على بعد سبعة أمتار.',
      ru: 'Он пригодится дома при отключении света, на стройке или в кемпинге: уровень шума — {noise} дБ(А) на расстоянии семи метров.',
      es: 'Úsalo en casa durante un apagón, en una obra o en el camping: su nivel de ruido es de {noise} dB(A) a siete metros.',
      pt: 'Use em casa durante uma queda de energia, em obras ou no camping: o nível de ruído é de {noise} dB(A) a sete metros.',
      fr: 'Utilisez-le à la maison pendant une coupure de courant, sur un chantier ou au camping : son niveau sonore est de {noise} dB(A) à sept mètres.',
      ka: 'გამოიყენეთ სახლში ელექტროენერგიის გათიშვისას, სამშენებლო მოედანზე ან ბანაკში: ხმაურის დონე შვიდ მეტრზე {noise} დბ(A)-ია.',
      uz: 'Undan uyda elektr uzilganda, qurilish maydonida yoki lagerda foydalaning: yetti metr masofada shovqin darajasi {noise} dB(A).',
    },
  ],
  mower: [
    {
      en: 'The {model} cuts a {width} cm strip in one pass and is powered by a {displacement} cc four-stroke engine.',
      ar: 'تقص {model} شريطًا بعرض {width} سم في مرور واحد وتعمل بمحرك رباعي الأشواط سعته {displacement} سم³.',
      ru: '{model} скашивает полосу шириной {width} см за один проход; двигатель — четырёхтактный, объёмом {displacement} см³.',
      es: 'El {model} corta una franja de {width} cm en cada pasada y lo mueve un motor de cuatro tiempos de {displacement} cc.',
      pt: '{model} corta uma faixa de {width} cm por passada e tem motor quatro tempos de {displacement} cc.',
      fr: '{model} coupe une bande de {width} cm à chaque passage et reçoit un moteur quatre temps de {displacement} cm³.',
      ka: '{model} ერთ გავლაზე {width} სმ სიგანის ზოლს კრეჭს და მუშაობს {displacement} სმ³ ოთხტაქტიან ძრავაზე.',
      uz: '{model} bir oʻtishda {width} sm kenglikdagi yoʻlakni oʻradi va {displacement} sm³ li toʻrt taktli dvigatel bilan ishlaydi.',
    },
    {
      en: 'Its {grassBag}-litre grass bag means fewer stops to empty it on a large lawn.',
      ar: 'يعني كيس العشب سعة {grassBag} لترًا توقفات أقل لتفريغه في المروج الكبيرة.',
      ru: 'Травосборник на {grassBag} л реже требует опустошения даже на большом газоне.',
      es: 'Su bolsa de {grassBag} litros obliga a parar menos para vaciarla en céspedes grandes.',
      pt: 'O recolhedor de {grassBag} litros exige menos paradas para esvaziar em gramados grandes.',
      fr: 'Son bac de ramassage de {grassBag} litres limite les arrêts pour le vider sur les grandes pelouses.',
      ka: '{grassBag}-ლიტრიანი ბალახსაგროვებლის წყალობით დიდ გაზონზეც იშვიათად მოგიწევთ მისი დაცლა.',
      uz: '{grassBag} litrli oʻt yigʻgich katta maysazorda ham uni boʻshatish uchun kamroq toʻxtashni talab qiladi.',
    },
  ],
  trimmer: [
    {
      en: 'The {model} clears grass and brush along fences and slopes with a {displacement} cc two-stroke engine.',
      ar: 'تزيل {model} العشب والشجيرات على طول الأسوار والمنحدرات بفضل محرك ثنائي الأشواط سعته {displacement} سم³.',
      ru: '{model} справляется с травой и кустарником вдоль заборов и на склонах благодаря двухтактному двигателю объёмом {displacement} см³.',
      es: 'La {model} despeja hierba y matorral junto a vallas y taludes con un motor de dos tiempos de {displacement} cc.',
      pt: '{model} limpa grama e mato junto a cercas e em encostas com um motor dois tempos de {displacement} cc.',
      fr: '{model} dégage l’herbe et les broussailles le long des clôtures et des talus grâce à un moteur deux temps de {displacement} cm³.',
      ka: '{model} {displacement} სმ³ ორტაქტიანი ძრავით ბალახსა და ბუჩქნარს ჭრის ღობეების გასწვრივ და ფერდობებზე.',
      uz: '{model} {displacement} sm³ li ikki taktli dvigatel yordamida panjaralar boʻylab va qiyaliklarda oʻt va butalarni tozalaydi.',
    },
    {
      en: 'At {weight} kg and with a shoulder harness, it stays comfortable through long sessions.',
      ar: 'بوزن {weight} كغ وحزام كتف، تبقى مريحة خلال فترات العمل الطويلة.',
      ru: 'Масса {weight} кг и плечевой ремень позволяют работать долго без усталости.',
      es: 'Con {weight} kg y arnés de hombro, resulta cómoda en las jornadas largas.',
      pt: 'Com {weight} kg e cinto de ombro, continua confortável mesmo em jornadas longas.',
      fr: 'Avec {weight} kg et un harnais d’épaule, elle reste confortable pendant les longues séances.',
      ka: '{weight} კგ წონისა და მხრის ღვედის წყალობით ხანგრძლივი მუშაობისასაც კომფორტულია.',
      uz: '{weight} kg vazni va yelka kamari tufayli uzoq ishlaganda ham qulay boʻlib qoladi.',
    },
  ],
  tiller: [
    {
      en: 'The {model} prepares a {workingWidth} cm strip of soil per pass with a {displacement} cc engine.',
      ar: 'تجهز {model} شريطًا من التربة بعرض {workingWidth} سم في كل مرور بمحرك سعته {displacement} سم³.',
      ru: '{model} обрабатывает полосу почвы шириной {workingWidth} см за проход благодаря двигателю объёмом {displacement} см³.',
      es: 'La {model} prepara una franja de {workingWidth} cm de tierra en cada pasada con un motor de {displacement} cc.',
      pt: '{model} prepara uma faixa de {workingWidth} cm de solo por passada com um motor de {displacement} cc.',
      fr: '{model} prépare une bande de terre de {workingWidth} cm à chaque passage avec un moteur de {displacement} cm³.',
      ka: '{model} {displacement} სმ³ ძრავით ერთ გავლაზე {workingWidth} სმ სიგანის ნიადაგის ზოლს ამუშავებს.',
      uz: '{model} {displacement} sm³ li dvigatel bilan bir oʻtishda {workingWidth} sm kenglikdagi tuproqni ishlaydi.',
    },
    {
      en: 'A reverse gear and adjustable handlebars make it easy to turn at the end of each row.',
      ar: 'يسهّل ترس الرجوع والمقابض القابلة للتعديل الدوران في نهاية كل صف.',
      ru: 'Задний ход и регулируемые рукоятки облегчают разворот в конце каждой грядки.',
      es: 'La marcha atrás y el manillar regulable facilitan el giro al final de cada surco.',
      pt: 'A marcha à ré e o guidão ajustável facilitam a manobra no fim de cada fileira.',
      fr: 'La marche arrière et le guidon réglable facilitent le demi-tour au bout de chaque rang.',
      ka: 'უკუსვლა და რეგულირებადი სახელურები აადვილებს მობრუნებას ყოველი კვლის ბოლოს.',
      uz: 'Orqaga yurish uzatmasi va sozlanadigan dastaklar har bir qator oxirida burilishni osonlashtiradi.',
    },
  ],
  pump: [
    {
      en: 'The {model} moves up to {flow} m³ of water an hour through {port}-inch ports and lifts it {head} metres.',
      ar: 'تنقل {model} حتى {flow} م³ من الماء في الساعة عبر فتحات بقطر {port} بوصة وترفعه إلى {head} مترًا.',
      ru: '{model} перекачивает до {flow} м³ воды в час через патрубки {port}″ и поднимает её на {head} м.',
      es: 'La {model} mueve hasta {flow} m³ de agua por hora por bocas de {port} pulgadas y la eleva {head} metros.',
      pt: '{model} bombeia até {flow} m³ de água por hora por bocais de {port} polegadas e eleva a água a {head} metros.',
      fr: '{model} déplace jusqu’à {flow} m³ d’eau par heure par des orifices de {port} pouces et la relève de {head} mètres.',
      ka: '{model} {port}-დუიმიანი მილყელებით საათში {flow} მ³-მდე წყალს გადატუმბავს და {head} მეტრ სიმაღლეზე ამოაქვს.',
      uz: '{model} {port} dyuymli patrubkalar orqali soatiga {flow} m³ gacha suv haydaydi va uni {head} metrga koʻtaradi.',
    },
    {
      en: 'It primes itself in seconds, which makes it a reliable choice for irrigation, flooded cellars and building sites.',
      ar: 'تبدأ الضخ ذاتيًا في ثوانٍ، ما يجعلها خيارًا موثوقًا للري والأقبية المغمورة ومواقع البناء.',
      ru: 'Самовсасывание за считаные секунды делает её надёжным выбором для полива, подтопленных подвалов и стройплощадок.',
      es: 'Se ceba sola en segundos, lo que la convierte en una opción fiable para riego, sótanos inundados y obras.',
      pt: 'Ela se escorva sozinha em segundos, o que a torna uma escolha confiável para irrigação, porões alagados e obras.',
      fr: 'Elle s’amorce seule en quelques secondes, ce qui en fait un choix fiable pour l’irrigation, les caves inondées et les chantiers.',
      ka: 'ის რამდენიმე წამში თავად იწოვს წყალს, ამიტომ საიმედო არჩევანია მორწყვისთვის, დატბორილი სარდაფებისა და სამშენებლო მოედნებისთვის.',
      uz: 'U bir necha soniyada oʻzi suv soʻrib oladi, shuning uchun sugʻorish, suv bosgan yertoʻlalar va qurilish maydonlari uchun ishonchli tanlovdir.',
    },
  ],
  gear: [
    {
      en: 'The {name} is designed together with riders and certified to {certification}.',
      ar: 'صُممت {name} بالتعاون مع السائقين وحصلت على شهادة {certification}.',
      ru: '{name} — разработка, созданная вместе с райдерами и сертифицированная по стандарту {certification}.',
      es: '{name}: diseño creado junto a pilotos y homologado según {certification}.',
      pt: '{name}: desenvolvido com pilotos e homologado pela norma {certification}.',
      fr: '{name} : conçu avec des motards et homologué selon la norme {certification}.',
      ka: '{name} შექმნილია მოტოციკლისტებთან ერთად და სერტიფიცირებულია {certification} სტანდარტით.',
      uz: '{name} chavandozlar bilan birga ishlab chiqilgan va {certification} standarti boʻyicha sertifikatlangan.',
    },
    {
      en: 'Available in sizes {sizes}; try it on in any of our showrooms.',
      ar: 'متوفرة بالمقاسات {sizes}؛ جرّبها في أي من صالات العرض لدينا.',
      ru: 'Доступные размеры: {sizes}; примерить можно в любом нашем шоуруме.',
      es: 'Disponible en las tallas {sizes}; pruébalo en cualquiera de nuestros showrooms.',
      pt: 'Disponível nos tamanhos {sizes}; experimente em qualquer um dos nossos showrooms.',
      fr: 'Disponible en tailles {sizes} ; essayez-le dans n’importe lequel de nos showrooms.',
      ka: 'ხელმისაწვდომი ზომები: {sizes}; მოსინჯვა შეგიძლიათ ჩვენს ნებისმიერ შოურუმში.',
      uz: 'Mavjud oʻlchamlar: {sizes}; istalgan shourumimizda kiyib koʻrishingiz mumkin.',
    },
  ],
  part: [
    {
      en: '{name} is an original part, made to the same specification as the one fitted at the factory.',
      ar: '{name} قطعة أصلية، مصنوعة وفق المواصفات نفسها للقطعة المركّبة في المصنع.',
      ru: '{name} — оригинальная деталь, изготовленная по той же спецификации, что и установленная на заводе.',
      es: '{name} es un recambio original, fabricado con la misma especificación que el montado en fábrica.',
      pt: '{name} é uma peça original, fabricada com a mesma especificação da peça instalada na fábrica.',
      fr: '{name} est une pièce d’origine, fabriquée selon la même spécification que celle montée en usine.',
      ka: '{name} ორიგინალური ნაწილია, დამზადებული იმავე სპეციფიკაციით, რაც ქარხანაში დამონტაჟებული.',
      uz: '{name} — original ehtiyot qism, zavodda oʻrnatilgani bilan bir xil spetsifikatsiya boʻyicha tayyorlangan.',
    },
    {
      en: 'Having it fitted at one of our service centres keeps your warranty intact.',
      ar: 'يحافظ تركيبها في أحد مراكز الخدمة لدينا على سريان الضمان.',
      ru: 'Установка в нашем сервисном центре сохраняет гарантию.',
      es: 'Instalarlo en uno de nuestros centros de servicio mantiene intacta la garantía.',
      pt: 'A instalação em um dos nossos centros de serviço mantém sua garantia válida.',
      fr: 'Le faire monter dans l’un de nos centres de service préserve votre garantie.',
      ka: 'ჩვენს სერვის-ცენტრში დამონტაჟება გარანტიას ინარჩუნებს.',
      uz: 'Servis markazlarimizdan birida oʻrnatish kafolatingizni saqlab qoladi.',
    },
  ],
};

export const closingSentence: Localized = {
  en: 'Every product comes with an official {warranty}-month warranty and support from our service centres.',
  ar: 'يأتي كل منتج بضمان رسمي لمدة {warranty} شهرًا ودعم من مراكز الخدمة لدينا.',
  ru: 'Каждый продукт поставляется с официальной гарантией {warranty} мес. и поддержкой наших сервисных центров.',
  es: 'Cada producto incluye una garantía oficial de {warranty} meses y el respaldo de nuestros centros de servicio.',
  pt: 'Todo produto tem garantia oficial de {warranty} meses e o suporte dos nossos centros de serviço.',
  fr: 'Chaque produit bénéficie d’une garantie officielle de {warranty} mois et du soutien de nos centres de service.',
  ka: 'ყველა პროდუქტს აქვს {warranty}-თვიანი ოფიციალური გარანტია და ჩვენი სერვის-ცენტრების მხარდაჭერა.',
  uz: 'Har bir mahsulotga {warranty} oylik rasmiy kafolat va servis markazlarimizning qoʻllab-quvvatlashi beriladi.',
};
