import { createIcon } from '@storefront/ui';

/** Country and language: a globe, in the ui icons' 24 × 24 stroke style. */
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);

/**
 * The brand mark beside the wordmark: a green tile with two forward-leaning bars (speed). A logo
 * keeps its drawing in right-to-left pages.
 */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-brand-mark=""
    >
      <rect width="32" height="32" rx="7" fill="#66CC33" />
      <path d="M7.5 24 13 8h4l-5.5 16zM15 24l5.5-16h4L19 24z" fill="#0B0D10" />
    </svg>
  );
}
