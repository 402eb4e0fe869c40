import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../theme/theme';
import { GlobalStyles } from './global-styles';

export interface UiProviderProps {
  children?: ReactNode;
}

/**
 * Gives the tree the theme and the global styles. Direction is not handled here: the app sets
 * `<html dir lang>`, and components use logical properties so they work in both directions.
 */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
