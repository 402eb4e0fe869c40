import styled from '@emotion/styled';

/**
 * The storefront's display typography, shared by the landing, legal and home pages: a small
 * uppercase label (the eyebrow) above an 800-weight title. Arabic gets no tracking and more
 * leading. `tone` picks the accent that reads on a dark or a light background.
 */
export const Eyebrow = styled.p<{ tone: 'onDark' | 'onLight' }>`
  margin: 0;
  color: ${({ theme, tone }) => (tone === 'onDark' ? theme.colors.accent : theme.colors.accentText)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.14em;
  line-height: 1.4;
  text-transform: uppercase;
  &:lang(ar) {
    letter-spacing: 0;
  }
`;

/** `size` is the title's fluid font size, e.g. `clamp(2rem, 1.5rem + 2.4vw, 4rem)`. */
export const DisplayTitle = styled.h1<{ size: string }>`
  margin: 0;
  font-size: ${({ size }) => size};
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.02em;
  text-wrap: balance;
  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.3;
  }
`;

/**
 * A dark band under the dark header (about us, the support centre), flush with it: the layout's main
 * has a top padding for light pages.
 */
export const DarkMasthead = styled.div`
  margin-block-start: calc(-1 * ${({ theme }) => theme.space[8]});
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
`;
