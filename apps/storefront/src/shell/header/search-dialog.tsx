import { useAppDispatch } from '../../app/store-hooks';
import { InstantSearch } from '@storefront/catalog';
import { Button, Modal, SearchIcon } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useBackendImageUrl } from '../../app/backend-image';
import { modalChanged } from '../../app/shell.slice';
import type { HeaderDialogProps } from './header-dialog-props';
import { headerMessages as messages } from './header.messages';

/**
 * The `search` dialog: the catalogue's instant search, whose "all results" opens `/catalog/?q=`. Loaded
 * lazily (`searchDialog`): the header mounts it when the state opens. Escape closes it, whatever is
 * chosen in the suggestions.
 */
export function SearchDialog({ open, onOpenChange }: HeaderDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const dispatch = useAppDispatch();
  const imageUrl = useBackendImageUrl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.search)}
      closeLabel={intl.formatMessage(messages.close)}
      size="md"
      footer={
        <Button type="submit" form={formId} variant="green" startIcon={<SearchIcon size={20} />}>
          {intl.formatMessage(messages.search)}
        </Button>
      }
    >
      {open ? <InstantSearch formId={formId} imageUrl={imageUrl} onLeave={() => dispatch(modalChanged('none'))} /> : null}
    </Modal>
  );
}
