import { createContext, useContext } from 'react';
import type { ImageLoader } from '../image/image-url';

export type Direction = 'ltr' | 'rtl';

export interface UiConfig {
  /** Text direction of the page. Radix primitives and Sonner need it as a value, not from CSS. */
  dir: Direction;
  /** How `Image` turns a source into resized URLs (CDN path or the local proxy). */
  imageLoader: ImageLoader;
}

const defaultConfig: UiConfig = { dir: 'ltr', imageLoader: { type: 'none' } };

export const UiConfigContext = createContext<UiConfig>(defaultConfig);

/**
 * The direction a component should use: its own `dir` prop if given, else the provider's. It is
 * never read from the DOM, so the server and the client render the same markup (hydration).
 */
export function useDirection(dir?: Direction): Direction {
  const config = useContext(UiConfigContext);
  return dir ?? config.dir;
}

export function useImageLoader(loader?: ImageLoader): ImageLoader {
  const config = useContext(UiConfigContext);
  return loader ?? config.imageLoader;
}
