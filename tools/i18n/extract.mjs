#!/usr/bin/env node
// `npm run i18n:extract`: rewrites libs/i18n/src/messages/en.json from the messages in the code.
// Translate the new ids in every other catalogue; the catalogue spec fails until they are.
import path from 'node:path';
import { cataloguesDir, extractMessages } from './catalogues.mjs';

extractMessages(path.join(cataloguesDir, 'en.json'));
console.log(`Extracted the messages of the code into ${path.relative(process.cwd(), path.join(cataloguesDir, 'en.json'))}`);
