import { useAppDispatch } from '../../app/store-hooks';
import { useRegionPath } from '@storefront/regions';
import { Button, Modal, SearchIcon, TextField } from '@storefront/ui';
import { useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { modalChanged } from '../shell.slice';
import type { HeaderDialogProps } from './header-dialogs';
import { headerMessages as messages } from './header.messages';

/**
 * The `search` dialog: one field that opens the catalogue with `?q=` (the catalogue's search
 * feature reads it). It is a plain GET form too, so the browser could submit it by itself. Loaded
 * lazily (`searchDialog`): the header mounts it when the state opens.
 */
export function SearchDialog({ open, onOpenChange }: HeaderDialogProps) {
  const intl = useIntl();
  const formId = useId();
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
      {open ? <SearchForm id={formId} /> : null}
    </Modal>
  );
}

function SearchForm({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const catalog = useRegionPath()('catalog');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    dispatch(modalChanged('none'));
    void navigate({ to: catalog as never, search: { q: query } as never });
  };
  return (
    <form id={id} role="search" action={catalog} method="get" onSubmit={submit}>
      <TextField
        type="search"
        name="q"
        label={intl.formatMessage(messages.searchLabel)}
        hint={intl.formatMessage(messages.searchHint)}
        required
        autoComplete="off"
        enterKeyHint="search"
        // The field, not the close button, is where a shopper who asked for search starts.
        autoFocus
      />
    </form>
  );
}
