import { css } from '@emotion/react';
import type { ImgHTMLAttributes, Ref } from 'react';
import { preload } from 'react-dom';
import { colors } from '../theme/tokens';
import { useImageLoader } from '../ui-provider/ui-context';
import { buildResponsiveImage, imagePresets } from './image-url';
import type { ImageFit, ImageFormat, ImageLoader, ImagePreset, ImageQuality, ImageSizes } from './image-url';

export interface ImageProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'alt' | 'fetchPriority'
  > {
  src: string;
  /** Required; `''` for a decorative image. Translated by the caller. */
  alt: string;
  /** Intrinsic size in CSS px: always set, so the browser reserves the box and nothing shifts (CLS). */
  width: number;
  height: number;
  /** Layout width: a `sizes` string or a breakpoint map (`{ default: '100vw', md: '50vw' }`). */
  sizes?: string | ImageSizes;
  /** Default 85 (or the preset's). */
  quality?: ImageQuality;
  /** Default `auto`. */
  format?: ImageFormat;
  fit?: ImageFit;
  preset?: ImagePreset;
  /** Default `[1, 2]`. */
  densities?: readonly number[];
  /**
   * The page's LCP image: loads eagerly with `fetchpriority="high"` and is preloaded from the
   * document head.
   */
  priority?: boolean;
  /**
   * Default `lazy`. `eager` for other images above the fold (the first row of a product grid)
   * that should not compete with the LCP image for priority. `priority` always loads eagerly.
   */
  loading?: 'eager' | 'lazy';
  /** Overrides the loader of `UiProvider`. */
  loader?: ImageLoader;
  ref?: Ref<HTMLImageElement>;
}

const imageStyles = css({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
  // A quiet placeholder colour while the image loads.
  backgroundColor: colors.surfaceMuted,
});

/**
 * A responsive, lazy `<img>` whose URLs come from the CDN resizing path or the local proxy
 * (`UiProvider`'s `imageLoader`). `width`/`height` are always rendered.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  quality,
  format,
  fit,
  preset,
  densities,
  priority = false,
  loading = 'lazy',
  loader,
  decoding = 'async',
  ref,
  ...rest
}: ImageProps) {
  const activeLoader = useImageLoader(loader);
  const presetTransform = preset ? imagePresets[preset] : undefined;
  const image = buildResponsiveImage(
    src,
    {
      width,
      // `width`/`height` are the picture's own size (for the layout): the proxy gets a box to fit into
      // only with a `fit` (shorter URLs in a grid's srcsets; same pixels, as the ratio is the picture's).
      height: fit || activeLoader.type !== 'proxy' ? height : undefined,
      fit,
      quality: quality ?? presetTransform?.quality,
      format: format ?? presetTransform?.format,
      sizes,
      densities,
    },
    activeLoader,
  );

  if (priority) {
    // React hoists this into <head> during SSR: the LCP image starts downloading before the CSS.
    preload(image.src, { as: 'image', fetchPriority: 'high', imageSrcSet: image.srcSet, imageSizes: image.sizes });
  }

  return (
    <img
      {...rest}
      ref={ref}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={decoding}
      css={imageStyles}
    />
  );
}
