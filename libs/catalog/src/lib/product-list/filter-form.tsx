import styled from '@emotion/styled';
import type { CategoryFilters } from '@storefront/api-client';
import { Button, Checkbox } from '@storefront/ui';
import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { filtersFromSearch, type ProductFilters } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { useListHref, useListNavigate } from './query-link';

export interface FilterFormProps {
  /** The filters of the URL. */
  filters: ProductFilters;
  /** What the list can be filtered on, with option counts (`/v2/products/` `filters`). */
  available: CategoryFilters;
  /** The form's `id`, for the sort form's and the drawer's references. */
  id?: string;
  /**
   * Draft mode (the phone's filter drawer): a change applies nothing and hands the form's filters
   * here instead; the drawer applies them. Without it, every change is a navigation.
   */
  onDraft?: (filters: ProductFilters) => void;
  /** In draft mode, the drafted filters (an option ticked in the draft stays enabled at 0 results). */
  draft?: ProductFilters;
}

/** The fields of the form as the URL's filters (FormData pairs, read like any query). */
function formFilters(form: HTMLFormElement, fractionDigits: number): ProductFilters {
  const pairs = [...new FormData(form)].flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[key, value]] : [],
  );
  return filtersFromSearch(pairs, { fractionDigits });
}

/**
 * The filters of a product list (SPEC §5) as a real `<form method="get">`: without JavaScript its
 * submission is the URL the client would build (its fields are in `filtersToSearch` order). With
 * JavaScript a checkbox applies at once and the prices on submit, each as one client navigation to
 * page 1. Options without results stay visible, disabled (unless checked, so they can be undone).
 */
export function FilterForm({ filters, available, id, onDraft, draft }: FilterFormProps) {
  const intl = useIntl();
  const listHref = useListHref();
  const navigate = useListNavigate();
  const priceId = useId();
  const apply = (form: HTMLFormElement) => {
    const next = formFilters(form, available.fractionDigits);
    if (onDraft) onDraft(next);
    else navigate(listHref(next));
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    // Typed prices apply on submit (Enter or the button), not on every keystroke; a draft takes them as typed.
    const field: EventTarget = event.target;
    if (onDraft || (field instanceof HTMLInputElement && field.type === 'checkbox')) apply(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const step = 1 / 10 ** available.fractionDigits;
  const priceMin = available.price ? available.price.min / 10 ** available.fractionDigits : undefined;
  const priceMax = available.price ? available.price.max / 10 ** available.fractionDigits : undefined;

  return (
    <Form method="get" id={id} onChange={onChange} onSubmit={onSubmit} aria-label={intl.formatMessage(messages.filters)}>
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {available.price ? (
        <Group>
          <Legend id={priceId}>
            <FormattedMessage {...messages.price} />
          </Legend>
          <PriceRow role="group" aria-labelledby={priceId}>
            <PriceInput
              name="price[from]"
              label={<FormattedMessage {...messages.priceFrom} values={{ currency: available.currency }} />}
              value={filters.price?.from}
              step={step}
              placeholder={priceMin === undefined ? undefined : Math.floor(priceMin)}
            />
            <PriceInput
              name="price[to]"
              label={<FormattedMessage {...messages.priceTo} values={{ currency: available.currency }} />}
              value={filters.price?.to}
              step={step}
              placeholder={priceMax === undefined ? undefined : Math.ceil(priceMax)}
            />
          </PriceRow>
        </Group>
      ) : null}
      <OptionGroup
        legend={<FormattedMessage {...messages.badges} />}
        name="badges[]"
        options={available.badges}
        checked={(value) => (filters.badges as readonly string[]).includes(value)}
        drafted={draft && ((value) => (draft.badges as readonly string[]).includes(value))}
      />
      <OptionGroup
        legend={<FormattedMessage {...messages.offers} />}
        name="offers.slug"
        options={available.offers}
        checked={(value) => filters.offer === value}
        drafted={draft && ((value) => draft.offer === value)}
      />
      {available.characteristics.map((characteristic) => (
        <OptionGroup
          key={characteristic.key}
          legend={characteristic.name}
          name={`characteristics[${characteristic.key}][]`}
          options={characteristic.options}
          checked={(value) => filters.characteristics[characteristic.key]?.includes(value) ?? false}
          drafted={draft && ((value) => draft.characteristics[characteristic.key]?.includes(value) ?? false)}
        />
      ))}
      <Group>
        <Checkbox
          name="inStock"
          value="true"
          label={<FormattedMessage {...messages.inStock} />}
          defaultChecked={filters.inStock}
          key={String(filters.inStock)}
        />
      </Group>
      {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      {/* A draft is applied by its drawer's own button. */}
      {onDraft ? null : (
        <Button type="submit" fullWidth>
          <FormattedMessage {...messages.apply} />
        </Button>
      )}
    </Form>
  );
}

interface PriceInputProps {
  name: 'price[from]' | 'price[to]';
  label: ReactNode;
  /** The URL's amount in major units. */
  value: string | undefined;
  step: number;
  /** The list's lowest or highest price, as a hint. */
  placeholder: number | undefined;
}

/** One end of the price range, in major units of the list's currency (typed, applied on submit). */
function PriceInput({ name, label, value, step, placeholder }: PriceInputProps) {
  return (
    <PriceField>
      {label}
      <input
        type="number"
        name={name}
        inputMode="decimal"
        min={0}
        step={step}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
        defaultValue={value ?? ''}
        // A new URL (back, forward, a chip) shows its own amount, not what was typed before.
        key={value ?? ''}
      />
    </PriceField>
  );
}

interface OptionGroupProps {
  legend: ReactNode;
  name: string;
  options: CategoryFilters['badges'];
  /** Ticked in the URL: the box's initial state. */
  checked: (value: string) => boolean;
  /** Ticked in a draft (the drawer): what keeps an option without results enabled. */
  drafted?: (value: string) => boolean;
}

function OptionGroup({ legend, name, options, checked, drafted = checked }: OptionGroupProps) {
  if (options.length === 0) return null;
  return (
    <Group as="fieldset">
      <Legend as="legend">{legend}</Legend>
      <Options>
        {options.map((option) => {
          const on = checked(option.value);
          return (
            <li key={option.value}>
              <Checkbox
                name={name}
                value={option.value}
                // Ticks at once; the page of the new URL then renders the box afresh (back, forward).
                defaultChecked={on}
                key={String(on)}
                disabled={option.count === 0 && !drafted(option.value)}
                label={
                  <OptionLabel>
                    <span>{option.label}</span>
                    <Count>{option.count}</Count>
                  </OptionLabel>
                }
              />
            </li>
          );
        })}
      </Options>
    </Group>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Legend = styled.span`
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OptionLabel = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

const PriceField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    inline-size: 100%;
    direction: ltr;
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
