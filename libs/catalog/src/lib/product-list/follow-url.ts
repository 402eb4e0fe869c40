import { useEffect, useRef, type RefObject } from 'react';

/**
 * A filter control that starts from the URL (`defaultChecked`, `defaultValue`) and follows a new URL
 * (back, forward, a chip, the drawer) in place: a ticked box, a chosen sort. Never re-mounted for it
 * (a new `key` would be), so the control a shopper just used keeps the keyboard focus while the list
 * updates under it (issue 27).
 */
export function useFollowUrl<T extends HTMLInputElement | HTMLSelectElement>(value: boolean | string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    if (typeof value === 'boolean') (control as HTMLInputElement).checked = value;
    else control.value = value;
  }, [value]);
  return ref;
}
