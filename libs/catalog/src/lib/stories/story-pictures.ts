/**
 * Offline pictures for the catalogue's stories (Storybook builds without network): a data: URI drawn
 * in a hue taken from the backend path, so each product or category has its own colour.
 */
export function productPicture(path: string): string {
  const hue = [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 640 480">
<rect width="640" height="480" fill="hsl(${hue} 20% 94%)"/>
<rect x="170" y="190" width="300" height="120" rx="40" fill="hsl(${hue} 55% 40%)"/>
<rect x="250" y="150" width="120" height="50" rx="12" fill="#111318"/>
<circle cx="190" cy="340" r="60" fill="none" stroke="#111318" stroke-width="22"/>
<circle cx="450" cy="340" r="60" fill="none" stroke="#111318" stroke-width="22"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * An offline collection picture (1200×600) laid out like the backend's: dark backdrop, the
 * silhouette at the end, a caption at the start that the hero's crop must leave out.
 */
export function collectionPicture(path: string): string {
  const hue = [...path].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1D1D1F"/><stop offset="1" stop-color="#3A3D42"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#bg)"/>
<rect x="620" y="250" width="420" height="160" rx="56" fill="hsl(${hue} 55% 45%)"/>
<rect x="730" y="195" width="170" height="70" rx="16" fill="#66CC33"/>
<circle cx="650" cy="450" r="85" fill="none" stroke="#F4F4F2" stroke-width="28"/>
<circle cx="1010" cy="450" r="85" fill="none" stroke="#F4F4F2" stroke-width="28"/>
<text x="60" y="540" font-family="Arial, sans-serif" font-size="39" font-weight="700" fill="#F4F4F2">CAPTION</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
