import { css } from '@emotion/react';
import type { ComparisonProduct } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { Button, TextField, colors, fontSizes, space } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { COMPARISON_LIMITS, mergedCharacteristics, slotCharacteristics, type ComparisonCategoryEntry } from '../state/comparison.model';
import { useGetSharedProductsQuery } from '../state/comparison.api';
import { mergeSharedComparison } from '../state/comparison.thunks';
import { useComparisonDispatch } from '../state/store-hooks';
import { shareUrl, sharedComparison, type SharedProductIds } from '../share/share-link';
import { ComparisonTabs } from './comparison-table';
import { comparisonShareMessages as shareMessages } from './comparison-share.messages';
import { comparisonViewMessages as messages } from './comparison-view.messages';
import { useComparedProducts } from './use-compared-products';

/**
 * "Share this comparison": a link to the same categories and products (`?products=12,34,56`), copied
 * to the clipboard where the browser allows it and always shown in a read-only field (the fallback,
 * and what a phone's long press copies). The outcome is announced politely.
 */
export function ShareComparison({ categories }: { categories: readonly ComparisonCategoryEntry[] }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string>();
  const [status, setStatus] = useState('');
  const field = useRef<HTMLInputElement>(null);

  const share = async () => {
    const link = shareUrl(window.location.href, categories);
    setUrl(link);
    // Emptied first, so that a second press is announced again.
    setStatus('');
    try {
      await navigator.clipboard.writeText(link);
      setStatus(intl.formatMessage(shareMessages.shareCopied));
    } catch {
      // No clipboard (an insecure page, a refused permission): the field shows the link, selected.
      setStatus(intl.formatMessage(shareMessages.shareCopyFailed));
      requestAnimationFrame(() => field.current?.select());
    }
  };

  return (
    <div css={shareStyles} data-print="hide">
      <Button variant="outlined" size="sm" onClick={() => void share()}>
        {intl.formatMessage(shareMessages.share)}
      </Button>
      {url ? (
        <TextField
          ref={field}
          label={intl.formatMessage(shareMessages.shareLinkLabel)}
          value={url}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="comparison-share-url"
        />
      ) : null}
      <p role="status" aria-live="polite" css={statusStyles}>
        {status}
      </p>
    </div>
  );
}

export interface SharedComparisonViewProps {
  region: string;
  locale: LocaleCode;
  country: string;
  imageUrl: (path: string) => string;
  renderActions?: (product: ComparisonProduct) => ReactNode;
  /** The link's ids, already parsed (share-link.ts). */
  shared: SharedProductIds;
  /** After "save to my comparison": what happened, for the page to say once it shows the shopper's own. */
  onSaved: (message: string) => void;
}

/**
 * A comparison opened from a link: shown read only beside, never instead of, the shopper's own
 * (docs/adr/0282-comparison-share-link.md). Its products come from the region by id; the ones it
 * does not sell and the ones over the limits of SPEC §5 are dropped with a message. "Save to my
 * comparison" merges them into the shopper's own, within the limits.
 */
export function SharedComparisonView({ region, locale, country, imageUrl, renderActions, shared, onSaved }: SharedComparisonViewProps) {
  const intl = useIntl();
  const dispatch = useComparisonDispatch();
  const router = useRouter();
  const { data, isError, refetch } = useGetSharedProductsQuery({ region, locale, ids: shared.ids }, { skip: shared.ids.length === 0 });
  const built = useMemo(() => sharedComparison(shared.ids, data?.items ?? []), [shared.ids, data]);
  const [activeId, setActiveId] = useState<number>();
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const active = built.categories.find((category) => category.id === activeId) ?? built.categories[0];
  const products = useComparedProducts(region, locale, active?.products ?? [], { shared: true });

  if (shared.ids.length > 0 && !data && !isError) return <p role="status">{intl.formatMessage(messages.restoring)}</p>;

  const gone = built.categories.flatMap((category) => category.products).filter((slot) => products.stateOf(slot.productId).status === 'gone');
  const dropped = shared.rejected + built.dropped + gone.length;
  const back = (
    <RegionLink to="comparison" css={linkStyles}>
      {intl.formatMessage(shareMessages.sharedBack)}
    </RegionLink>
  );

  const save = () => {
    const chosen = new Set(built.categories.flatMap((category) => category.products.map((slot) => slot.productId)));
    const wanted = (data?.items ?? []).filter((product) => chosen.has(product.id));
    const order = shared.ids.filter((id) => chosen.has(id));
    wanted.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    const result = dispatch(mergeSharedComparison({ products: wanted, region, locale }));
    onSaved(intl.formatMessage(shareMessages.sharedSaved, result));
    router.history.replace(window.location.pathname);
  };

  // The active category as the table shows it: the loaded products' characteristics merged, the
  // visitor's marks kept in this page only.
  const shown = active ? withCharacteristics(active, products, marked) : undefined;

  return (
    <div css={sharedStyles} data-shared-comparison="">
      <p css={noticeStyles}>{intl.formatMessage(shareMessages.sharedNotice)}</p>
      {dropped > 0 ? (
        <p role="status" css={noticeStyles}>
          {intl.formatMessage(shareMessages.sharedDropped, {
            count: dropped,
            categories: COMPARISON_LIMITS.categories,
            limit: COMPARISON_LIMITS.productsPerCategory,
          })}
        </p>
      ) : null}
      <div css={actionsStyles} data-print="hide">
        {built.categories.length > 0 ? <Button onClick={save}>{intl.formatMessage(shareMessages.sharedSave)}</Button> : null}
        {back}
      </div>
      {isError ? (
        <div role="alert" css={actionsStyles}>
          <span>{intl.formatMessage(shareMessages.sharedFailed)}</span>
          <Button variant="outlined" size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : !active || !shown ? (
        <p>{intl.formatMessage(shareMessages.sharedEmpty)}</p>
      ) : (
        <ComparisonTabs
          categories={built.categories}
          active={shown}
          onChoose={setActiveId}
          products={products}
          region={region}
          locale={locale}
          country={country}
          imageUrl={imageUrl}
          renderActions={renderActions}
          onToggleCharacteristic={(group, title) =>
            setMarked((current) => {
              const next = new Set(current);
              const key = `${group}\u0000${title}`;
              if (!next.delete(key)) next.add(key);
              return next;
            })
          }
        />
      )}
    </div>
  );
}

/** A shared category with its products' characteristics as loaded (products no longer sold left out). */
function withCharacteristics(
  category: ComparisonCategoryEntry,
  products: ReturnType<typeof useComparedProducts>,
  marked: ReadonlySet<string>,
): ComparisonCategoryEntry {
  const slots = category.products
    .filter((slot) => products.stateOf(slot.productId).status !== 'gone')
    .map((slot) => {
      const state = products.stateOf(slot.productId);
      return state.status === 'loaded' ? { ...slot, characteristics: slotCharacteristics(state.product.characteristics) } : slot;
    });
  const merged = mergedCharacteristics(slots, []);
  const characteristics = merged.characteristics.map((group) => ({
    ...group,
    names: group.names.map((name) => ({ ...name, checked: marked.has(`${group.title}\u0000${name.title}`) })),
  }));
  return { ...category, products: slots, characteristics, selectedCharacteristics: [] };
}

const shareStyles = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space[2], maxInlineSize: '36rem' });
const statusStyles = css({ margin: 0, minBlockSize: '1.25em', color: colors.textMuted, fontSize: fontSizes.sm });
const sharedStyles = css({ display: 'flex', flexDirection: 'column', gap: space[3] });
const noticeStyles = css({ margin: 0, color: colors.textMuted });
const actionsStyles = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });
const linkStyles = css({ color: colors.text, textDecoration: 'underline' });
