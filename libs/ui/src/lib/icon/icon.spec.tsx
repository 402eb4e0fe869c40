import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as productIcons from './product-icons';
import * as socialIcons from './social-icons';
import * as uiIcons from './ui-icons';
import { ArrowEndIcon, ChevronStartIcon, CloseIcon, SearchIcon } from './ui-icons';
import { FavouritesIcon } from './product-icons';

function emotionCss(): string {
  return [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');
}

describe('icons', () => {
  it('has every product icon of SPEC §1 and the UI and social icons of the issue', () => {
    expect(Object.keys(productIcons).sort()).toEqual([
      'DeliveryIcon',
      'FavouritesIcon',
      'InstallmentIcon',
      'PreOrderIcon',
      'ShowroomIcon',
      'SupportIcon',
      'TestDriveIcon',
      'WarrantyIcon',
    ]);
    expect(Object.keys(socialIcons).sort()).toEqual([
      'FacebookIcon',
      'InstagramIcon',
      'LinkedinIcon',
      'WhatsappIcon',
      'YoutubeIcon',
    ]);
    for (const name of ['Search', 'Cart', 'Compare', 'Menu', 'Close', 'Location', 'Phone', 'ChevronDown', 'ChevronEnd']) {
      expect(Object.keys(uiIcons)).toContain(`${name}Icon`);
    }
  });

  it('is 24 px and decorative (hidden from assistive technology) by default', () => {
    const { container } = render(
      <button type="button">
        <SearchIcon /> Search
      </button>,
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('24');
    expect(svg?.getAttribute('height')).toBe('24');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(screen.getByRole('button').textContent?.trim()).toBe('Search');
  });

  it('becomes a labelled image with a title', () => {
    render(<FavouritesIcon title="Favourites" size={32} />);
    const svg = screen.getByRole('img', { name: 'Favourites' });
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.getAttribute('width')).toBe('32');
  });

  it('gives each labelled icon its own title id', () => {
    render(
      <>
        <CloseIcon title="Close" />
        <CloseIcon title="Close" />
      </>,
    );
    const [first, second] = screen.getAllByRole('img', { name: 'Close' });
    expect(first?.getAttribute('aria-labelledby')).not.toBe(second?.getAttribute('aria-labelledby'));
  });

  it('mirrors pointing icons in right-to-left text only', () => {
    const { container } = render(
      <div dir="rtl">
        <ChevronStartIcon />
        <ArrowEndIcon />
        <SearchIcon />
      </div>,
    );
    const [chevron, arrow, search] = [...container.querySelectorAll('svg')];
    expect(chevron?.getAttribute('class')).toBe(arrow?.getAttribute('class'));
    expect(search?.getAttribute('class')).not.toBe(chevron?.getAttribute('class'));
    const mirrorClass = chevron?.getAttribute('class')?.split(' ').find((name) => name.startsWith('css-'));
    expect(emotionCss()).toContain(`[dir="rtl"] .${mirrorClass}{-webkit-transform:scaleX(-1);`);
  });

  it('passes SVG props through', () => {
    const { container } = render(<SearchIcon className="extra" color="red" data-testid="icon" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('color')).toBe('red');
    expect(svg?.getAttribute('class')).toContain('extra');
  });
});
