#!/usr/bin/env node
// Writes libs/regions/src/lib/config/country-phones.json: the country phone list of SPEC §3 (name, iso2,
// cc, mask, flag), derived from libphonenumber-js metadata so that nobody types ~245 entries by hand.
//
//   node tools/scripts/generate-country-phones.mjs           write the file
//   node tools/scripts/generate-country-phones.mjs --check   exit 1 when the committed file is stale
//   node tools/scripts/generate-country-phones.mjs --stdout  print what would be written
//
// The output depends only on the pinned libphonenumber-js version and on Node's ICU (country names), so
// it is the same on every run: regenerate after upgrading either. A spec in libs/regions runs this
// script and compares its output with the committed file.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Metadata, getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.max.json';
import examples from 'libphonenumber-js/mobile/examples';

const OUTPUT = fileURLToPath(
  new URL('../../libs/regions/src/lib/config/country-phones.json', import.meta.url),
);

/** 🇦🇪 from `AE`: each letter mapped to its regional indicator symbol. */
function flagOf(iso2) {
  return String.fromCodePoint(...[...iso2].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * The input mask of a country's mobile numbers, as typed after the calling code.
 *
 * Rule: take libphonenumber's example mobile number in international format without `+cc ` (the cc is
 * shown separately, and international format has no national prefix such as a trunk `0`), keep its
 * grouping and turn every digit into `#`. Then widen it to the lengths a mobile number may have there
 * (the MOBILE type's possible lengths; the country's general ones when it has no MOBILE type): when
 * shorter numbers are possible the last digits become optional `[#]`, when longer ones are possible
 * optional `[#]` are appended. A mask is a typing aid and stays lenient (AD allows 6 or 9 digits, the
 * mask accepts 6 to 9); whether a number is valid is libphonenumber's call, not the mask's.
 */
function maskOf(iso2, meta = new Metadata(metadata)) {
  const example = getExampleNumber(iso2, examples, metadata);
  if (!example) return '';
  const cc = `+${example.countryCallingCode} `;
  const international = example.formatInternational();
  const grouped = international.startsWith(cc) ? international.slice(cc.length) : example.nationalNumber;
  meta.selectNumberingPlan(iso2);
  const lengths = meta.numberingPlan.type('MOBILE')?.possibleLengths() ?? meta.numberingPlan.possibleLengths();
  const digits = example.nationalNumber.length;
  const shortest = Math.min(digits, ...lengths);
  const longest = Math.max(digits, ...lengths);

  let optionalFromEnd = digits - shortest;
  const chars = [...grouped.replace(/\d/g, '#')];
  for (let i = chars.length - 1; i >= 0 && optionalFromEnd > 0; i -= 1) {
    if (chars[i] === '#') {
      chars[i] = '[#]';
      optionalFromEnd -= 1;
    }
  }
  return chars.join('') + '[#]'.repeat(longest - digits);
}

/** Every country libphonenumber-js knows, sorted by iso2. */
function countryPhones() {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const meta = new Metadata(metadata);
  return getCountries(metadata)
    .slice()
    .sort()
    .map((iso2) => ({
      name: names.of(iso2) ?? iso2,
      iso2,
      cc: getCountryCallingCode(iso2, metadata),
      mask: maskOf(iso2, meta),
      flag: flagOf(iso2),
    }));
}

/** One entry per line: small, and a change shows up as a one-line diff. */
function serialize(entries) {
  return `[\n${entries.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`;
}

function main(args) {
  const text = serialize(countryPhones());
  if (args.includes('--stdout')) {
    process.stdout.write(text);
    return;
  }
  if (args.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OUTPUT, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (committed !== text) {
      console.error(`[country-phones] ${OUTPUT} is stale: run node tools/scripts/generate-country-phones.mjs`);
      process.exit(1);
    }
    console.log('[country-phones] up to date');
    return;
  }
  writeFileSync(OUTPUT, text);
  console.log(`[country-phones] wrote ${text.split('\n').length - 3} countries, ${Buffer.byteLength(text)} bytes`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
