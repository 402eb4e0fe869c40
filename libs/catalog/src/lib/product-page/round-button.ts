import styled from '@emotion/styled';

/** The gallery's round icon buttons (previous, next): a 44 px target on the page's surface. */
export const RoundButton = styled.button`
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
