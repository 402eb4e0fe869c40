import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../app/messages';

/** The brand's wordmark: a green mark and the name, the same in the header bars and footers. */
export function Wordmark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <WordmarkText data-size={size}>
      <Mark aria-hidden="true" />
      <FormattedMessage {...appMessages.brand} />
    </WordmarkText>
  );
}

const WordmarkText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: 800;
  font-size: 1.125rem;
  letter-spacing: 0.01em;
  line-height: 1.2;
  &[data-size='lg'] {
    font-size: 1.375rem;
  }
  &:lang(ar) {
    letter-spacing: 0;
  }
`;

const Mark = styled.span`
  inline-size: 0.9em;
  block-size: 0.9em;
  flex-shrink: 0;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.accent};
  clip-path: polygon(0 0, 62% 0, 100% 50%, 62% 100%, 0 100%, 38% 50%);
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
