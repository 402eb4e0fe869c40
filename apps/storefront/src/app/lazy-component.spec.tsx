import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, type LazyComponent } from './lazy-component';

interface DialogProps {
  open: boolean;
}

function Dialog({ open }: DialogProps) {
  return <div role="dialog" data-open={open} />;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface SlotProps {
  dialog: LazyComponent<DialogProps>;
  open: boolean;
  onError?: (error: unknown) => void;
}

/** Mounts the dialog like the header's `DialogSlot` (the component is the module's export, stable). */
function Slot({ dialog, open, onError = () => undefined }: SlotProps) {
  const Loaded = dialog.useComponent(open, onError) as ComponentType<DialogProps> | undefined;
  return Loaded ? <Loaded open={open} /> : null;
}

describe('lazyComponent (header dialogs fetched on demand)', () => {
  it('fetches nothing and renders nothing until the dialog opens', async () => {
    const load = vi.fn(async () => Dialog);
    const dialog = lazyComponent(load);
    const { rerender } = render(<Slot dialog={dialog} open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Slot dialog={dialog} open />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('prefetches once from its triggers and then opens in the same render', async () => {
    const load = vi.fn(async () => Dialog);
    const dialog = lazyComponent(load);
    dialog.triggerProps.onPointerEnter();
    dialog.triggerProps.onFocus();
    await act(() => dialog.preload());
    expect(load).toHaveBeenCalledTimes(1);

    render(<Slot dialog={dialog} open />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('stays mounted once opened, so that closing can animate and reopening is immediate', async () => {
    const dialog = lazyComponent(async () => Dialog);
    const { rerender } = render(<Slot dialog={dialog} open />);
    await screen.findByRole('dialog');
    rerender(<Slot dialog={dialog} open={false} />);
    expect(screen.getByRole('dialog').getAttribute('data-open')).toBe('false');
  });

  it('reports a module that cannot be fetched for an open, and tries again on the next', async () => {
    const attempts = [deferred<typeof Dialog>(), deferred<typeof Dialog>()];
    const load = vi.fn(() => attempts[load.mock.calls.length - 1]!.promise);
    const dialog = lazyComponent(load);
    const onError = vi.fn();
    const { rerender } = render(<Slot dialog={dialog} open onError={onError} />);
    const failure = new Error('Failed to fetch dynamically imported module');
    await act(async () => attempts[0]!.reject(failure));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Slot dialog={dialog} open={false} onError={onError} />);
    rerender(<Slot dialog={dialog} open onError={onError} />);
    await act(async () => attempts[1]!.resolve(Dialog));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('ignores a failed prefetch (the open that needs the module fetches it again)', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<DialogProps>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Dialog);
    const dialog = lazyComponent(load);
    dialog.triggerProps.onPointerEnter();
    await act(async () => undefined);
    render(<Slot dialog={dialog} open />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
