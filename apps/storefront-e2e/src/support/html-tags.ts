/**
 * A small HTML tokenizer for checks on the server's raw HTML (what a browser parses before any script
 * runs): the start and end tags in source order, with their offsets and attributes. It follows the
 * HTML tokenizer where it matters for these checks: comments, doctype and attribute values (quoted or
 * not) are skipped, and the content of raw-text elements (`<script>`, `<style>`, `<textarea>`,
 * `<title>`) is read up to its end tag, so a `<style` inside a JSON string or a comment is no tag.
 */

export interface StartTag {
  kind: 'start';
  /** Lower-case tag name. */
  name: string;
  /** Offset of the `<` in the HTML. */
  start: number;
  /** Attributes by lower-case name (the first of duplicates wins, as in browsers); `''` when bare. */
  attributes: Record<string, string>;
  /** The element's text for raw-text elements (script, style, textarea, title); otherwise `undefined`. */
  text?: string;
  /** The tag as written, cut to 200 characters, for messages. */
  source: string;
}

interface EndTag {
  kind: 'end';
  name: string;
  start: number;
}

export type Tag = StartTag | EndTag;

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const NAME_START = /[a-zA-Z]/;
const SPACE = /[\t\n\f\r ]/;

export function tokenize(html: string): Tag[] {
  const tags: Tag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
    } else if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const close = html.indexOf('>', lt + 2);
      i = close < 0 ? html.length : close + 1;
    } else if (html[lt + 1] === '/' && NAME_START.test(html[lt + 2] ?? '')) {
      const close = html.indexOf('>', lt + 2);
      const end = close < 0 ? html.length : close;
      tags.push({ kind: 'end', name: /^[^\s/>]+/.exec(html.slice(lt + 2, end))?.[0]?.toLowerCase() ?? '', start: lt });
      i = end + 1;
    } else if (NAME_START.test(html[lt + 1] ?? '')) {
      const tag = readStartTag(html, lt);
      tags.push(tag.tag);
      i = tag.next;
      if (RAW_TEXT.has(tag.tag.name)) {
        const close = rawTextEnd(html, i, tag.tag.name);
        tag.tag.text = html.slice(i, close);
        i = close;
      }
    } else {
      i = lt + 1;
    }
  }
  return tags;
}

function readStartTag(html: string, lt: number): { tag: StartTag; next: number } {
  let i = lt + 1;
  while (i < html.length && !SPACE.test(html[i] ?? '') && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(lt + 1, i).toLowerCase();
  const attributes: Record<string, string> = {};
  while (i < html.length) {
    while (i < html.length && (SPACE.test(html[i] ?? '') || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') break;
    const nameStart = i;
    // The first character may be `=` (then part of the name), as in the HTML tokenizer.
    i++;
    while (i < html.length && !SPACE.test(html[i] ?? '') && !['/', '>', '='].includes(html[i] ?? '')) i++;
    const attribute = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && SPACE.test(html[i] ?? '')) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && SPACE.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const end = close < 0 ? html.length : close;
        value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !SPACE.test(html[i] ?? '') && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!(attribute in attributes)) attributes[attribute] = decodeEntities(value);
  }
  const next = Math.min(i + 1, html.length);
  return { tag: { kind: 'start', name, start: lt, attributes, source: html.slice(lt, Math.min(next, lt + 200)) }, next };
}

/** Where a raw-text element's content ends: at `</name` followed by a space, `/` or `>`. */
function rawTextEnd(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  let at = from;
  for (;;) {
    const found = lower.indexOf(`</${name}`, at);
    if (found < 0) return html.length;
    const after = html[found + name.length + 2] ?? '>';
    if (after === '>' || after === '/' || SPACE.test(after)) return found;
    at = found + 1;
  }
}

/** The few character references attribute values of our own HTML can hold (base64 nonces have none). */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, entity: string) =>
    ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[entity] ?? '',
  );
}

/** Offsets of the document's `<head>` start tag and its `</head>` end tag, if both are written. */
export function headSpan(tags: readonly Tag[]): { start: number; end: number } | undefined {
  const open = tags.find((tag) => tag.kind === 'start' && tag.name === 'head');
  if (!open) return undefined;
  const close = tags.find((tag) => tag.kind === 'end' && tag.name === 'head' && tag.start > open.start);
  return close ? { start: open.start, end: close.start } : undefined;
}

/** The nonce of the `script-src` directive of a Content-Security-Policy header. */
export function scriptNonce(csp: string | undefined): string | undefined {
  const scriptSrc = csp?.split(';').find((directive) => directive.trim().startsWith('script-src'));
  return scriptSrc ? /'nonce-([^']+)'/.exec(scriptSrc)?.[1] : undefined;
}
