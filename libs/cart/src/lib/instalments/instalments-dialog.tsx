import styled from '@emotion/styled';
import { Modal } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { cartViewMessages } from '../components/cart-view/cart-view.messages';
import { instalmentsMessages as messages } from './instalments.messages';

export interface InstalmentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The payments, first to last (minor units): `instalmentPlan`'s. */
  plan: readonly number[];
  /** The provider's name, as the region's terms give it. */
  provider: string;
  money: (minor: number) => string;
}

/** "How it works": how paying in instalments goes, and the payments of this total, today and monthly after. */
export function InstalmentsDialog({ open, onOpenChange, plan, provider, money }: InstalmentsDialogProps) {
  const intl = useIntl();
  const count = plan.length;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={intl.formatMessage(messages.dialogTitle, { count })}
      description={intl.formatMessage(messages.dialogText, { count, provider })}
      closeLabel={intl.formatMessage(messages.close)}
    >
      <Schedule>
        {plan.map((payment, index) => (
          <Row key={index}>
            <dt>{index === 0 ? intl.formatMessage(messages.today) : intl.formatMessage(messages.later, { months: index })}</dt>
            <dd>{money(payment)}</dd>
          </Row>
        ))}
        <Row data-total>
          <dt>{intl.formatMessage(cartViewMessages.total)}</dt>
          <dd>{money(plan.reduce((sum, payment) => sum + payment, 0))}</dd>
        </Row>
      </Schedule>
    </Modal>
  );
}

const Schedule = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  &[data-total] {
    padding-block-start: ${({ theme }) => theme.space[2]};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
