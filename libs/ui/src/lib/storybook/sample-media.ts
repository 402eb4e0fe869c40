/**
 * Offline sample images for stories (Storybook builds without network): small SVG drawings as
 * data URLs, which `Image` passes through unchanged.
 */
export function sampleImage({
  width = 640,
  height = 480,
  hue = 95,
  label = '',
}: { width?: number; height?: number; hue?: number; label?: string } = {}): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 480">
<rect width="640" height="480" fill="hsl(${hue} 25% 92%)"/>
<rect x="150" y="170" width="340" height="190" rx="18" fill="hsl(${hue} 45% 38%)"/>
<rect x="190" y="120" width="160" height="60" rx="10" fill="hsl(${hue} 20% 22%)"/>
<circle cx="220" cy="380" r="34" fill="#111318"/><circle cx="420" cy="380" r="34" fill="#111318"/>
<rect x="390" y="210" width="70" height="50" rx="6" fill="hsl(${hue} 30% 85%)"/>
<text x="320" y="455" font-family="system-ui, sans-serif" font-size="28" text-anchor="middle" fill="#111318">${label}</text>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
