import { BRAND } from '../db/seed/texts';
import type { ImageRecipe, Shape } from './image-recipe';

/**
 * Bump when the same recipe draws differently (a new brand mark, a changed silhouette): the image
 * files and their JPEGs are then drawn again on the next start (image-files.ts, raster-files.ts).
 */
export const DRAWING_VERSION = 2;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The brand's name as every picture carries it, top left: the storefront's, in capitals. */
const BRAND_MARK = escapeXml(BRAND.en.toUpperCase());

const DARK = '#1D1D1F';
const TYRE = '#2A2A2D';
const STEEL = '#9AA0A6';

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${STEEL}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.15}" fill="${DARK}"/>`;

/** Each silhouette is drawn in a 400 × 300 box from simple shapes in the subject's colours. */
const silhouettes: Readonly<Record<Shape, (main: string, accent: string) => string>> = {
  motorcycle: (m, a) =>
    `${wheel(95, 215, 55)}${wheel(310, 215, 55)}
    <path d="M95 215 L165 140 L250 140 L310 215" stroke="${STEEL}" stroke-width="10" fill="none"/>
    <path d="M150 120 Q200 85 260 110 L280 140 L165 150 Z" fill="${m}"/>
    <path d="M240 105 L300 95 L305 108 L250 120 Z" fill="${DARK}"/>
    <rect x="175" y="150" width="60" height="40" rx="8" fill="${STEEL}"/>
    <path d="M280 140 L320 95" stroke="${DARK}" stroke-width="8"/><path d="M305 90 L335 82" stroke="${DARK}" stroke-width="7" stroke-linecap="round"/>
    <path d="M120 150 L165 150" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,
  atv: (m, a) =>
    `${wheel(105, 220, 50)}${wheel(295, 220, 50)}
    <path d="M70 170 Q120 120 200 130 Q280 120 330 170 L320 190 L80 190 Z" fill="${m}"/>
    <rect x="170" y="110" width="70" height="22" rx="10" fill="${DARK}"/>
    <path d="M250 110 L275 80 L310 80" stroke="${DARK}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="175" y="175" width="55" height="35" rx="6" fill="${STEEL}"/>
    <path d="M90 160 L140 150" stroke="${a}" stroke-width="6" stroke-linecap="round"/>`,
  utv: (m, a) =>
    `${wheel(100, 225, 45)}${wheel(305, 225, 45)}
    <path d="M55 185 L95 140 L320 140 L350 185 L340 205 L65 205 Z" fill="${m}"/>
    <path d="M120 140 L150 60 L290 60 L310 140" stroke="${DARK}" stroke-width="9" fill="none"/>
    <path d="M150 60 L140 140 M220 60 L220 140" stroke="${DARK}" stroke-width="6"/>
    <rect x="160" y="110" width="50" height="28" rx="6" fill="${DARK}"/>
    <path d="M70 170 L330 170" stroke="${a}" stroke-width="5"/>`,
  scooter: (m, a) =>
    `${wheel(105, 225, 40)}${wheel(300, 225, 40)}
    <path d="M95 200 Q110 150 180 150 L250 150 Q275 150 280 185 L300 200 L240 210 L130 210 Z" fill="${m}"/>
    <path d="M260 150 L295 70" stroke="${m}" stroke-width="22" stroke-linecap="round"/>
    <path d="M280 62 L320 58" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>
    <rect x="150" y="130" width="85" height="22" rx="10" fill="${DARK}"/>
    <circle cx="300" cy="88" r="9" fill="${a}"/>`,
  'kick-scooter': (m, a) =>
    `${wheel(110, 235, 30)}${wheel(300, 235, 30)}
    <rect x="110" y="212" width="170" height="16" rx="6" fill="${m}"/>
    <path d="M280 220 L300 70" stroke="${STEEL}" stroke-width="12" stroke-linecap="round"/>
    <path d="M270 68 L330 68" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>
    <rect x="140" y="198" width="90" height="14" rx="5" fill="${a}"/>`,
  outboard: (m, a) =>
    `<rect x="150" y="40" width="110" height="95" rx="30" fill="${m}"/>
    <rect x="165" y="70" width="80" height="10" rx="4" fill="${a}"/>
    <rect x="185" y="130" width="40" height="110" fill="${STEEL}"/>
    <path d="M175 240 L235 240 L240 262 L170 262 Z" fill="${m}"/>
    <path d="M225 250 L280 235 L282 266 Z" fill="${DARK}"/>
    <path d="M110 95 L150 92" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>`,
  generator: (m, a) =>
    `<rect x="80" y="90" width="240" height="150" rx="28" fill="${m}"/>
    <rect x="105" y="115" width="120" height="60" rx="8" fill="${DARK}" opacity="0.85"/>
    <circle cx="265" cy="145" r="22" fill="${DARK}"/><circle cx="265" cy="145" r="10" fill="${a}"/>
    <rect x="115" y="190" width="40" height="18" rx="4" fill="${STEEL}"/><rect x="165" y="190" width="40" height="18" rx="4" fill="${STEEL}"/>
    <path d="M120 90 Q200 40 280 90" stroke="${DARK}" stroke-width="10" fill="none"/>
    <rect x="95" y="238" width="40" height="12" fill="${DARK}"/><rect x="265" y="238" width="40" height="12" fill="${DARK}"/>`,
  mower: (m, a) =>
    `${wheel(110, 235, 28)}${wheel(270, 235, 28)}
    <path d="M85 235 Q90 170 190 165 Q290 170 300 235 Z" fill="${m}"/>
    <rect x="160" y="140" width="60" height="40" rx="10" fill="${DARK}"/>
    <path d="M120 180 L60 60 M140 180 L80 60 M60 60 L80 60" stroke="${DARK}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M300 200 L350 230 L350 150 L300 170 Z" fill="${a}"/>`,
  'ride-on-mower': (m, a) =>
    `${wheel(110, 225, 45)}${wheel(300, 235, 32)}
    <path d="M60 200 L90 150 L320 150 L345 200 L335 215 L70 215 Z" fill="${m}"/>
    <rect x="140" y="100" width="70" height="50" rx="10" fill="${DARK}"/>
    <path d="M250 150 L270 95 M255 95 L290 95" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>
    <rect x="120" y="240" width="160" height="14" rx="4" fill="${a}"/>`,
  trimmer: (m, a) =>
    `<path d="M70 70 L330 230" stroke="${STEEL}" stroke-width="10" stroke-linecap="round"/>
    <rect x="45" y="45" width="80" height="55" rx="16" fill="${m}" transform="rotate(32 85 72)"/>
    <path d="M170 110 L150 150 M200 128 L225 95" stroke="${DARK}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="330" cy="232" r="26" fill="${DARK}"/><path d="M300 262 L360 262" stroke="${a}" stroke-width="6"/>`,
  tiller: (m, a) =>
    `<circle cx="110" cy="225" r="38" fill="none" stroke="${DARK}" stroke-width="10" stroke-dasharray="14 10"/>
    <circle cx="200" cy="225" r="38" fill="none" stroke="${DARK}" stroke-width="10" stroke-dasharray="14 10"/>
    <rect x="110" y="140" width="110" height="70" rx="14" fill="${m}"/>
    <path d="M215 150 L320 60 M300 60 L345 60" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>
    <rect x="125" y="155" width="50" height="12" rx="4" fill="${a}"/>`,
  pump: (m, a) =>
    `<rect x="90" y="80" width="220" height="150" rx="14" fill="none" stroke="${DARK}" stroke-width="9"/>
    <circle cx="170" cy="160" r="52" fill="${m}"/><circle cx="170" cy="160" r="20" fill="${STEEL}"/>
    <rect x="230" y="120" width="60" height="70" rx="10" fill="${m}"/>
    <rect x="40" y="145" width="80" height="30" rx="8" fill="${a}"/><rect x="145" y="60" width="50" height="40" rx="8" fill="${a}"/>`,
  helmet: (m, a) =>
    `<path d="M90 190 Q90 60 215 60 Q330 60 330 175 L330 215 L120 215 Q90 215 90 190 Z" fill="${m}"/>
    <path d="M170 110 Q250 95 320 120 L325 170 L180 170 Q160 140 170 110 Z" fill="${DARK}"/>
    <path d="M110 200 L320 200" stroke="${a}" stroke-width="8"/>`,
  gloves: (m, a) =>
    `<path d="M130 250 L130 150 Q130 130 145 130 L145 70 Q160 55 172 70 L172 120 L180 55 Q195 42 207 58 L205 120 L215 62 Q230 50 240 66 L236 130 L250 90 Q265 82 270 98 L255 170 Q250 250 230 250 Z" fill="${m}"/>
    <rect x="125" y="225" width="135" height="30" rx="8" fill="${DARK}"/><path d="M150 180 L230 180" stroke="${a}" stroke-width="7"/>`,
  jacket: (m, a) =>
    `<path d="M150 55 L200 75 L250 55 L330 95 L310 250 L90 250 L70 95 Z" fill="${m}"/>
    <path d="M200 75 L200 250" stroke="${DARK}" stroke-width="5"/><path d="M150 55 L200 110 L250 55" fill="none" stroke="${DARK}" stroke-width="7"/>
    <path d="M80 150 L130 150 M270 150 L320 150" stroke="${a}" stroke-width="10"/>`,
  oil: (m, a) =>
    `<path d="M130 90 L250 90 L280 130 L280 255 L130 255 Z" fill="${m}"/><rect x="225" y="60" width="35" height="32" rx="4" fill="${DARK}"/>
    <rect x="145" y="150" width="120" height="70" rx="6" fill="${a}"/><path d="M160 185 L250 185" stroke="${DARK}" stroke-width="6"/>`,
  filter: (m, a) =>
    `<rect x="130" y="80" width="140" height="170" rx="18" fill="${m}"/>
    <path d="M130 110 L270 110 M130 220 L270 220" stroke="${STEEL}" stroke-width="8"/>
    <rect x="150" y="135" width="100" height="60" rx="6" fill="${a}"/>`,
  battery: (m, a) =>
    `<rect x="100" y="100" width="210" height="140" rx="10" fill="${m}"/><rect x="125" y="80" width="35" height="22" fill="${DARK}"/><rect x="250" y="80" width="35" height="22" fill="${DARK}"/>
    <path d="M220 130 L195 175 L215 175 L190 215" stroke="${a}" stroke-width="9" fill="none"/>`,
  propeller: (m, a) =>
    `<g transform="translate(200 160)"><path d="M0 0 Q40 -110 10 -120 Q-30 -60 0 0 Z" fill="${m}"/><path d="M0 0 Q95 70 105 40 Q55 -10 0 0 Z" fill="${m}"/><path d="M0 0 Q-100 60 -95 90 Q-40 60 0 0 Z" fill="${m}"/><circle r="26" fill="${DARK}"/><circle r="10" fill="${a}"/></g>`,
  'fuel-tank': (m, a) =>
    `<rect x="95" y="95" width="230" height="150" rx="24" fill="${m}"/><path d="M130 95 L130 70 L200 70 L200 95" stroke="${DARK}" stroke-width="10" fill="none"/>
    <circle cx="285" cy="120" r="14" fill="${DARK}"/><path d="M120 200 L300 200" stroke="${a}" stroke-width="8"/>`,
  wrench: (m, a) =>
    `<path d="M110 250 L250 110" stroke="${m}" stroke-width="34" stroke-linecap="round"/><circle cx="270" cy="90" r="50" fill="${m}"/><circle cx="290" cy="70" r="24" fill="white"/>
    <circle cx="110" cy="250" r="10" fill="${a}"/>`,
  star: (m, a) =>
    `<path d="M200 50 L232 130 L318 135 L252 188 L274 270 L200 225 L126 270 L148 188 L82 135 L168 130 Z" fill="${m}"/><circle cx="200" cy="165" r="20" fill="${a}"/>`,
  book: (m, a) =>
    `<path d="M80 80 Q140 60 200 90 L200 250 Q140 220 80 240 Z" fill="${m}"/><path d="M320 80 Q260 60 200 90 L200 250 Q260 220 320 240 Z" fill="${m}" opacity="0.8"/>
    <path d="M105 120 L175 130 M105 150 L175 160 M225 130 L295 120 M225 160 L295 150" stroke="${a}" stroke-width="6"/>`,
  chat: (m, a) =>
    `<path d="M70 70 L280 70 Q300 70 300 90 L300 180 Q300 200 280 200 L140 200 L90 245 L100 200 L90 200 Q70 200 70 180 Z" fill="${m}"/>
    <circle cx="135" cy="135" r="12" fill="${a}"/><circle cx="185" cy="135" r="12" fill="${a}"/><circle cx="235" cy="135" r="12" fill="${a}"/>`,
  shield: (m, a) =>
    `<path d="M200 50 L310 90 Q310 210 200 260 Q90 210 90 90 Z" fill="${m}"/><path d="M150 155 L190 195 L255 120" stroke="${a}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  document: (m, a) =>
    `<path d="M120 50 L250 50 L300 100 L300 260 L120 260 Z" fill="${m}"/><path d="M250 50 L250 100 L300 100" fill="${DARK}" opacity="0.3"/>
    <path d="M150 140 L270 140 M150 170 L270 170 M150 200 L230 200" stroke="${a}" stroke-width="8"/>`,
  store: (m, a) =>
    `<rect x="80" y="120" width="240" height="130" fill="${m}"/><path d="M60 120 L100 60 L300 60 L340 120 Z" fill="${DARK}"/>
    <rect x="115" y="160" width="70" height="90" fill="${a}"/><rect x="215" y="160" width="75" height="50" fill="white" opacity="0.8"/>`,
};

interface Layout {
  background: [string, string];
  /** Where the 400 × 300 silhouette goes: translate x, y and scale. */
  place: [number, number, number];
  mirror: boolean;
  textColour: string;
}

function layoutOf(recipe: ImageRecipe, width: number, height: number): Layout {
  const fit = Math.min(width / 400, height / 300);
  switch (recipe.view) {
    case 'front':
      return { background: ['#F4F5F6', '#DCDFE3'], place: [(width - 400 * fit * 0.8) / 2, height * 0.08, fit * 0.8], mirror: false, textColour: DARK };
    case 'side':
      return { background: ['#26282C', '#0F1012'], place: [(width - 400 * fit * 0.8) / 2, height * 0.08, fit * 0.8], mirror: true, textColour: '#F4F4F2' };
    case 'detail':
      return { background: ['#FFFFFF', '#EEF0F2'], place: [-width * 0.25, -height * 0.2, fit * 1.6], mirror: false, textColour: DARK };
    case 'banner': {
      const scale = (height / 300) * 0.9;
      return { background: ['#1D1D1F', '#3A3D42'], place: [width - 400 * scale - width * 0.05, height * 0.05, scale], mirror: false, textColour: '#F4F4F2' };
    }
    case 'card':
      return { background: ['#F4F5F6', '#E4E7EA'], place: [(width - 400 * fit * 0.75) / 2, height * 0.06, fit * 0.75], mirror: false, textColour: DARK };
  }
}

/**
 * Draws a recipe as a standalone SVG document. Deterministic: the same recipe and size always
 * give the same bytes. Only the recipe's title and caption are text, and both are escaped.
 */
export function renderSvg(recipe: ImageRecipe, width: number, height: number): string {
  const { background, place, mirror, textColour } = layoutOf(recipe, width, height);
  const [x, y, scale] = place;
  const transform = mirror
    ? `translate(${(x + 400 * scale).toFixed(1)} ${y.toFixed(1)}) scale(${(-scale).toFixed(3)} ${scale.toFixed(3)})`
    : `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})`;
  const fontSize = Math.round(Math.min(width, height) * 0.065);
  const title = escapeXml(recipe.title);
  const caption = recipe.caption ? escapeXml(recipe.caption) : '';
  const margin = Math.round(width * 0.05);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect x="0" y="${height - Math.round(height * 0.015)}" width="${width}" height="${Math.round(height * 0.015)}" fill="${recipe.accent}"/>`,
    `<g transform="${transform}">${silhouettes[recipe.shape](recipe.main, recipe.accent).replace(/\s*\n\s*/g, '')}</g>`,
    // The close-up fills the frame: a light band keeps the name readable over it.
    recipe.view === 'detail'
      ? `<rect x="0" y="${height - margin - fontSize * 2.4}" width="${width}" height="${margin + fontSize * 2.4}" fill="#FFFFFF" opacity="0.85"/>`
      : '',
    `<text x="${margin}" y="${margin + fontSize * 0.6}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(fontSize * 0.6)}" font-weight="700" letter-spacing="4" fill="#66CC33">${BRAND_MARK}</text>`,
    `<text x="${margin}" y="${height - margin}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${textColour}">${title}</text>`,
    caption
      ? `<text x="${margin}" y="${height - margin - fontSize * 1.2}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(fontSize * 0.5)}" fill="${textColour}" opacity="0.7">${caption}</text>`
      : '',
    '</svg>',
  ].join('');
}
