import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { sendCompressed } from './compression';

type Catalogue = Record<string, unknown>;

export interface MessageCatalogues {
  /** Changes whenever any text changes; part of every catalogue URL. */
  buildId: string;
  get(locale: string): Catalogue | undefined;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Production: the compiled catalogues of the build (`dist/apps/storefront/i18n`), read once. */
export function compiledCatalogues(dir: string): MessageCatalogues {
  const { buildId } = readJson(path.join(dir, 'build-id.json')) as { buildId: string };
  const byLocale = new Map<string, Catalogue>();
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json') && file !== 'build-id.json') byLocale.set(file.slice(0, -5), readJson(path.join(dir, file)));
  }
  return { buildId, get: (locale) => byLocale.get(locale) };
}

/** Development: the source catalogues, read on every request so edits show at once. */
export function sourceCatalogues(dir: string): MessageCatalogues {
  return {
    buildId: 'dev',
    get: (locale) => (/^[a-z]{2}(_[a-z]{2})?$/.test(locale) ? readJsonIfPresent(path.join(dir, `${locale}.json`)) : undefined),
  };
}

function readJsonIfPresent(file: string): Catalogue | undefined {
  try {
    return readJson(file);
  } catch {
    return undefined;
  }
}

/**
 * `GET /_i18n/{buildId}/{locale}/messages.json` → `{ [locale]: messages }` (SPEC §7). Immutable when
 * the build id is the current one; otherwise (an old page asking) the current texts, not cached.
 */
export function messagesEndpoint(catalogues: MessageCatalogues, development: boolean): RequestHandler {
  // The answer of each locale, serialised once (development reads the files on every request).
  const answers = new Map<Catalogue, Buffer>();
  return (req, res) => {
    const { buildId, locale } = req.params as { buildId: string; locale: string };
    const messages = catalogues.get(locale);
    if (!messages) {
      res.status(404).json({ error: 'not_found', message: `No messages for locale ${locale}` });
      return;
    }
    const cacheable = !development && buildId === catalogues.buildId;
    res.setHeader('Cache-Control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache');
    let answer = answers.get(messages);
    if (!answer) {
      answer = Buffer.from(JSON.stringify({ [locale]: messages }));
      if (!development) answers.set(messages, answer);
    }
    res.type('json');
    sendCompressed(req, res, answer);
  };
}
