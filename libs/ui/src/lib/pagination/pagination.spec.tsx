import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import { paginationRange } from './pagination-range';

const labels = {
  label: 'Pagination',
  previousLabel: 'Previous page',
  nextLabel: 'Next page',
  pageLabel: (page: number) => `Page ${page}`,
};

describe('paginationRange', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [7, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i gives %j', (page, pageCount, expected) => {
    expect(paginationRange({ page, pageCount })).toEqual(expected);
  });

  it('keeps the same number of items wherever the current page is', () => {
    const lengths = Array.from({ length: 30 }, (_, index) => paginationRange({ page: index + 1, pageCount: 30 }).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('clamps a page outside the range and honours sibling and boundary counts', () => {
    expect(paginationRange({ page: 99, pageCount: 10 })).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(paginationRange({ page: 10, pageCount: 20, siblingCount: 2, boundaryCount: 2 })).toEqual([
      1, 2, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 19, 20,
    ]);
  });
});

describe('Pagination', () => {
  it('renders crawlable links, marks the current page and disables the arrow at the start', () => {
    render(<Pagination {...labels} page={1} pageCount={10} getHref={(page) => `?page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Previous page' }).hasAttribute('href')).toBe(false);
    // Read as "Page 1" (hidden text); the visible "1" is hidden from screen readers.
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 11');
    expect(nav.querySelectorAll('a[aria-current]')).toHaveLength(0);
  });

  it('uses buttons without URLs and reports the chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination {...labels} page={10} pageCount={10} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange.mock.calls).toEqual([[9], [1]]);
  });

  it('passes links through the given renderer (the router link)', () => {
    render(
      <Pagination
        {...labels}
        page={2}
        pageCount={3}
        getHref={(page) => `/catalog/?page=${page}`}
        renderLink={({ href, children, ...rest }) => (
          <a href={href} data-router-link="" {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Page 3' }).hasAttribute('data-router-link')).toBe(true);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination {...labels} page={1} pageCount={1} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the page numbers in the digits it is given', () => {
    const arabic = new Intl.NumberFormat('ar-EG');
    render(<Pagination {...labels} page={2} pageCount={3} onPageChange={() => undefined} formatNumber={(page) => arabic.format(page)} />);
    expect(screen.getByRole('button', { name: 'Page 3' }).textContent).toBe('٣');
  });
});
