/** SPEC §5 and §9: min 0, max 100, step 1, no minimum gap between thumbs. */
export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1, minStepsBetweenThumbs: 0 } as const;

export interface SliderBounds {
  min?: number;
  max?: number;
  step?: number;
  /** Minimum distance between neighbouring thumbs, in steps. */
  minStepsBetweenThumbs?: number;
}

function decimals(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Keeps a value within `[min, max]`. */
export function clampValue(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The nearest value on the step grid that starts at `min` (floating point safe: 0.1 + 0.2 → 0.3). */
export function snapToStep(value: number, min: number, step: number): number {
  return round(Math.round((value - min) / step) * step + min, decimals(step));
}

/**
 * Makes any values valid for a slider: snapped to the step, clamped to the range, sorted, and
 * pushed apart to the minimum gap where the range allows. For values that come from outside the
 * slider (a URL filter, a typed price); the slider itself never produces invalid ones.
 */
export function normalizeSliderValues(values: readonly number[], bounds: SliderBounds = {}): number[] {
  const {
    min = SLIDER_DEFAULTS.min,
    max = SLIDER_DEFAULTS.max,
    step = SLIDER_DEFAULTS.step,
    minStepsBetweenThumbs = SLIDER_DEFAULTS.minStepsBetweenThumbs,
  } = bounds;
  const gap = minStepsBetweenThumbs * step;
  // The highest value on the grid, so that clamping never leaves the grid (max 95, step 10 → 90).
  const top = round(Math.floor((max - min) / step) * step + min, decimals(step));
  const result = values
    .map((value) => (Number.isFinite(value) ? value : min))
    .map((value) => clampValue(snapToStep(value, min, step), min, top))
    .sort((a, b) => a - b);
  // Forward: each value at least `gap` above the previous one; backward: within the top.
  for (let index = 1; index < result.length; index += 1) {
    const floor = round((result[index - 1] ?? min) + gap, decimals(step));
    if ((result[index] ?? 0) < floor) result[index] = floor;
  }
  for (let index = result.length - 1; index >= 0; index -= 1) {
    const ceiling = index === result.length - 1 ? top : round((result[index + 1] ?? top) - gap, decimals(step));
    if ((result[index] ?? 0) > ceiling) result[index] = Math.max(min, ceiling);
  }
  return result;
}

/**
 * Reads a number typed by a person: Arabic-Indic and Persian digits, spaces and thousands
 * separators are accepted (`١٢٬٥٠٠`, `12 500`, `12,500`). NaN when there is no digit.
 */
export function parseTypedNumber(text: string): number {
  let normalised = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0x0660 && code <= 0x0669) normalised += String(code - 0x0660);
    else if (code >= 0x06f0 && code <= 0x06f9) normalised += String(code - 0x06f0);
    else if (char === '٫' || char === '.') normalised += '.';
    else if (/[\d-]/.test(char)) normalised += char;
  }
  return /\d/.test(normalised) ? Number.parseFloat(normalised) : Number.NaN;
}
