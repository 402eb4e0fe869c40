import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IsolatedName, nameParts } from './isolated-name';

describe('nameParts', () => {
  it('keeps a name without right-to-left letters whole', () => {
    expect(nameParts('Mudline 2" trash pump')).toEqual([{ text: 'Mudline 2" trash pump', ltr: false }]);
    expect(nameParts('Мотоцикл Raptor 250')).toEqual([{ text: 'Мотоцикл Raptor 250', ltr: false }]);
  });

  it('cuts the left-to-right runs out of a right-to-left name, their marks with them', () => {
    expect(nameParts('مضخة مياه عكرة Mudline 2"')).toEqual([
      { text: 'مضخة مياه عكرة ', ltr: false },
      { text: 'Mudline 2"', ltr: true },
    ]);
    expect(nameParts('زيت محرك Moto 4T 10W-40, 1 L')).toEqual([
      { text: 'زيت محرك ', ltr: false },
      { text: 'Moto 4T 10W-40, 1 L', ltr: true },
    ]);
    expect(nameParts('مروحة AL 7.8×8 للقارب')).toEqual([
      { text: 'مروحة ', ltr: false },
      { text: 'AL 7.8×8', ltr: true },
      { text: ' للقارب', ltr: false },
    ]);
    expect(nameParts('جزازة 21" بالدفع')).toEqual([
      { text: 'جزازة ', ltr: false },
      { text: '21"', ltr: true },
      { text: ' بالدفع', ltr: false },
    ]);
  });

  it('gives back the name it was given, part by part', () => {
    for (const name of ['مضخة مياه عكرة Mudline HD 2"  ', '  Edge T25 جزازة', 'فقط عربي', '']) {
      expect(nameParts(name).map((part) => part.text).join('')).toBe(name);
    }
  });
});

describe('IsolatedName', () => {
  it('isolates a name, right to left when it has right-to-left letters, its Latin model left to right', () => {
    const { container } = render(
      <p>
        <IsolatedName>مضخة مياه عكرة Mudline 2"</IsolatedName> / <IsolatedName>Raptor 250</IsolatedName>
      </p>,
    );
    const [arabic, latin] = container.querySelectorAll('p > bdi');
    expect(arabic?.getAttribute('dir')).toBe('rtl');
    expect(arabic?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('Mudline 2"');
    expect(arabic?.textContent).toBe('مضخة مياه عكرة Mudline 2"');
    expect(latin?.getAttribute('dir')).toBe('ltr');
    expect(latin?.children).toHaveLength(0);
  });
});
