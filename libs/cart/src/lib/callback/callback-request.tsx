import type { RegionConfig } from '@storefront/regions';
import { Button, toast, type ButtonSize, type ButtonVariant } from '@storefront/ui';
import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { CallbackDialogProps } from './callback-dialog';
import { DEFAULT_CALLBACK_FORM, callbackDialogTitle, callbackRequestMessages as messages } from './callback-request.messages';

export interface CallbackRequestProps {
  region: RegionConfig;
  /** The page's locale code (`en`, `ar`, `es_mx`): the dialog's country names. */
  locale: string;
  /** The product the request is about (a product page's). */
  productId?: number;
  /** Its name, shown in the dialog. */
  productName?: string;
  /** Lowercase form name for the CRM: `callback` (default), `test-drive`… It also names the button. */
  form?: string;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

type Dialog = ComponentType<CallbackDialogProps>;

// The dialog's chunk, loaded once per page when a shopper points at, focuses or presses the button.
let dialogModule: Promise<Dialog> | undefined;
function loadDialog(): Promise<Dialog> {
  dialogModule ??= import('./callback-dialog').then(
    (module) => module.CallbackDialog,
    (error: unknown) => {
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}

/**
 * "Request a call back" (SPEC §7 `POST /deal/add/`, issue 14): a button that opens the call-back form
 * in a dialog. Only the button is in the page's code; the dialog and the form load when asked for.
 * Show it only where the region's `/init/shop` `features.hasCallbackForms` is set (the page decides).
 */
export function CallbackRequest({ size = 'md', variant = 'outlined', fullWidth, productName, ...formProps }: CallbackRequestProps) {
  const intl = useIntl();
  const [Dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const form = formProps.form ?? DEFAULT_CALLBACK_FORM;

  const preload = () => {
    loadDialog().catch(() => undefined);
  };
  const openDialog = () => {
    if (opening) return;
    if (Dialog) {
      setOpen(true);
      return;
    }
    setOpening(true);
    loadDialog().then(
      (loaded) => {
        setDialog(() => loaded);
        setOpen(true);
        setOpening(false);
      },
      (error: unknown) => {
        console.error('The call-back form could not be loaded', error);
        toast.error(intl.formatMessage(messages.couldNotOpen));
        setOpening(false);
      },
    );
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        aria-haspopup="dialog"
        aria-busy={opening || undefined}
        data-callback-form={form}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={openDialog}
      >
        {intl.formatMessage(callbackDialogTitle(form))}
      </Button>
      {Dialog ? <Dialog {...formProps} form={form} productName={productName} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
