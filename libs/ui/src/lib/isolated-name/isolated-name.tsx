import type { Ref } from 'react';

/** Letters of the right-to-left scripts the storefront may show (Arabic, Hebrew and their neighbours). */
const RTL = '\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}';
const HAS_RTL = new RegExp(`[${RTL}]`, 'u');
/**
 * A left-to-right run inside a right-to-left name: from a letter or digit of another script up to the
 * next right-to-left letter, with what comes between (spaces, `.`, `-`, `×`, `"`, `,`), its trailing
 * spaces left out.
 */
const LTR_RUN = new RegExp(`(?:(?![${RTL}])[\\p{L}\\p{N}])(?:(?![${RTL}]).)*`, 'gu');

export interface NamePart {
  text: string;
  /** A left-to-right run of a right-to-left name. */
  ltr: boolean;
}

/**
 * A name cut into the parts `IsolatedName` isolates: the name whole when it has no right-to-left letter;
 * else its right-to-left text and, apart, each left-to-right run (`مضخة مياه عكرة ` + `Mudline 2"`).
 */
export function nameParts(name: string): NamePart[] {
  if (!HAS_RTL.test(name)) return [{ text: name, ltr: false }];
  const parts: NamePart[] = [];
  let from = 0;
  for (const match of name.matchAll(LTR_RUN)) {
    const run = match[0].trimEnd();
    if (match.index > from) parts.push({ text: name.slice(from, match.index), ltr: false });
    parts.push({ text: run, ltr: true });
    from = match.index + run.length;
  }
  if (from < name.length) parts.push({ text: name.slice(from), ltr: false });
  return parts;
}

export interface IsolatedNameProps {
  /** The name as the backend wrote it. */
  children: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A name from data (a product, a model) wherever it is shown: isolated from the text around it (a
 * `<bdi>`, right to left when it has right-to-left letters), so that neither moves the other; and in
 * a right-to-left name each left-to-right run is isolated left to right, so that a model's trailing
 * mark stays where it is written: `Mudline 2"` keeps its inch mark after the 2 in Arabic, where the
 * bidirectional algorithm alone would move it to the run's far side (`"Mudline 2`). The one way of
 * showing product names in cards, titles, breadcrumbs, suggestions, the comparison and the cart.
 */
export function IsolatedName({ children, className, ref }: IsolatedNameProps) {
  return (
    <bdi dir={HAS_RTL.test(children) ? 'rtl' : 'ltr'} className={className} ref={ref}>
      {nameParts(children).map((part, index) =>
        part.ltr ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
