import { describe, expect, it } from 'vitest';
import { breakpoints, deviceClassForWidth, media } from './breakpoints';
import type { DeviceClass } from './breakpoints';
import { contrastRatio } from './contrast';
import { theme } from './theme';
import { colors, fonts, headerSchemes, zIndices } from './tokens';

/** Evaluates the min-width/max-width media queries this theme generates for a viewport width. */
function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width: ([\d.]+)px\)/g)];
  expect(conditions.length).toBeGreaterThan(0);
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

describe('breakpoints', () => {
  it('are exactly the values of SPEC §9', () => {
    expect(breakpoints).toEqual({
      globalSm: 400,
      xs: 320,
      sm: 576,
      md: 740,
      lg: 1024,
      xl: 1270,
      '2xl': 1350,
      '3xl': 1420,
      '4xl': 1536,
      '5xl': 1650,
      desktop: 1900,
      desktopLg: 2150,
      desktopXl: 2550,
      desktop2xl: 2850,
      desktop3xl: 3800,
      desktop4xl: 4050,
      desktop5xl: 5100,
    });
  });

  it('builds up, down and between queries that do not overlap at the boundary', () => {
    expect(media.up('md')).toBe('@media (min-width: 740px)');
    expect(media.down('md')).toBe('@media (max-width: 739.98px)');
    expect(media.between('md', 'xl')).toBe('@media (min-width: 740px) and (max-width: 1269.98px)');
    expect(matches(media.up('md'), 740)).toBe(true);
    expect(matches(media.down('md'), 740)).toBe(false);
    expect(matches(media.down('md'), 739)).toBe(true);
  });
});

describe('device classes', () => {
  it.each<[number, DeviceClass]>([
    [320, 'mobile'],
    [375, 'mobile'],
    [739, 'mobile'],
    [740, 'tablet'],
    [1024, 'tablet'],
    [1270, 'tablet'],
    [1271, 'desktop'],
    [1440, 'desktop'],
    [3840, 'desktop'],
  ])('classifies a %i px viewport as %s', (width, expected) => {
    expect(deviceClassForWidth(width)).toBe(expected);
  });

  it('falls back to desktop for an unknown width', () => {
    expect(deviceClassForWidth(Number.NaN)).toBe('desktop');
    expect(deviceClassForWidth(Number.POSITIVE_INFINITY)).toBe('desktop');
  });

  it('puts every width in exactly the media query of its device class', () => {
    for (let width = 300; width <= 1400; width += 0.5) {
      const matched = (['mobile', 'tablet', 'desktop'] as const).filter((name) => matches(media[name], width));
      expect(matched, `width ${width}`).toEqual([deviceClassForWidth(width)]);
    }
  });
});

describe('colour tokens', () => {
  it.each([
    ['text', 'surface', colors.text, colors.surface],
    ['textMuted', 'surface', colors.textMuted, colors.surface],
    ['textMuted', 'surfaceMuted', colors.textMuted, colors.surfaceMuted],
    ['textInverse', 'surfaceInverse', colors.textInverse, colors.surfaceInverse],
    ['onAccent', 'accent', colors.onAccent, colors.accent],
    ['onAccent', 'accentHover', colors.onAccent, colors.accentHover],
    ['accentText', 'surface', colors.accentText, colors.surface],
    ['onHeaderDark', 'headerDark', colors.onHeaderDark, colors.headerDark],
    ['onHeaderLight', 'headerLight', colors.onHeaderLight, colors.headerLight],
    ['danger', 'surface', colors.danger, colors.surface],
    ['success', 'surface', colors.success, colors.surface],
  ])('%s on %s meets WCAG AA for text (4.5:1)', (_fg, _bg, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus', 'surface', colors.focus, colors.surface],
    ['focus', 'headerDark', colors.focus, colors.headerDark],
    ['focus', 'surfaceInverse', colors.focus, colors.surfaceInverse],
    ['borderStrong', 'surface', colors.borderStrong, colors.surface],
  ])('%s on %s meets WCAG AA for UI components (3:1)', (_fg, _bg, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the loading bar colour of the brand', () => {
    expect(theme.colors.loadingBar).toBe('#66CC33');
    expect(theme.colors.headerDark).toBe('#000000');
    expect(theme.colors.headerLight).toBe('#FFFFFF');
  });
});

describe('header schemes', () => {
  it.each(Object.entries(headerSchemes))('the %s header has text contrast of at least 4.5:1', (_name, scheme) => {
    expect(contrastRatio(scheme.text, scheme.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('are the black and the white header of SPEC §2', () => {
    expect(headerSchemes.dark.background).toBe('#000000');
    expect(headerSchemes.light.background).toBe('#FFFFFF');
  });
});

describe('status colours', () => {
  it.each([
    ['warning', 'warningSurface', colors.warning, colors.warningSurface],
    ['info', 'infoSurface', colors.info, colors.infoSurface],
    ['danger', 'dangerSurface', colors.danger, colors.dangerSurface],
    ['success', 'successSurface', colors.success, colors.successSurface],
    ['onInfo', 'info', colors.onInfo, colors.info],
    ['onDanger', 'danger', colors.onDanger, colors.danger],
    ['ink', 'warningStrong', colors.ink, colors.warningStrong],
  ])('%s on %s meets WCAG AA for text (4.5:1)', (_fg, _bg, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('type and layers', () => {
  it('name faces for Latin and Cyrillic, Arabic and Georgian', () => {
    expect(fonts.body).toMatch(/Noto Sans Arabic/);
    expect(fonts.body).toMatch(/Noto Sans Georgian/);
    expect(fonts.arabic).toMatch(/^'Noto Naskh Arabic'/);
    expect(fonts.georgian).toMatch(/^'Noto Sans Georgian'/);
  });

  it('stack overlays in a fixed order: select lists above modals, the loading bar on top', () => {
    expect(zIndices.drawer).toBeLessThan(zIndices.modal);
    expect(zIndices.modal).toBeLessThan(zIndices.popover);
    expect(zIndices.popover).toBeLessThan(zIndices.toast);
    expect(zIndices.toast).toBeLessThan(zIndices.loadingBar);
  });
});
