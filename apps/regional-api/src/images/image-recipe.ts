/** What an image shows. Every generated picture is one of these silhouettes. */
export const SHAPES = [
  'motorcycle',
  'atv',
  'utv',
  'scooter',
  'kick-scooter',
  'outboard',
  'generator',
  'mower',
  'ride-on-mower',
  'trimmer',
  'tiller',
  'pump',
  'helmet',
  'gloves',
  'jacket',
  'oil',
  'filter',
  'battery',
  'propeller',
  'fuel-tank',
  'wrench',
  'star',
  'book',
  'chat',
  'shield',
  'document',
  'store',
] as const;

export type Shape = (typeof SHAPES)[number];

/**
 * How to draw one image. Stored as JSON beside its path in the `images` table, so the files
 * can always be drawn again from the database (a deleted `images/` directory comes back on start).
 */
export interface ImageRecipe {
  shape: Shape;
  /** Main and accent colours of the subject, `#RRGGBB`. */
  main: string;
  accent: string;
  /** front/side/detail: the three product views; banner and card: wide and medium pictures. */
  view: 'front' | 'side' | 'detail' | 'banner' | 'card';
  /** Text drawn on the picture: the model name, never a translated text. */
  title: string;
  caption?: string;
}
