import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Db } from '../db/open-database';
import type { ImageRecipe } from './image-recipe';
import { DRAWING_VERSION, renderSvg } from './render-svg';

const MANIFEST = '.manifest';

interface ImageRow {
  path: string;
  width: number;
  height: number;
  recipe_json: string;
}

/** The file of an image path, refusing anything that would leave the directory. */
export function imageFile(dir: string, path: string): string {
  const root = resolve(dir);
  const file = resolve(join(root, path));
  if (!file.startsWith(root + sep)) throw new Error(`Image path ${path} leaves the images directory`);
  return file;
}

/**
 * Makes the SVG files match the `images` table. A manifest (hash of every row) records what the
 * directory holds: when it matches, nothing is read or written, so a normal start costs one
 * query and one hash; otherwise every missing or stale file is drawn again. Writes go through a
 * temporary file and a rename, so a reader never sees half an image.
 */
export function syncImageFiles(db: Db, dir: string): { written: number } {
  const rows = db.prepare<[], ImageRow>('SELECT path, width, height, recipe_json FROM images ORDER BY path').all();
  const hash = createHash('sha256').update(`drawing v${DRAWING_VERSION}\n`);
  for (const row of rows) hash.update(`${row.path}\n${row.width}x${row.height}\n${row.recipe_json}\n`);
  const digest = hash.digest('hex');
  const manifest = join(dir, MANIFEST);
  if (existsSync(manifest) && readFileSync(manifest, 'utf8') === digest) return { written: 0 };

  let written = 0;
  for (const row of rows) {
    const file = imageFile(dir, row.path);
    const svg = renderSvg(JSON.parse(row.recipe_json) as ImageRecipe, row.width, row.height);
    if (existsSync(file) && readFileSync(file, 'utf8') === svg) continue;
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, svg);
    renameSync(temporary, file);
    written += 1;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifest, digest);
  return { written };
}
