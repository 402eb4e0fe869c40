import styled from '@emotion/styled';
import type { ApiImage } from '@storefront/api-client';
import { Image, type ImageSizes } from '@storefront/ui';

/** A list of tiles (categories, offers): one column on phones, two from md, `columns` from xl. */
export const TileGrid = styled.ul<{ columns: 3 | 4 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  }
`;

/** The `sizes` of a picture as wide as its tile in a `TileGrid` of `columns`. */
const tileImageSizes = (columns: 3 | 4): ImageSizes => ({ default: '100vw', md: '50vw', xl: columns === 3 ? '34vw' : '25vw' });

export interface TilePictureProps {
  image: ApiImage;
  /** A backend image path as the browser fetches it. */
  imageUrl: (path: string) => string;
  /** The `TileGrid`'s columns. */
  columns: 3 | 4;
  /** The tile's place in its grid. */
  index: number;
  /**
   * The tiles head their page (the catalogue's root, the offers page): the first picture is the page's
   * LCP element (`priority`: eager, `fetchpriority="high"`, preloaded), the rest of the first row loads
   * eagerly, the others lazily. Tiles further down a page load lazily throughout.
   */
  top: boolean;
}

/** A tile's picture, as wide as its tile; decorative (the tile's title names what it shows). */
export function TilePicture({ image, imageUrl, columns, index, top }: TilePictureProps) {
  return (
    <Image
      src={imageUrl(image.path)}
      alt=""
      width={image.width}
      height={image.height}
      sizes={tileImageSizes(columns)}
      priority={top && index === 0}
      loading={top && index < columns ? 'eager' : 'lazy'}
    />
  );
}
