import styled from '@emotion/styled';

/** The region home's sections: one vertical rhythm that grows from a phone to a 4K screen. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: clamp(1.25rem, 1rem + 1vw, 2.5rem);
  min-inline-size: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.4vw, 3rem);
  font-weight: 800;
  line-height: 1.15;
  letter-spacing: -0.015em;
  &:lang(ar) {
    letter-spacing: 0;
    line-height: 1.4;
  }
`;
