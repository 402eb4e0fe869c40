/**
 * Every drawing of the `images` table (keyed by its `.svg` path) is also published as a JPEG at the
 * same path with `.jpg` (raster-files.ts). These are the two spellings; no sharp here, so any
 * repository can use them.
 */
const RASTER_EXTENSION = '.jpg';

/** The path the API hands out for a drawing: `/products/x/1.svg` → `/products/x/1.jpg`. */
export const rasterPath = (drawingPath: string): string => drawingPath.replace(/\.svg$/, RASTER_EXTENSION);

/** The drawing a raster path is made from, or undefined for any other path. */
export const drawingOf = (path: string): string | undefined => (path.endsWith(RASTER_EXTENSION) ? `${path.slice(0, -RASTER_EXTENSION.length)}.svg` : undefined);

