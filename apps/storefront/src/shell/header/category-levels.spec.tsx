import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CategoryLevels } from './category-levels';
import type { CategoryLink } from './header-links';

vi.mock('@storefront/regions', () => ({
  RegionLink: ({ to, children, className, onClick }: { to: string; children: ReactNode; className?: string; onClick?: () => void }) => (
    <a href={`/ae_en/${to}/`} className={className} onClick={onClick}>
      {children}
    </a>
  ),
}));

const categories: CategoryLink[] = [
  {
    key: 'category-1',
    title: 'Motorcycles',
    to: 'catalog/motorcycles',
    children: [
      { key: 'category-3', title: 'Enduro', to: 'catalog/motorcycles/enduro' },
      { key: 'category-4', title: 'Cross', to: 'catalog/motorcycles/cross' },
    ],
  },
  { key: 'category-2', title: 'Generators', to: 'catalog/generators', children: [] },
];

function renderLevels(onNavigate = vi.fn()) {
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <CategoryLevels categories={categories} onNavigate={onNavigate}>
        <a href="/ae_en/comparison/">Compare</a>
      </CategoryLevels>
    </IntlProvider>,
  );
  return { onNavigate };
}

describe('CategoryLevels (the mobile menu, level by level)', () => {
  it('shows a category with sub-categories as a button and one without as a link, then the rest of the menu', () => {
    renderLevels();
    expect(screen.getByRole('button', { name: 'Motorcycles' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Generators' }).getAttribute('href')).toBe('/ae_en/catalog/generators/');
    expect(screen.getByRole('link', { name: 'Compare' })).toBeTruthy();
  });

  it('opens a category as the next level: Back, its title, "All …" first, then its children, focus on Back', () => {
    renderLevels();
    fireEvent.click(screen.getByRole('button', { name: 'Motorcycles' }));

    const level = screen.getByRole('group', { name: 'Motorcycles' });
    expect(within(level).getByRole('heading', { name: 'Motorcycles' })).toBeTruthy();
    expect(within(level).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Motorcycles', '/ae_en/catalog/motorcycles/'],
      ['Enduro', '/ae_en/catalog/motorcycles/enduro/'],
      ['Cross', '/ae_en/catalog/motorcycles/cross/'],
    ]);
    expect(document.activeElement).toBe(within(level).getByRole('button', { name: 'Back' }));
    // The level is the whole menu: the other categories and the rest wait at the top level.
    expect(screen.queryByRole('link', { name: 'Generators' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compare' })).toBeNull();
  });

  it('goes back to the top level with focus on the category it came from', () => {
    renderLevels();
    fireEvent.click(screen.getByRole('button', { name: 'Motorcycles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Motorcycles' }));
    expect(screen.getByRole('link', { name: 'Compare' })).toBeTruthy();
  });

  it('closes the menu when a link of any level is followed', () => {
    const { onNavigate } = renderLevels();
    fireEvent.click(screen.getByRole('link', { name: 'Generators' }));
    fireEvent.click(screen.getByRole('button', { name: 'Motorcycles' }));
    fireEvent.click(screen.getByRole('link', { name: 'Enduro' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});
