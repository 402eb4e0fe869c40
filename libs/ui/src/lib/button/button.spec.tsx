import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { Button, buttonVariantColors } from './button';

describe('Button', () => {
  it('renders a button of type "button" so it never submits a form by accident', () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit');
  });

  it('takes focus from Tab and calls onClick on Enter, Space and click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is not clickable nor focusable when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;

    await user.click(button);
    await user.tab();

    expect(button.disabled).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(button);
  });

  it('shows it is busy while loading, announces the loading label and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Loading…" onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart Loading…' }) as HTMLButtonElement;

    await user.click(button);

    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not render the loading label or aria-busy when not loading', () => {
    render(<Button loadingLabel="Loading…">Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('renders a link (no type attribute) when given href', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Button href="/ae/en/catalog/" variant="outlined" onClick={onClick}>
        View catalog
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View catalog' });

    await user.click(link);

    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/ae/en/catalog/');
    expect(link.hasAttribute('type')).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('turns a disabled link into a non-navigable, aria-disabled link', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button href="/ae/en/catalog/" disabled onClick={onClick}>
        View catalog
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View catalog' });

    await user.click(link);

    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button or the anchor', () => {
    const buttonRef = createRef<HTMLButtonElement>();
    const anchorRef = createRef<HTMLAnchorElement>();
    render(
      <>
        <Button ref={buttonRef}>Buy</Button>
        <Button ref={anchorRef} href="/buy/">
          Buy online
        </Button>
      </>,
    );
    expect(buttonRef.current).toBe(screen.getByRole('button', { name: 'Buy' }));
    expect(anchorRef.current).toBe(screen.getByRole('link', { name: 'Buy online' }));
  });

  it('passes other props through, e.g. aria-pressed for a pill toggle', () => {
    render(
      <Button variant="pills" aria-pressed data-filter="pumps">
        Pumps
      </Button>,
    );
    const pill = screen.getByRole('button', { name: 'Pumps', pressed: true });
    expect(pill.getAttribute('data-filter')).toBe('pumps');
  });

  it.each(Object.entries(buttonVariantColors))(
    'the %s variant has text contrast of at least 4.5:1',
    (_variant, { color, background }) => {
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
