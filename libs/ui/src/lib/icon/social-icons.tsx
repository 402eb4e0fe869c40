import { createIcon } from './icon';

// Simplified outlines of the networks' marks, in the stroke style of the other icons.

export const WhatsappIcon = /* @__PURE__ */ createIcon(
  'WhatsappIcon',
  <>
    <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.3z" />
    <path d="M9 8.5c.2 3.4 3 6.3 6.5 6.5l1-1.6-2-1-1 .8a4 4 0 0 1-2.2-2.2l.8-1-1-2z" strokeWidth="1.5" />
  </>,
);

export const FacebookIcon = /* @__PURE__ */ createIcon(
  'FacebookIcon',
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);

export const LinkedinIcon = /* @__PURE__ */ createIcon(
  'LinkedinIcon',
  <>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
    <path d="M2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </>,
);

export const InstagramIcon = /* @__PURE__ */ createIcon(
  'InstagramIcon',
  <>
    <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);

export const YoutubeIcon = /* @__PURE__ */ createIcon(
  'YoutubeIcon',
  <>
    <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </>,
);
