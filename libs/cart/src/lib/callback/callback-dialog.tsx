// The call-back request's dialog and form: a chunk of its own, imported by `CallbackRequest` when the
// shopper asks for it (never part of a page's first load).
import { Modal } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { CallbackForm, type CallbackFormProps } from './callback-form';
import { callbackDialogTitle, callbackRequestMessages as messages } from './callback-request.messages';

export interface CallbackDialogProps extends Omit<CallbackFormProps, 'onClose'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product's name, shown under the title. */
  productName?: string;
}

/** `CallbackForm` in ui's `Modal`, titled by its form ("Request a call back", "Book a test drive"). */
export function CallbackDialog({ open, onOpenChange, productName, ...formProps }: CallbackDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(callbackDialogTitle(formProps.form))}
      description={productName ? intl.formatMessage(messages.about, { product: productName }) : undefined}
      closeLabel={intl.formatMessage(messages.close)}
      size="sm"
    >
      <CallbackForm {...formProps} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}
