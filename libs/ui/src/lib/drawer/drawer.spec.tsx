import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { UiProvider } from '../ui-provider/ui-provider';
import { Drawer } from './drawer';

function emotionCss(): string {
  return [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');
}

describe('Drawer', () => {
  it('opens from the inline end by default, traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Drawer trigger={<Button>Menu</Button>} title="Menu" closeLabel="Close">
        <a href="#catalog">Catalog</a>
        <a href="#offers">Offers</a>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.getAttribute('data-side')).toBe('end');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it('without a trigger (opened by the page, e.g. a filter summary), gives focus back to its opener', async () => {
    const user = userEvent.setup();
    function Filters() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Filters
          </button>
          <Drawer open={open} onOpenChange={setOpen} title="Filters" closeLabel="Close">
            <Button onClick={() => setOpen(false)}>Show 3 products</Button>
          </Drawer>
        </>
      );
    }
    render(<Filters />);
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Show 3 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('sits on the inline end with logical insets and slides in from the mirrored side in RTL', () => {
    render(
      <UiProvider dir="rtl">
        <Drawer defaultOpen title="القائمة" closeLabel="إغلاق">
          محتوى
        </Drawer>
      </UiProvider>,
    );
    const css = emotionCss();
    expect(css).toContain('inset-inline-end:0');
    expect(css).toContain('--drawer-from:100%');
    expect(css).toMatch(/\[dir="rtl"\] \.css-[\w-]+\{--drawer-from:-100%;\}/);
  });

  it('can open from the inline start', () => {
    render(
      <Drawer defaultOpen side="start" title="Filters" closeLabel="Close">
        Filters
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' }).getAttribute('data-side')).toBe('start');
  });
});
