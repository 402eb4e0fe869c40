import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../db/open-database';
import { imageFile } from './image-files';
import { rasterPath } from './image-paths';
import type { ImageRecipe } from './image-recipe';
import { DRAWING_VERSION, renderSvg } from './render-svg';

/**
 * Every drawing of the `images` table (keyed by its `.svg` path) is also published as a JPEG at the
 * same path with `.jpg`: what a brand's backend serves are photos, and the storefront's image proxy
 * resizes rasters like those. The recipes stay the source of truth; the SVGs stay served too.
 * All pictures are opaque (each has a backdrop), so JPEG, not PNG.
 */
const RASTER_MANIFEST = '.raster-manifest';
/** Bump when the encoding below changes, so existing rasters are drawn again. */
const ENCODING = 'jpeg q85 progressive v1';

interface ImageRow {
  path: string;
  width: number;
  height: number;
  recipe_json: string;
}

/** The JPEG of one recipe: deterministic for a given sharp/libvips build. */
async function renderJpeg(recipe: ImageRecipe, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(renderSvg(recipe, width, height))).jpeg({ quality: 85, progressive: true }).toBuffer();
}

export interface Rasterizer {
  /** The JPEG file of a drawing's path, drawn now if it is missing; undefined for an unknown drawing. */
  ensure(drawingPath: string): Promise<string | undefined>;
  /**
   * Draws every raster that is missing (every one when the drawings or the encoding changed), one at
   * a time so a starting server keeps answering. Resolves to the number written.
   */
  warm(): Promise<number>;
}

export function createRasterizer(db: Db, dir: string): Rasterizer {
  const one = db.prepare<[string], ImageRow>('SELECT path, width, height, recipe_json FROM images WHERE path = ?');
  const all = db.prepare<[], ImageRow>('SELECT path, width, height, recipe_json FROM images ORDER BY path');
  const inFlight = new Map<string, Promise<string>>();

  const draw = (row: ImageRow, file: string): Promise<string> => {
    let pending = inFlight.get(file);
    if (!pending) {
      pending = (async () => {
        const jpeg = await renderJpeg(JSON.parse(row.recipe_json) as ImageRecipe, row.width, row.height);
        await mkdir(dirname(file), { recursive: true });
        // Through a temporary name: a reader never sees half an image.
        const temporary = `${file}.${process.pid}.${inFlight.size}.tmp`;
        await writeFile(temporary, jpeg);
        await rename(temporary, file);
        return file;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  };

  return {
    async ensure(drawingPath) {
      const row = one.get(drawingPath);
      if (!row) return undefined;
      const file = imageFile(dir, rasterPath(row.path));
      return existsSync(file) ? file : draw(row, file);
    },
    async warm() {
      const rows = all.all();
      const hash = createHash('sha256').update(`${ENCODING}\ndrawing v${DRAWING_VERSION}\n`);
      for (const row of rows) hash.update(`${row.path}\n${row.width}x${row.height}\n${row.recipe_json}\n`);
      const digest = hash.digest('hex');
      const manifest = join(dir, RASTER_MANIFEST);
      const current = existsSync(manifest) && readFileSync(manifest, 'utf8') === digest;
      let written = 0;
      for (const row of rows) {
        const file = imageFile(dir, rasterPath(row.path));
        if (current && existsSync(file)) continue;
        await draw(row, file);
        written += 1;
      }
      await mkdir(dir, { recursive: true });
      await writeFile(manifest, digest);
      return written;
    },
  };
}
