import type { MessageDescriptor } from 'react-intl';

// What a route may declare in `staticData`, for every route of the app (a module augmentation: the
// TypeScript program sees it; no code imports it).
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The section's name: its page heading and document title. */
    title?: MessageDescriptor;
  }
}
