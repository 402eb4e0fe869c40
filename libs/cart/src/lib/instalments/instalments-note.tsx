import styled from '@emotion/styled';
import { toast } from '@storefront/ui';
import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { loadOnce } from '../components/load-once';
import type { InstalmentsDialogProps } from './instalments-dialog';
import { instalmentPlan, type InstalmentTerms } from './instalment-plan';
import { instalmentsMessages as messages } from './instalments.messages';

export interface InstalmentsNoteProps {
  /** What the shopper would pay, in minor units (a product with its warranty and quantity, a cart's total). */
  total: number;
  /** The region's terms; nothing is shown without them (no instalments there, or the settings did not load). */
  terms: InstalmentTerms | null | undefined;
  /** Formats minor units of the total's currency. */
  money: (minor: number) => string;
}

type Dialog = ComponentType<InstalmentsDialogProps>;

// The dialog's chunk (Radix Dialog), loaded once per page when a shopper first asks how it works.
const loadDialog = loadOnce<Dialog>(() => import('./instalments-dialog').then((module) => module.InstalmentsDialog));

/**
 * "or 4 interest-free payments of AED 2,144.75" under a price, where the region offers instalments
 * and the total is within the provider's limits, with "How it works" (the schedule, in a dialog).
 * First-party: no provider script (the CSP allows none, and none can be reached). A provider's own
 * promotional snippet takes the same three things (amount, currency, language) and can replace this
 * component where it is rendered (docs/adr/0267-instalments-first-party.md).
 */
export function InstalmentsNote({ total, terms, money }: InstalmentsNoteProps) {
  const intl = useIntl();
  const [LoadedDialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  const plan = terms ? instalmentPlan(total, terms) : null;
  if (!plan || !terms) return null;
  const last = plan[plan.length - 1] ?? 0;
  const equal = plan.every((payment) => payment === last);
  const show = () =>
    loadDialog().then(
      (loaded) => {
        setDialog(() => loaded);
        setOpen(true);
      },
      (error: unknown) => {
        console.error('The instalments dialog could not be loaded', error);
        toast.error(intl.formatMessage(messages.couldNotOpen));
      },
    );
  return (
    <Note data-instalments={terms.count}>
      <span>{intl.formatMessage(equal ? messages.equal : messages.from, { count: terms.count, amount: money(last) })}</span>{' '}
      <HowItWorks type="button" aria-haspopup="dialog" onPointerEnter={() => void loadDialog().catch(() => undefined)} onClick={() => void show()}>
        {intl.formatMessage(messages.howItWorks)}
      </HowItWorks>
      {LoadedDialog ? <LoadedDialog open={open} onOpenChange={setOpen} plan={plan} provider={terms.provider} money={money} /> : null}
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A link-looking button: it opens a dialog, it goes nowhere. */
const HowItWorks = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.info};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
