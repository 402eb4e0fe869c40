import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider, sliderThumbLabel } from './slider';
import type { SliderProps } from './slider';
import { clampValue, normalizeSliderValues, parseTypedNumber, snapToStep, SLIDER_DEFAULTS } from './slider-values';

const now = (thumb: HTMLElement) => Number(thumb.getAttribute('aria-valuenow'));

describe('slider values', () => {
  it('default to min 0, max 100, step 1 and no gap (SPEC §5)', () => {
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, step: 1, minStepsBetweenThumbs: 0 });
  });

  it('snap to the step grid from min, without floating point noise', () => {
    expect(snapToStep(43, 0, 5)).toBe(45);
    expect(snapToStep(42, 0, 5)).toBe(40);
    expect(snapToStep(0.30000000000000004, 0, 0.1)).toBe(0.3);
    expect(snapToStep(12, 10, 5)).toBe(10);
    expect(clampValue(120, 0, 100)).toBe(100);
  });

  it('normalise outside values: snapped, clamped, sorted and kept the minimum gap apart', () => {
    expect(normalizeSliderValues([-20, 140])).toEqual([0, 100]);
    expect(normalizeSliderValues([73.4, 12.6], { step: 5 })).toEqual([15, 75]);
    expect(normalizeSliderValues([50, 52], { minStepsBetweenThumbs: 10 })).toEqual([50, 60]);
    expect(normalizeSliderValues([98, 100], { minStepsBetweenThumbs: 10 })).toEqual([90, 100]);
    expect(normalizeSliderValues([0, 96], { max: 95, step: 10 })).toEqual([0, 90]);
    expect(normalizeSliderValues([Number.NaN])).toEqual([0]);
  });

  it('read numbers as people type them', () => {
    expect(parseTypedNumber('12 500')).toBe(12500);
    expect(parseTypedNumber('12,500')).toBe(12500);
    expect(parseTypedNumber('١٢٥٠٠')).toBe(12500);
    expect(parseTypedNumber('AED 99.5')).toBe(99.5);
    expect(parseTypedNumber('')).toBeNaN();
  });

  it('name thumbs per SPEC §8, translatable', () => {
    expect(sliderThumbLabel(0, 1)).toBeUndefined();
    expect([sliderThumbLabel(0, 2), sliderThumbLabel(1, 2)]).toEqual(['Minimum', 'Maximum']);
    expect(sliderThumbLabel(2, 4)).toBe('Value 3 of 4');
    expect(sliderThumbLabel(1, 2, { minimum: 'الحد الأدنى', maximum: 'الحد الأقصى' })).toBe('الحد الأقصى');
    expect(sliderThumbLabel(0, 3, { valueLabel: (n, m) => `Wert ${n} von ${m}` })).toBe('Wert 1 von 3');
  });
});

function Controlled(props: Omit<SliderProps, 'value' | 'onValueChange'> & { initial: number[] }) {
  const [value, setValue] = useState(props.initial);
  return <Slider {...props} value={value} onValueChange={setValue} />;
}

describe('Slider', () => {
  it('is a slider from 0 to 100 named by its label by default', () => {
    render(<Slider label="Volume" />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb.getAttribute('aria-valuemin')).toBe('0');
    expect(thumb.getAttribute('aria-valuemax')).toBe('100');
    expect(now(thumb)).toBe(0);
    expect(thumb.getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('moves one step with an arrow and ten with Page Up/Down or Shift+arrow', async () => {
    const user = userEvent.setup();
    render(<Slider label="Power" defaultValue={[20]} step={2} />);
    const thumb = screen.getByRole('slider', { name: 'Power' });
    thumb.focus();

    await user.keyboard('{ArrowRight}');
    expect(now(thumb)).toBe(22);
    await user.keyboard('{ArrowUp}');
    expect(now(thumb)).toBe(24);
    await user.keyboard('{PageUp}');
    expect(now(thumb)).toBe(44);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(now(thumb)).toBe(24);
    await user.keyboard('{PageDown}');
    expect(now(thumb)).toBe(4);
    await user.keyboard('{ArrowDown}');
    expect(now(thumb)).toBe(2);
  });

  it('clamps to min and max', async () => {
    const user = userEvent.setup();
    render(<Slider label="Power" defaultValue={[95]} />);
    const thumb = screen.getByRole('slider', { name: 'Power' });
    thumb.focus();
    await user.keyboard('{PageUp}');
    expect(now(thumb)).toBe(100);
    await user.keyboard('{Home}');
    expect(now(thumb)).toBe(0);
    await user.keyboard('{ArrowLeft}{PageDown}');
    expect(now(thumb)).toBe(0);
    await user.keyboard('{End}');
    expect(now(thumb)).toBe(100);
  });

  it('snaps an off-grid value to the step on the next move', async () => {
    const user = userEvent.setup();
    render(<Slider label="Power" defaultValue={[13]} step={5} />);
    const thumb = screen.getByRole('slider', { name: 'Power' });
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(now(thumb)).toBe(15);
    await user.keyboard('{ArrowRight}');
    expect(now(thumb)).toBe(20);
  });

  it('keeps two thumbs at least the minimum number of steps apart', async () => {
    const user = userEvent.setup();
    const onValueCommit = vi.fn();
    render(<Controlled label="Price" initial={[40, 60]} step={5} minStepsBetweenThumbs={2} onValueCommit={onValueCommit} />);
    const [low, high] = screen.getAllByRole('slider');
    if (!low || !high) throw new Error('two thumbs expected');
    low.focus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(now(low)).toBe(50);
    // 55 would leave one step (5) to the other thumb: refused.
    await user.keyboard('{ArrowRight}');
    expect(now(low)).toBe(50);
    expect(now(high)).toBe(60);
    expect(onValueCommit).toHaveBeenLastCalledWith([50, 60]);
  });

  it("names two thumbs 'Minimum' and 'Maximum' and more as 'Value N of M', in the caller's words", () => {
    const { unmount } = render(<Slider label="Price" defaultValue={[10, 90]} />);
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    expect(screen.getAllByRole('slider').map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Minimum', 'Maximum']);
    unmount();

    render(
      <Slider
        aria-label="Stops"
        defaultValue={[10, 50, 90]}
        thumbLabels={{ valueLabel: (position, count) => `Wert ${position} von ${count}` }}
      />,
    );
    expect(screen.getAllByRole('slider').map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Wert 1 von 3',
      'Wert 2 von 3',
      'Wert 3 von 3',
    ]);
  });

  it('speaks formatted values that follow the thumb', async () => {
    const user = userEvent.setup();
    render(<Slider label="Budget" defaultValue={[1000]} max={5000} step={100} formatValue={(value) => `AED ${value}`} />);
    const thumb = screen.getByRole('slider', { name: 'Budget' });
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(thumb.getAttribute('aria-valuetext')).toBe('AED 1100');
  });

  it('mirrors the arrow keys in right-to-left', async () => {
    const user = userEvent.setup();
    render(<Slider label="Power" defaultValue={[50]} dir="rtl" />);
    const thumb = screen.getByRole('slider', { name: 'Power' });
    thumb.focus();
    await user.keyboard('{ArrowLeft}');
    expect(now(thumb)).toBe(51);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(now(thumb)).toBe(49);
  });

  it('does not move when disabled', async () => {
    const user = userEvent.setup();
    render(<Slider label="Power" defaultValue={[50]} disabled />);
    const thumb = screen.getByRole('slider', { name: 'Power' });
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    expect(now(thumb)).toBe(50);
  });
});
