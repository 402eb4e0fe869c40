import { describe, expect, it } from 'vitest';
import { SHAPES, type ImageRecipe } from './image-recipe';
import { renderSvg } from './render-svg';

const recipe = (overrides: Partial<ImageRecipe> = {}): ImageRecipe => ({
  shape: 'motorcycle',
  main: '#D7261E',
  accent: '#1D1D1F',
  view: 'front',
  title: 'Raptor 250',
  caption: 'NRK-01003-0003',
  ...overrides,
});

describe('renderSvg', () => {
  it('draws the same bytes for the same recipe', () => {
    expect(renderSvg(recipe(), 1200, 900)).toBe(renderSvg(recipe(), 1200, 900));
  });

  it.each(SHAPES)('draws a %s as a standalone SVG document of the asked size', (shape) => {
    const svg = renderSvg(recipe({ shape }), 800, 600);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
  });

  it('differs between the three product views and follows the colours', () => {
    const views = (['front', 'side', 'detail'] as const).map((view) => renderSvg(recipe({ view }), 1200, 900));
    expect(new Set(views).size).toBe(3);
    expect(renderSvg(recipe({ main: '#1F5FBF' }), 1200, 900)).toContain('#1F5FBF');
  });

  it('escapes the text it draws', () => {
    const svg = renderSvg(recipe({ title: '<Raptor & "Co">' }), 400, 300);
    expect(svg).toContain('&lt;Raptor &amp; &quot;Co&quot;&gt;');
    expect(svg).not.toContain('<Raptor');
  });
});
