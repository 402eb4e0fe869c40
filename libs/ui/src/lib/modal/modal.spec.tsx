import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Modal } from './modal';

function CallbackModal(props: { dismissible?: boolean; onOpenChange?: (open: boolean) => void }) {
  return (
    <Modal
      trigger={<Button>Request a call</Button>}
      title="Request a call"
      description="We call you back within one hour."
      closeLabel="Close"
      footer={<Button variant="green">Send</Button>}
      {...props}
    >
      <label>
        Name <input />
      </label>
    </Modal>
  );
}

describe('Modal', () => {
  it('opens from its trigger as a named, described dialog and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<CallbackModal />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Request a call' }));

    const dialog = screen.getByRole('dialog', { name: 'Request a call', description: 'We call you back within one hour.' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('traps focus: Tab cycles through the dialog only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <CallbackModal />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    const dialog = screen.getByRole('dialog');

    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<CallbackModal onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Request a call' });
    await user.click(trigger);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes from the labelled close button', async () => {
    const user = userEvent.setup();
    render(<CallbackModal />);
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scrolling while open', async () => {
    const user = userEvent.setup();
    render(<CallbackModal />);
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });

  it('hides the page behind from assistive technology', async () => {
    const user = userEvent.setup();
    const { container } = render(<CallbackModal />);
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    expect(container.getAttribute('aria-hidden')).toBe('true');
  });

  it('stays open on Escape when not dismissible', async () => {
    const user = userEvent.setup();
    render(<CallbackModal dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Request a call' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('makes an overflowing body a tab stop so the keyboard can scroll it', () => {
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    render(
      <Modal defaultOpen title="Terms" closeLabel="Close">
        Long text
      </Modal>,
    );
    expect(screen.getByText('Long text').getAttribute('tabindex')).toBe('0');
    scrollHeight.mockRestore();
    clientHeight.mockRestore();
  });

  it('follows a controlled open state and has no description when none is given', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onOpenChange={setOpen} title="Choose a region" closeLabel="Close">
          Regions
        </Modal>
      );
    }
    render(<Controlled />);
    const dialog = screen.getByRole('dialog', { name: 'Choose a region' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // A dialog the page opens through its state (lazily loaded, a picture's zoom) has no Radix trigger.
  function OpenedByState({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
    const [open, setOpen] = useState(false);
    const modal = (
      <Modal open={open} onOpenChange={setOpen} title="Picture" closeLabel="Close">
        <button type="button">Next</button>
      </Modal>
    );
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Enlarge
        </button>
        {unmountOnClose && !open ? null : modal}
      </>
    );
  }

  it.each([
    ['closed', false],
    ['unmounted', true],
  ])('without a trigger, gives focus back to the element that opened it when %s', async (_, unmountOnClose) => {
    const user = userEvent.setup();
    render(<OpenedByState unmountOnClose={unmountOnClose} />);
    const opener = screen.getByRole('button', { name: 'Enlarge' });
    await user.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
