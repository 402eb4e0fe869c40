import { createIcon } from './icon';

// "Start" and "End" point to the inline start and end: left and right in LTR, mirrored in RTL.

export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CartIcon = /* @__PURE__ */ createIcon(
  'CartIcon',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.7l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
  </>,
);

export const CompareIcon = /* @__PURE__ */ createIcon(
  'CompareIcon',
  <path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4" />,
);

export const MenuIcon = /* @__PURE__ */ createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const ChevronUpIcon = /* @__PURE__ */ createIcon('ChevronUpIcon', <path d="m6 15 6-6 6 6" />);

export const ChevronStartIcon = /* @__PURE__ */ createIcon('ChevronStartIcon', <path d="m15 6-6 6 6 6" />, {
  mirrorInRtl: true,
});

export const ChevronEndIcon = /* @__PURE__ */ createIcon('ChevronEndIcon', <path d="m9 6 6 6-6 6" />, {
  mirrorInRtl: true,
});

export const ArrowStartIcon = /* @__PURE__ */ createIcon('ArrowStartIcon', <path d="M19 12H5M11 6l-6 6 6 6" />, {
  mirrorInRtl: true,
});

export const ArrowEndIcon = /* @__PURE__ */ createIcon('ArrowEndIcon', <path d="M5 12h14M13 6l6 6-6 6" />, {
  mirrorInRtl: true,
});

export const ArrowUpIcon = /* @__PURE__ */ createIcon('ArrowUpIcon', <path d="M12 19V5M6 11l6-6 6 6" />);

export const ArrowDownIcon = /* @__PURE__ */ createIcon('ArrowDownIcon', <path d="M12 5v14M6 13l6 6 6-6" />);

export const LocationIcon = /* @__PURE__ */ createIcon(
  'LocationIcon',
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const PhoneIcon = /* @__PURE__ */ createIcon(
  'PhoneIcon',
  <path d="M5 3h3.5l1.5 4.5-2.2 1.4a12 12 0 0 0 7.3 7.3l1.4-2.2 4.5 1.5V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
);

export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7.5" />);
