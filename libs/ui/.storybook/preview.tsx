import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { LOCALES, directionOf, type LocaleConfig } from '@storefront/locales';
import { UiProvider } from '../src/lib/ui-provider/ui-provider';

/** Viewports at the device classes of SPEC §9 (mobile < md 740, tablet md–xl, desktop > xl). */
const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  uhd: { name: '4K 3840', styles: { width: '3840px', height: '2160px' }, type: 'desktop' },
} as const;

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

const withLocaleAndDirection: Decorator = (Story, context) => {
  const locale: LocaleConfig = LOCALES.find((item) => item.code === context.globals['locale']) ?? LOCALES[0];
  // Arabic is always right to left; the direction toolbar can flip any other locale for testing.
  const dir = directionOf(locale.code) === 'rtl' || context.globals['direction'] === 'rtl' ? 'rtl' : 'ltr';
  return (
    <LocaleRoot lang={locale.language} dir={dir}>
      <Story />
    </LocaleRoot>
  );
};

const withUiProvider: Decorator = (Story) => (
  <UiProvider>
    <Story />
  </UiProvider>
);

const preview: Preview = {
  // Later decorators wrap earlier ones: UiProvider is the outermost.
  decorators: [withLocaleAndDirection, withUiProvider],
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
