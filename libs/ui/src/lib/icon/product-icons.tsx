import { createIcon } from './icon';

// The product icons of SPEC §1: each names a service by its picture alone, so a caller that
// shows one without text gives it a `title`.

export const FavouritesIcon = /* @__PURE__ */ createIcon(
  'FavouritesIcon',
  <path d="M12 20s-7.5-4.6-9.2-9.4A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 9.2 4.3C19.5 15.4 12 20 12 20z" />,
);

export const ShowroomIcon = /* @__PURE__ */ createIcon(
  'ShowroomIcon',
  <>
    <path d="M3 9l1.5-5h15L21 9" />
    <path d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />
    <path d="M5 11.5V20h14v-8.5" />
    <path d="M10 20v-5h4v5" />
  </>,
);

export const TestDriveIcon = /* @__PURE__ */ createIcon(
  'TestDriveIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="2" />
    <path d="M3 12h7M14 12h7M12 14v7" />
  </>,
);

export const PreOrderIcon = /* @__PURE__ */ createIcon(
  'PreOrderIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M8 3v4M16 3v4M3 10h18" />
    <path d="m9 15.5 2 2 4-4" />
  </>,
);

export const DeliveryIcon = /* @__PURE__ */ createIcon(
  'DeliveryIcon',
  <>
    <path d="M14 16V6H2v10h2.5" />
    <path d="M14 9h4l3 3.5V16h-1.5" />
    <path d="M8.5 16h7" />
    <circle cx="6.5" cy="17" r="2" />
    <circle cx="17.5" cy="17" r="2" />
  </>,
);

export const WarrantyIcon = /* @__PURE__ */ createIcon(
  'WarrantyIcon',
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

export const InstallmentIcon = /* @__PURE__ */ createIcon(
  'InstallmentIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h2M11 15h2M16 15h2" />
  </>,
);

export const SupportIcon = /* @__PURE__ */ createIcon(
  'SupportIcon',
  <>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <path d="M4 14h3v5H5a1 1 0 0 1-1-1z" />
    <path d="M20 14h-3v5h2a1 1 0 0 0 1-1z" />
    <path d="M19 19a3.5 3.5 0 0 1-3.5 2.5H13" />
  </>,
);
