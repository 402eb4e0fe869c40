import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, clampQuantity, type QuantityStepperProps } from './quantity-stepper';

/** The stepper as a page holds it: its value in state, every change recorded. */
function Held({ initial = 1, onChange, ...props }: Partial<QuantityStepperProps> & { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
      max={5}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper', () => {
  it('names its field and buttons and states its bounds', () => {
    render(<Held initial={2} />);
    expect(field().value).toBe('2');
    expect(field().getAttribute('aria-valuenow')).toBe('2');
    expect(field().getAttribute('aria-valuemin')).toBe('1');
    expect(field().getAttribute('aria-valuemax')).toBe('5');
    expect(minus().getAttribute('aria-controls')).toBe(field().id);
  });

  it('steps with − and +, and does nothing at a bound while keeping the button focused', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held initial={4} onChange={onChange} />);
    await user.click(plus());
    expect(field().value).toBe('5');
    expect(plus().getAttribute('aria-disabled')).toBe('true');
    await user.click(plus());
    expect(field().value).toBe('5');
    expect(document.activeElement).toBe(plus());
    await user.click(minus());
    expect(field().value).toBe('4');
    expect(onChange.mock.calls).toEqual([[5], [4]]);
  });

  it('cannot go below the minimum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held initial={1} onChange={onChange} />);
    expect(minus().getAttribute('aria-disabled')).toBe('true');
    await user.click(minus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('steps with the arrow and Page keys, and jumps to the bounds with Home and End', async () => {
    const user = userEvent.setup();
    render(<Held initial={2} max={30} />);
    await user.click(field());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field().value).toBe('4');
    await user.keyboard('{ArrowDown}');
    expect(field().value).toBe('3');
    await user.keyboard('{PageUp}');
    expect(field().value).toBe('13');
    await user.keyboard('{PageDown}{PageDown}');
    expect(field().value).toBe('1');
    await user.keyboard('{End}');
    expect(field().value).toBe('30');
    await user.keyboard('{Home}');
    expect(field().value).toBe('1');
  });

  it('clamps what is typed: above the maximum at once, below the minimum when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held initial={1} min={2} max={20} onChange={onChange} />);
    await user.tripleClick(field());
    await user.keyboard('99');
    expect(field().value).toBe('20');
    await user.tripleClick(field());
    await user.keyboard('{Backspace}');
    expect(field().value).toBe('');
    await user.tab();
    expect(field().value).toBe('2');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('gives a typed 0, confirmed with Enter or by leaving the field, to onZero (a cart line goes); without onZero it is the minimum', async () => {
    const user = userEvent.setup();
    const onZero = vi.fn();
    const onChange = vi.fn();
    const { unmount } = render(<Held initial={3} onZero={onZero} onChange={onChange} />);
    await user.tripleClick(field());
    await user.keyboard('0');
    expect(field().value).toBe('0');
    expect(onZero).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onZero).toHaveBeenCalledOnce();
    await user.tripleClick(field());
    await user.keyboard('00');
    await user.tab();
    expect(onZero).toHaveBeenCalledTimes(2);
    // An emptied field is not a 0: it takes the minimum when left, and Enter keeps the quantity.
    await user.tripleClick(field());
    await user.keyboard('{Backspace}{Enter}');
    expect(field().value).toBe('3');
    expect(onZero).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    render(<Held initial={3} onChange={onChange} />);
    await user.tripleClick(field());
    await user.keyboard('0{Enter}');
    expect(field().value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('sends its quantity under its name with a form, and Enter confirms a typed quantity without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Buy" ref={(form) => form?.addEventListener('submit', onSubmit)}>
        <Held initial={2} name="quantity" />
        <button type="submit">Add</button>
      </form>,
    );
    expect(new FormData(screen.getByRole('form', { name: 'Buy' }) as HTMLFormElement).get('quantity')).toBe('2');
    await user.tripleClick(field());
    await user.keyboard('4{Enter}');
    expect(field().value).toBe('4');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('keeps digits only', async () => {
    const user = userEvent.setup();
    render(<Held initial={1} max={99} />);
    await user.tripleClick(field());
    await user.keyboard('1a2-');
    expect(field().value).toBe('12');
  });

  it('is inert when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held initial={2} disabled onChange={onChange} />);
    expect(field().disabled).toBe(true);
    await user.click(plus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('puts − first and + last in the DOM, so a right-to-left page mirrors the row (its styles are logical: logical-properties.spec)', () => {
    render(
      <div dir="rtl">
        <Held />
      </div>,
    );
    const group = field().parentElement as HTMLElement;
    expect([...group.children].map((child) => child.getAttribute('aria-label'))).toEqual(['Decrease quantity', 'Quantity', 'Increase quantity']);
  });

  it('clamps a value to whole numbers within its bounds', () => {
    expect(clampQuantity(0, 1, 5)).toBe(1);
    expect(clampQuantity(7.8, 1, 5)).toBe(5);
    expect(clampQuantity(3.9, 1, 5)).toBe(3);
    expect(clampQuantity(3, 1, 0)).toBe(1);
  });
});
