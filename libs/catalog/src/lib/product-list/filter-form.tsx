import styled from '@emotion/styled';
import type { CategoryFilters } from '@storefront/api-client';
import { Button, Checkbox, Slider, type CheckboxProps } from '@storefront/ui';
import { useId, useRef, useState, useSyncExternalStore, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { filtersFromSearch, type PriceRange, type ProductFilters } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { useFollowUrl, useListHref, useListNavigate } from './query-link';

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
  const formRef = useRef<HTMLFormElement>(null);
  /** The form's filters (the price as the slider left it, when it applies them) drafted or navigated to. */
  const apply = (form: HTMLFormElement, price?: PriceRange, replace = false) => {
    const next = formFilters(form, available.fractionDigits);
    const applied = price === undefined ? next : { ...next, price: price.from || price.to ? price : undefined };
    if (onDraft) onDraft(applied);
    else navigate(listHref(applied), { replace });
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

  return (
    <Form ref={formRef} method="get" id={id} onChange={onChange} onSubmit={onSubmit} aria-label={intl.formatMessage(messages.filters)}>
      {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
      {available.price ? (
        <PriceFilter
          price={filters.price}
          bounds={available.price}
          currency={available.currency}
          fractionDigits={available.fractionDigits}
          onCommit={(price, replace) => {
            const form = formRef.current;
            if (form) apply(form, price, replace);
          }}
        />
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
        <UrlCheckbox name="inStock" value="true" label={<FormattedMessage {...messages.inStock} />} checked={filters.inStock === true} />
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

/**
 * A slider's step for a price range: about a hundredth of it, rounded to 1, 2 or 5 times a power of
 * ten, never below one unit of the currency.
 */
export function priceStep(low: number, high: number): number {
  const raw = Math.max((high - low) / 100, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((factor) => factor * magnitude).find((step) => step >= raw) ?? 10 * magnitude;
}

// True once rendered in the browser (false on the server and while hydrating): nothing to subscribe to.
const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

interface PriceFilterProps {
  /** The URL's range, in major units. */
  price: PriceRange | undefined;
  /** The list's cheapest and dearest prices, in minor units (`/v2/products/` `filters.price`). */
  bounds: { min: number; max: number };
  currency: string;
  fractionDigits: number;
  /**
   * A thumb was let go, or stepped by a key: the range to apply (an end at its bound is no bound).
   * `replace` when the same use of the slider has applied a range already: one history entry per use.
   */
  onCommit: (price: PriceRange, replace: boolean) => void;
}

const priceTexts = (price: PriceRange | undefined): [string, string] => [price?.from ?? '', price?.to ?? ''];

/**
 * The price filter (SPEC §5): a two-thumb slider over the list's prices that snaps to a step, stays
 * within them and keeps the thumbs apart, and two fields to type exact amounts. The fields are the
 * form's (`price[from]`, `price[to]`: empty is no bound), so the filter works without JavaScript; the
 * slider writes into them and applies on release, typed amounts apply on submit as before.
 */
function PriceFilter({ price, bounds, currency, fractionDigits, onCommit }: PriceFilterProps) {
  const intl = useIntl();
  const labelId = useId();
  const unit = 10 ** fractionDigits;
  const step = priceStep(bounds.min / unit, bounds.max / unit);
  const low = Math.floor(bounds.min / unit / step) * step;
  const high = Math.max(Math.ceil(bounds.max / unit / step) * step, low + step);
  const [texts, setTexts] = useState(() => priceTexts(price));
  // A new URL (back, forward, a chip) starts from its own amounts, not what was typed or dragged before;
  // in place, not re-mounted, so a thumb or field in use keeps the focus.
  const urlRange = priceTexts(price).join('..');
  const [shownRange, setShownRange] = useState(urlRange);
  if (shownRange !== urlRange) {
    setShownRange(urlRange);
    setTexts(priceTexts(price));
  }
  // Each arrow key is a commit of its own: within one use of the slider (until its thumb loses focus
  // or is grabbed again) the first one adds a history entry and the next ones replace it (issue 27).
  const applied = useRef(false);
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const clamp = (text: string, fallback: number) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) ? fallback : Math.min(Math.max(value, low), high);
  };
  const value = [clamp(texts[0], low), clamp(texts[1], high)];
  // An end at its bound is no bound: the field stays empty, the URL without it.
  const textsOf = ([from = low, to = high]: number[]): [string, string] => [from <= low ? '' : String(from), to >= high ? '' : String(to)];
  const format = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const field = (index: 0 | 1, name: 'price[from]' | 'price[to]', label: ReactNode, placeholder: number) => (
    <PriceField>
      {label}
      <input
        type="number"
        name={name}
        inputMode="decimal"
        min={0}
        step={1 / unit}
        placeholder={String(placeholder)}
        value={texts[index]}
        onChange={(event) => {
          const text = event.target.value;
          setTexts((current) => (index === 0 ? [text, current[1]] : [current[0], text]));
        }}
      />
    </PriceField>
  );
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Legend id={labelId}>
        <FormattedMessage {...messages.price} />
      </Legend>
      {/* The slider positions its thumbs with inline styles, which the CSP refuses in server HTML: it
          comes with the browser's render, in a box of its size (JavaScript only; the fields work without). */}
      {mounted ? (
        <SliderUse onPointerDown={() => (applied.current = false)} onBlur={() => (applied.current = false)}>
          <Slider
            value={value}
            min={low}
            max={high}
            step={step}
            onValueChange={(next) => setTexts(textsOf(next))}
            onValueCommit={(next) => {
              const [first, last] = textsOf(next);
              onCommit({ ...(first ? { from: first } : {}), ...(last ? { to: last } : {}) }, applied.current);
              applied.current = true;
            }}
            thumbLabels={{
              minimum: intl.formatMessage(messages.priceMinimum),
              maximum: intl.formatMessage(messages.priceMaximum),
            }}
            formatValue={format}
          />
        </SliderUse>
      ) : (
        <SliderSpace />
      )}
      <PriceRow>
        {field(0, 'price[from]', <FormattedMessage {...messages.priceFrom} values={{ currency }} />, Math.floor(bounds.min / unit))}
        {field(1, 'price[to]', <FormattedMessage {...messages.priceTo} values={{ currency }} />, Math.ceil(bounds.max / unit))}
      </PriceRow>
    </Group>
  );
}

/** A filter's box, ticked as the URL says (a change of URL ticks or clears it in place). */
function UrlCheckbox({ checked, ...props }: Omit<CheckboxProps, 'checked' | 'defaultChecked' | 'ref'> & { checked: boolean }) {
  const ref = useFollowUrl<HTMLInputElement>(checked);
  return <Checkbox {...props} ref={ref} defaultChecked={checked} />;
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
              <UrlCheckbox
                name={name}
                value={option.value}
                checked={on}
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

/** The slider's box, where a use of it starts (a grab) and ends (its thumb left). */
const SliderUse = styled.div`
  min-inline-size: 0;
`;

/** The slider's place before it renders: no shift when it comes. */
const SliderSpace = styled.div`
  block-size: 44px;
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
