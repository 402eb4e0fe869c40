import { ThemeProvider } from '@emotion/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ImageLoader } from '../image/image-url';
import { theme } from '../theme/theme';
import { GlobalStyles } from './global-styles';
import { UiConfigContext } from './ui-context';
import type { Direction } from './ui-context';

export interface UiProviderProps {
  /**
   * The page direction (`rtl` for Arabic). The app still sets `<html dir>`; this tells the
   * primitives that need the direction as a value (Slider keys, Tabs and Select arrows, Toaster
   * corner) without reading the DOM, so server and client markup match. Default `ltr`.
   */
  dir?: Direction;
  /** Default URL builder for `Image` (a CDN resizing path or the local proxy). Default: unchanged URLs. */
  imageLoader?: ImageLoader;
  children?: ReactNode;
}

const noResize: ImageLoader = { type: 'none' };

/**
 * Gives the tree the theme, the global styles and the UI config (direction, image loader).
 * Components use logical properties, so CSS mirrors by itself under `<html dir="rtl">`.
 */
export function UiProvider({ dir = 'ltr', imageLoader = noResize, children }: UiProviderProps) {
  const config = useMemo(() => ({ dir, imageLoader }), [dir, imageLoader]);
  return (
    <ThemeProvider theme={theme}>
      <UiConfigContext.Provider value={config}>
        <GlobalStyles />
        {children}
      </UiConfigContext.Provider>
    </ThemeProvider>
  );
}
