import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Home', href: '/ae_en/' },
  { label: 'Catalog', href: '/ae_en/catalog/' },
  { label: 'Generators', href: '/ae_en/catalog/generators/' },
  { label: 'Petrol generator 3.5 kW' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation with an ordered trail ending at the current page', () => {
    render(<Breadcrumbs items={items} label="Breadcrumb" />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/ae_en/',
      '/ae_en/catalog/',
      '/ae_en/catalog/generators/',
    ]);
    expect(screen.getByText('Petrol generator 3.5 kW').getAttribute('aria-current')).toBe('page');
  });

  it('makes every link a target of 24×24 px at least (WCAG 2.2 2.5.8)', () => {
    render(<Breadcrumbs items={items} label="Breadcrumb" />);
    for (const link of screen.getAllByRole('link')) {
      const style = getComputedStyle(link);
      expect(style.getPropertyValue('min-block-size')).toBe('1.5rem');
      expect(style.getPropertyValue('min-inline-size')).toBe('1.5rem');
    }
  });

  it('hides the separators from assistive technology', () => {
    const { container } = render(<Breadcrumbs items={items} label="Breadcrumb" />);
    const separators = container.querySelectorAll('svg');
    expect(separators).toHaveLength(3);
    separators.forEach((svg) => expect(svg.getAttribute('aria-hidden')).toBe('true'));
  });

  it('renders links with the given renderer and nothing without items', () => {
    const { rerender, container } = render(
      <Breadcrumbs
        items={items}
        label="Breadcrumb"
        renderLink={({ href, children }) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Catalog' }).hasAttribute('data-router-link')).toBe(true);
    rerender(<Breadcrumbs items={[]} label="Breadcrumb" />);
    expect(container.innerHTML).toBe('');
  });
});
