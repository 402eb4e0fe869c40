import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PriceRangeSlider } from './price-range-slider';

function setup(props: Partial<Parameters<typeof PriceRangeSlider>[0]> = {}) {
  const onValueChange = vi.fn();
  const onValueCommit = vi.fn();
  render(
    <PriceRangeSlider
      label="Price"
      min={0}
      max={10000}
      step={100}
      fromLabel="From"
      toLabel="To"
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      {...props}
    />,
  );
  const from = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
  const to = screen.getByRole('textbox', { name: 'To' }) as HTMLInputElement;
  const [low, high] = screen.getAllByRole('slider');
  if (!low || !high) throw new Error('two thumbs expected');
  return { from, to, low, high, onValueChange, onValueCommit };
}

describe('PriceRangeSlider', () => {
  it('starts at the whole range, with the thumbs named Minimum and Maximum', () => {
    const { from, to, low, high } = setup();
    expect([from.value, to.value]).toEqual(['0', '10000']);
    expect(low.getAttribute('aria-label')).toBe('Minimum');
    expect(high.getAttribute('aria-label')).toBe('Maximum');
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
  });

  it('updates the inputs when a thumb moves', async () => {
    const user = userEvent.setup();
    const { from, low, onValueChange, onValueCommit } = setup();
    low.focus();
    await user.keyboard('{PageUp}');
    expect(from.value).toBe('1000');
    expect(onValueChange).toHaveBeenLastCalledWith([1000, 10000]);
    expect(onValueCommit).toHaveBeenLastCalledWith([1000, 10000]);
  });

  it('moves the thumb to a typed price on Enter, snapped to the step', async () => {
    const user = userEvent.setup();
    const { from, low, onValueCommit } = setup();
    await user.clear(from);
    await user.type(from, '2 549{Enter}');
    expect(from.value).toBe('2500');
    expect(low.getAttribute('aria-valuenow')).toBe('2500');
    expect(onValueCommit).toHaveBeenLastCalledWith([2500, 10000]);
  });

  it('clamps a typed price to the range and keeps it on its side of the other price', async () => {
    const user = userEvent.setup();
    const { from, to, high } = setup({ defaultValue: [3000, 6000], minStepsBetweenThumbs: 5 });

    await user.clear(to);
    await user.type(to, '99999');
    await user.tab();
    expect(to.value).toBe('10000');
    expect(high.getAttribute('aria-valuenow')).toBe('10000');

    await user.clear(from);
    await user.type(from, '12000{Enter}');
    // At most the other price minus the minimum gap (5 steps of 100).
    expect(from.value).toBe('9500');
  });

  it('restores the price on Escape or when the input holds no number', async () => {
    const user = userEvent.setup();
    const { from, onValueCommit } = setup({ defaultValue: [1000, 5000] });
    await user.clear(from);
    await user.type(from, '3000{Escape}');
    expect(from.value).toBe('1000');
    await user.clear(from);
    await user.type(from, 'abc{Enter}');
    expect(from.value).toBe('1000');
    expect(onValueCommit).not.toHaveBeenCalled();
  });

  it('speaks formatted prices on the thumbs when given a currency and locale', () => {
    const { low } = setup({ currency: 'AED', locale: 'en', defaultValue: [1200, 5000] });
    expect(low.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('AED 1,200');
  });
});
