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
