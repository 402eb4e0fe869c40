import { css } from '@emotion/react';
import type { ComparisonProduct } from '@storefront/api-client';
import { formatScalar, formattingLocale, type LocaleCode } from '@storefront/locales';
import { Button, Checkbox, Tabs, VisuallyHidden, colors, fontSizes, fontWeights, media, space, visuallyHiddenStyles } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { COMPARISON_LIMITS, type ComparableProduct, type ComparisonCategoryEntry, type ComparisonSlotCharacteristic } from '../state/comparison.model';
import { comparisonRows, differingRows, displayOrder } from './comparison-rows';
import { comparisonViewMessages as messages } from './comparison-view.messages';
import { EmptySlot, FreeSlot } from './empty-slot';
import { SlotCard } from './slot-card';
import type { ComparedProducts } from './use-compared-products';

interface ComparisonTableProps {
  category: ComparisonCategoryEntry;
  products: ComparedProducts;
  region: string;
  locale: LocaleCode;
  country: string;
  imageUrl: (path: string) => string;
  /** Absent in a shared comparison (read only): no "remove", and free slots offer nothing to add. */
  onRemove?: (productId: number) => void;
  onAdd?: (product: ComparableProduct) => void;
  onToggleCharacteristic: (group: string, title: string) => void;
  renderActions?: (product: ComparisonProduct) => ReactNode;
}

export interface ComparisonTabsProps extends Omit<ComparisonTableProps, 'category'> {
  /** The categories, one tab each, labelled with their product counts. */
  categories: readonly ComparisonCategoryEntry[];
  /** The category whose table is shown, as the table draws it (its characteristics may be merged in). */
  active: ComparisonCategoryEntry;
  onChoose: (categoryId: number) => void;
}

/**
 * The categories as tabs (manual activation: arrows move, Enter or Space opens) over the active
 * category's table: the visitor's own comparison and a shared one differ only in where the active
 * category and the marked rows are kept and in what they can change.
 */
export function ComparisonTabs({ categories, active, onChoose, ...table }: ComparisonTabsProps) {
  const intl = useIntl();
  return (
    <Tabs
      label={intl.formatMessage(messages.categoriesLabel)}
      value={String(active.id)}
      onValueChange={(value) => onChoose(Number(value))}
      activationMode="manual"
      items={categories.map((category) => ({
        value: String(category.id),
        label: intl.formatMessage(messages.categoryTab, { category: category.title, count: category.products.length }),
        content: category.id === active.id ? <ComparisonTable category={active} {...table} /> : null,
      }))}
    />
  );
}

/**
 * One category's comparison: a real table whose column heads are the 3 slots (filled ones first, then
 * the free ones) and whose rows are the category's characteristics by group, in the products' own
 * order. The characteristic column stays in place while the slots scroll sideways on a phone (on the
 * right in Arabic: the table follows the page's direction). A row can be marked; "only differences"
 * hides the rows where every product says the same.
 */
function ComparisonTable(props: ComparisonTableProps) {
  const { category, products, region, locale, country, imageUrl } = props;
  const intl = useIntl();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const formatting = formattingLocale(locale, country);

  const loaded = category.products.flatMap((slot) => {
    const state = products.stateOf(slot.productId);
    return state.status === 'loaded' ? [state.product.characteristics] : [];
  });
  const allGroups = comparisonRows(category, displayOrder(loaded));
  const groups = onlyDifferences ? differingRows(allGroups) : allGroups;
  const free = COMPARISON_LIMITS.slots - category.products.length;
  const waiting = category.products.some((slot) => slot.characteristics.length === 0 && products.stateOf(slot.productId).status === 'loading');
  const columns = COMPARISON_LIMITS.slots + 1;

  const show = (characteristic: ComparisonSlotCharacteristic | undefined) => {
    if (!characteristic) return <span css={noneStyles}>{intl.formatMessage(messages.noValue)}</span>;
    const { value, unit } = characteristic;
    if (!Array.isArray(value)) return formatScalar(value, unit, formatting);
    return (
      <ul css={valueListStyles}>
        {value.map((item) => (
          <li key={item.name}>{intl.formatMessage(messages.listItem, { name: item.name, value: formatScalar(item.value, unit, formatting) })}</li>
        ))}
      </ul>
    );
  };

  return (
    <div css={rootStyles}>
      <div css={toolbarStyles} data-print="hide">
        <Checkbox
          label={intl.formatMessage(messages.onlyDifferences)}
          hint={intl.formatMessage(messages.onlyDifferencesHint)}
          checked={onlyDifferences}
          onChange={(event) => setOnlyDifferences(event.target.checked)}
        />
        <p css={hintStyles}>{intl.formatMessage(messages.markedHint)}</p>
        <Button variant="outlined" size="sm" onClick={() => window.print()}>
          {intl.formatMessage(messages.print)}
        </Button>
      </div>
      <div css={scrollStyles} tabIndex={0} role="region" aria-label={intl.formatMessage(messages.tableCaption, { category: category.title })}>
        <table css={tableStyles}>
          <caption css={visuallyHiddenStyles}>{intl.formatMessage(messages.tableCaption, { category: category.title })}</caption>
          <colgroup>
            <col css={nameColumnStyles} />
            {Array.from({ length: COMPARISON_LIMITS.slots }, (_, index) => (
              <col key={index} css={slotColumnStyles} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td css={[stickyStyles, cornerStyles]}>
                <VisuallyHidden>{intl.formatMessage(messages.characteristicColumn)}</VisuallyHidden>
              </td>
              {category.products.map((slot) => {
                const state = products.stateOf(slot.productId);
                return (
                  <th key={slot.productId} scope="col" css={slotCellStyles}>
                    <SlotCard
                      slot={slot}
                      state={state}
                      locale={locale}
                      country={country}
                      imageUrl={imageUrl}
                      onRemove={props.onRemove ? () => props.onRemove?.(slot.productId) : undefined}
                      onRetry={() => products.retry(slot)}
                      actions={state.status === 'loaded' ? props.renderActions?.(state.product) : null}
                    />
                  </th>
                );
              })}
              {Array.from({ length: free }, (_, index) => (
                <td key={`free-${index}`} css={slotCellStyles} data-print="hide">
                  {index === 0 && props.onAdd ? (
                    <EmptySlot category={category} region={region} locale={locale} imageUrl={imageUrl} onAdd={props.onAdd} />
                  ) : (
                    <FreeSlot />
                  )}
                </td>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.title}>
              <tr>
                <th scope="colgroup" colSpan={columns} css={groupStyles}>
                  <span css={stickyLabelStyles}>{group.title}</span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.name} css={row.checked ? markedRowStyles : undefined} data-differs={row.differs || undefined} data-marked={row.checked || undefined}>
                  <th scope="row" css={[stickyStyles, rowHeadStyles]}>
                    <label css={markStyles}>
                      <input
                        type="checkbox"
                        checked={row.checked}
                        onChange={() => props.onToggleCharacteristic(row.group, row.name)}
                        aria-label={intl.formatMessage(messages.markRow, { characteristic: row.name })}
                        data-print="hide"
                      />
                      <span>{row.name}</span>
                    </label>
                  </th>
                  {row.values.map((value, index) => (
                    <td key={category.products[index]?.productId ?? index} css={valueStyles}>
                      {show(value)}
                    </td>
                  ))}
                  {Array.from({ length: free }, (_, index) => (
                    <td key={`free-${index}`} css={valueStyles} data-print="hide" />
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {groups.length === 0 ? (
        <p css={noteStyles} role="status">
          {waiting ? intl.formatMessage(messages.characteristicsLoading) : onlyDifferences ? intl.formatMessage(messages.noDifferences) : null}
        </p>
      ) : null}
    </div>
  );
}

const rootStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4], marginBlockStart: space[4] });

const toolbarStyles = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[3],
});

const hintStyles = css({ margin: 0, maxInlineSize: '28rem', color: colors.textMuted, fontSize: fontSizes.sm });

const scrollStyles = css({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
  '@media print': { overflow: 'visible' },
});

const tableStyles = css({
  inlineSize: '100%',
  minInlineSize: '40rem',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: fontSizes.sm,
  [media.up('lg')]: { minInlineSize: 0 },
  // Print: the slots' heads repeat on every page, a row never splits across two.
  '@media print': {
    minInlineSize: 0,
    fontSize: '10pt',
    '& thead': { display: 'table-header-group' },
    '& tr': { breakInside: 'avoid' },
    '& img': { maxInlineSize: '100%', blockSize: 'auto' },
  },
});

const nameColumnStyles = css({ inlineSize: '9rem', [media.up('md')]: { inlineSize: '13rem' }, '@media print': { inlineSize: '30%' } });
const slotColumnStyles = css({ inlineSize: 'auto' });

/** The characteristic column stays while the slots scroll (inline start: the right in Arabic). */
const stickyStyles = css({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: colors.surface,
  '@media print': { position: 'static' },
});

const cornerStyles = css({ borderBlockEnd: `1px solid ${colors.border}` });

const slotCellStyles = css({
  verticalAlign: 'top',
  padding: space[3],
  borderBlockEnd: `1px solid ${colors.border}`,
});

const groupStyles = css({
  paddingBlock: space[3],
  paddingInline: 0,
  textAlign: 'start',
  fontSize: fontSizes.md,
  fontWeight: fontWeights.bold,
});

// The group title stays in view while the row scrolls sideways.
const stickyLabelStyles = css({ position: 'sticky', insetInlineStart: 0, display: 'inline-block', paddingInline: space[3] });

const rowHeadStyles = css({
  padding: space[3],
  textAlign: 'start',
  fontWeight: fontWeights.regular,
  color: colors.textMuted,
  borderBlockEnd: `1px solid ${colors.border}`,
});

const markStyles = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[2],
  cursor: 'pointer',
  '& input': { flexShrink: 0, inlineSize: 18, blockSize: 18, marginBlockStart: 1, accentColor: colors.ink },
});

const valueStyles = css({
  padding: space[3],
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  borderBlockEnd: `1px solid ${colors.border}`,
});

const markedRowStyles = css({
  '& > th, & > td': { background: colors.surfaceMuted, color: colors.text, fontWeight: fontWeights.semibold },
});

const noneStyles = css({ color: colors.textMuted });

const valueListStyles = css({ margin: 0, paddingInlineStart: space[4] });

const noteStyles = css({ margin: 0, color: colors.textMuted });
