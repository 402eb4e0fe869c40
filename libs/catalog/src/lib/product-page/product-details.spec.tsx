// @vitest-environment happy-dom
import { renderWithProviders } from '@storefront/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raptorDetail } from '../stories/story-product-detail';
import { ProductDetails } from './product-details';

afterEach(() => cleanup());

function renderDetails(props: Partial<Parameters<typeof ProductDetails>[0]> = {}) {
  return renderWithProviders(
    <ProductDetails
      description={raptorDetail.description}
      characteristics={raptorDetail.characteristics}
      locale="en"
      country="AE"
      {...props}
    />,
  );
}

describe('ProductDetails', () => {
  it('renders the description blocks in order: paragraphs, lists and headings', async () => {
    await renderDetails();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByRole('heading', { level: 3, name: 'Made for the trail' })).toBeTruthy();
    expect(within(description).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Displacement: 125 cc',
      'Maximum power: 13.5 hp',
      'Weight: 109 kg',
    ]);
  });

  it('shows the characteristics by group, numbers with their units, lists as name: value', async () => {
    await renderDetails();
    const characteristics = screen.getByRole('region', { name: 'Characteristics' });
    expect(within(characteristics).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'General',
      'Engine and motor',
      'Equipment',
    ]);
    const row = (name: string) => within(characteristics).getByText(name).closest('div');
    expect(row('Model year')?.textContent).toBe('Model year2026');
    expect(row('Displacement')?.textContent).toBe('Displacement125\u00a0cc');
    expect(within(row('In the box') as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Keys: 2',
      'Tool kit: 1',
    ]);
  });

  it('leaves out an empty value (SPEC §5) and a part with nothing to show', async () => {
    await renderDetails({ description: [] });
    expect(screen.queryByText('ABS')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Description' })).toBeNull();
    cleanup();
    await renderDetails({ characteristics: [{ key: 'nan', name: 'Torque', value: Number.NaN, unit: 'Nm', position: 1, group: { id: 9, title: 'Engine', position: 1 } }] });
    expect(screen.queryByRole('region', { name: 'Characteristics' })).toBeNull();
  });
});
