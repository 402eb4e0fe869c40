import styled from '@emotion/styled';
import type { ApiImage } from '@storefront/api-client';
import { ChevronEndIcon, ChevronStartIcon, Image, Modal, useDirection } from '@storefront/ui';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { productPageMessages as messages } from './product-page.messages';

export interface GalleryZoomProps {
  images: readonly ApiImage[];
  name: string;
  imageUrl: (path: string) => string;
  /** The picture shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A product's picture as large as the screen allows, in a dialog (focus kept inside, Escape
 * closes, focus returns to the picture that opened it), with the previous and next pictures by
 * buttons or the arrow keys (mirrored in right-to-left). Loaded on the first zoom only.
 */
export function GalleryZoom({ images, name, imageUrl, index, onIndexChange, onClose }: GalleryZoomProps) {
  const intl = useIntl();
  const direction = useDirection();
  const count = images.length;
  const image = images[index] ?? images[0];
  if (!image) return null;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') === (direction === 'ltr');
    go(forward ? 1 : -1);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="full"
      title={intl.formatMessage(messages.galleryZoomTitle, { name, index: index + 1, count })}
      closeLabel={intl.formatMessage(messages.close)}
    >
      <Stage onKeyDown={onKeyDown}>
        <Image
          key={image.path}
          src={imageUrl(image.path)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={{ default: '100vw' }}
          preset="shop"
          loading="eager"
        />
        {count > 1 ? (
          <Controls>
            <Step type="button" aria-label={intl.formatMessage(messages.galleryPrevious)} onClick={() => go(-1)}>
              <ChevronStartIcon />
            </Step>
            <Step type="button" aria-label={intl.formatMessage(messages.galleryNext)} onClick={() => go(1)}>
              <ChevronEndIcon />
            </Step>
          </Controls>
        ) : null}
      </Stage>
    </Modal>
  );
}

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  block-size: 100%;
  img {
    inline-size: 100%;
    block-size: 100%;
    max-block-size: calc(100dvh - 10rem);
    object-fit: contain;
    background: transparent;
  }
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
`;

const Step = styled.button`
  display: grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.layout.minTarget};
  block-size: ${({ theme }) => theme.layout.minTarget};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
