import styled from '@emotion/styled';
import type { NavigationCategory } from '@storefront/regions';
import { RegionLink } from '@storefront/regions';
import { ArrowEndIcon, Image, type ImageSizes } from '@storefront/ui';
import { FormattedMessage } from 'react-intl';
import { useBackendImageUrl } from '../../../../../../app/backend-image';
import { homeMessages as messages } from './home.messages';
import { Section, SectionHeader, SectionTitle } from './home-section';

/** Two tiles a row on phones, four from md, eight on wide desktops. */
const TILE_SIZES: ImageSizes = { default: '50vw', md: '25vw', desktopLg: '12.5vw' };

/** The catalogue's top categories from the startup data, each a picture tile to its catalogue page. */
export function CategoryTiles({ categories }: { categories: readonly NavigationCategory[] }) {
  const imageUrl = useBackendImageUrl();
  const visible = categories.filter((category) => !category.hidden);
  if (visible.length === 0) return null;
  return (
    <Section aria-labelledby="home-categories-title">
      <SectionHeader>
        <SectionTitle id="home-categories-title">
          <FormattedMessage {...messages.categories} />
        </SectionTitle>
      </SectionHeader>
      <Tiles>
        {visible.map((category) => (
          <li key={category.id}>
            <Tile to={`catalog/${category.path}`}>
              {/* Decorative: the tile's title names it. Resized by the image pipeline: a phone takes ~400 px, not the 800 px original. */}
              <Image src={imageUrl(category.image.path)} alt="" width={category.image.width} height={category.image.height} sizes={TILE_SIZES} />
              <TileFooter>
                <TileText>
                  <TileTitle>{category.title}</TileTitle>
                  <TileCount>
                    <FormattedMessage {...messages.productCount} values={{ count: category.productsCount }} />
                  </TileCount>
                </TileText>
                <ArrowEndIcon size={20} />
              </TileFooter>
            </Tile>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
  ${({ theme }) => theme.media.up('desktopLg')} {
    grid-template-columns: repeat(8, minmax(0, 1fr));
  }
`;

/** The category pictures carry a caption at the bottom: a 5:3 crop from the top leaves it out. */
const Tile = styled(RegionLink)`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.durations.normal},
    border-color ${({ theme }) => theme.durations.normal};
  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 5 / 3;
    object-fit: cover;
    object-position: 50% 0;
    background: #f4f5f6;
    transition: transform ${({ theme }) => theme.durations.slow} ${({ theme }) => theme.easings.standard};
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.borderStrong};
      box-shadow: ${({ theme }) => theme.shadows.md};
      img {
        transform: scale(1.04);
      }
    }
  }
`;

const TileFooter = styled.span`
  position: relative;
  display: flex;
  flex: 1;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  }
  svg {
    display: none;
    flex-shrink: 0;
    margin-block-end: 0.125rem;
    color: ${({ theme }) => theme.colors.accentText};
    ${({ theme }) => theme.media.up('xl')} {
      display: block;
    }
  }
`;

const TileText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

const TileTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: 0.9375rem;
  line-height: 1.25;
  ${({ theme }) => theme.media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ${({ theme }) => theme.media.up('xl')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const TileCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
