import type { RegionConfig } from '@storefront/regions';
import { Button, toast, type ButtonSize, type ButtonVariant } from '@storefront/ui';
import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadOnce } from '../components/load-once';
import type { CallbackDialogProps } from './callback-dialog';
import { DEFAULT_CALLBACK_FORM, callbackDialogTitle, callbackRequestMessages as messages } from './callback-request.messages';

/** What a call-back request is about and where it goes. */
interface CallbackRequestOptions {
  region: RegionConfig;
  /** The page's locale code (`en`, `ar`, `es_mx`): the dialog's country names. */
  locale: string;
  /** The product the request is about (a product page's). */
  productId?: number;
  /** Its name, shown in the dialog. */
  productName?: string;
  /** Lowercase form name for the CRM: `callback` (default), `test-drive`… It also names the button and the dialog. */
  form?: string;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string;
  /** Ask for the captcha: pass the region's `/init/shop` `features.hasCaptcha`. */
  hasCaptcha?: boolean;
}

export interface CallbackRequestProps extends CallbackRequestOptions {
  size?: ButtonSize;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

type Dialog = ComponentType<CallbackDialogProps>;

// The dialog's chunk, loaded once per page when a shopper points at, focuses or presses a trigger.
const loadDialog = loadOnce<Dialog>(() => import('./callback-dialog').then((module) => module.CallbackDialog));

export interface CallbackRequestControl {
  /** Opens the dialog, loading its code first (a toast says so if it cannot load). */
  open: () => void;
  /** Loads the dialog's code ahead (a trigger's pointer-enter or focus). */
  preload: () => void;
  /** True while the dialog's code is loading after `open`. */
  opening: boolean;
  /** The dialog: render it anywhere in the page (it shows in a portal); null until first opened. */
  dialog: ReactNode;
}

/**
 * A call-back request opened by a trigger of the page's own (a service tile, a link): `open` and
 * `dialog` to render. `CallbackRequest` is this with a button.
 */
function useCallbackRequest({ productName, ...formProps }: CallbackRequestOptions): CallbackRequestControl {
  const intl = useIntl();
  const [LoadedDialog, setDialog] = useState<Dialog>();
  const [isOpen, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const form = formProps.form ?? DEFAULT_CALLBACK_FORM;

  const preload = useCallback(() => {
    loadDialog().catch(() => undefined);
  }, []);
  const open = useCallback(() => {
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
  }, [intl]);

  const dialog = LoadedDialog ? (
    <LoadedDialog {...formProps} form={form} productName={productName} open={isOpen} onOpenChange={setOpen} />
  ) : null;
  return { open, preload, opening, dialog };
}

/**
 * "Request a call back" (SPEC §7 `POST /deal/add/`, issue 14): a button that opens the call-back form
 * in a dialog. Only the button is in the page's code; the dialog and the form load when asked for.
 * Show it only where the region's `/init/shop` `features.hasCallbackForms` is set (the page decides).
 */
export function CallbackRequest({ size = 'md', variant = 'outlined', fullWidth, ...options }: CallbackRequestProps) {
  const intl = useIntl();
  const { open, preload, opening, dialog } = useCallbackRequest(options);
  const form = options.form ?? DEFAULT_CALLBACK_FORM;
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
        onClick={() => {
          if (!opening) open();
        }}
      >
        {intl.formatMessage(callbackDialogTitle(form))}
      </Button>
      {dialog}
    </>
  );
}
