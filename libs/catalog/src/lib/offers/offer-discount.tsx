import styled from '@emotion/styled';
import { useIntl } from 'react-intl';

/** An offer's discount as a chip ("−20%" in the page's number format), wherever an offer is named. */
export function OfferDiscount({ percent, className }: { percent: number; className?: string }) {
  const intl = useIntl();
  return <Chip className={className}>{intl.formatNumber(-percent / 100, { style: 'percent' })}</Chip>;
}

const Chip = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
