import { createIcon } from './icon';

// Contact icons in a module of their own: the footer and the support centre load later than the
// header, whose icons (ui-icons.tsx) are in every page's first load.

export const MailIcon = /* @__PURE__ */ createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);

export const ClockIcon = /* @__PURE__ */ createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
