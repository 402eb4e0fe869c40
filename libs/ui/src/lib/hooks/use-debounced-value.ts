import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: a field typed into asks once per pause, never
 * once per key (the catalogue's and the support centre's instant searches, a filter draft).
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
