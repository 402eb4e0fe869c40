import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { LOCALES, directionOf, type LocaleConfig } from '@storefront/locales';
import { breakpoints, deviceClassForWidth } from '../src/lib/theme/breakpoints';
import { UiProvider } from '../src/lib/ui-provider/ui-provider';
import { loadStorefrontPage, withStorefrontPage } from './storefront-page';

/** Viewports at the device classes of SPEC §9 (mobile < md 740, tablet md–xl, desktop > xl). */
const deviceViewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  uhd: { name: '4K 3840', styles: { width: '3840px', height: '2160px' }, type: 'desktop' },
} as const;

/** One preset at each breakpoint of SPEC §9, to check a layout exactly where it changes. */
const breakpointViewports = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [
    `bp-${name}`,
    {
      name: `Breakpoint ${name} · ${width}`,
      styles: { width: `${width}px`, height: `${Math.max(640, Math.round(width * 0.6))}px` },
      type: deviceClassForWidth(width),
    },
  ]),
);

const viewports = { ...deviceViewports, ...breakpointViewports };

function LocaleRoot({ lang, dir, children }: { lang: string; dir: 'ltr' | 'rtl'; children: ReactNode }) {
  // The app sets <html dir lang>; do the same so portals and `:dir()`/`:lang()` see it too.
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
  }, [lang, dir]);
  return (
    <div lang={lang} dir={dir}>
      {children}
    </div>
  );
}

// One decorator, so the provider and the root agree on the direction: the app does the same with
// `<html dir>` and `<UiProvider dir>` (Radix primitives and the Toaster take it as a value).
const withLocaleAndDirection: Decorator = (Story, context) => {
  const locale: LocaleConfig = LOCALES.find((item) => item.code === context.globals['locale']) ?? LOCALES[0];
  // Arabic is always right to left; the direction toolbar can flip any other locale for testing.
  const dir = directionOf(locale.code) === 'rtl' || context.globals['direction'] === 'rtl' ? 'rtl' : 'ltr';
  return (
    <UiProvider dir={dir}>
      <LocaleRoot lang={locale.language} dir={dir}>
        <Story />
      </LocaleRoot>
    </UiProvider>
  );
};

const preview: Preview = {
  // The first decorator is the innermost: a feature story's page (intl, router, store) sits inside
  // the locale root and UiProvider, as in the app.
  decorators: [withStorefrontPage, withLocaleAndDirection],
  loaders: [loadStorefrontPage],
  globalTypes: {
    locale: {
      description: 'Locale (sets lang; ar also sets rtl)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map(({ code, name }) => ({ value: code, title: name })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;
