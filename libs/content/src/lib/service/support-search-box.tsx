import { css } from '@emotion/react';
import type { ServiceSearch } from '@storefront/api-client';
import { useRegionPath } from '@storefront/regions';
import { Button, SearchIcon, VisuallyHidden, colors, fontSizes, fontWeights, radii, shadows, space, useDebouncedValue, zIndices } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { supportMessages as messages } from '../content.messages';
import { SUPPORT_SUGGESTIONS, isSearchable, supportSearchText } from './support-search';

/** How long typing must pause before the text is sent (ms): one request per pause, never per key. */
export const SUPPORT_SEARCH_DEBOUNCE_MS = 300;

export interface SupportSearchBoxProps {
  /** The support centre's URL: the form's action (`GET ?q=`), a real results page without JavaScript. */
  action: string;
  /** The text of the page's query (`?q=`). */
  query?: string;
  /** The label above the box: the service's own title ("How can we help?") when it loaded. */
  label?: string;
  /**
   * Asks the backend for the best answers of a searchable text (`/v2/service/search/?q=`), wired by
   * the app (its API client and query cache). Without it the box is the plain form.
   */
  search?: (query: string, signal: AbortSignal) => Promise<ServiceSearch>;
}

/**
 * Where the suggestions stand: nothing asked, a text that cannot match (punctuation alone), waiting
 * for the first answer, answered, nothing found, failed.
 */
type SuggestionsState = 'idle' | 'unsearchable' | 'searching' | 'found' | 'no-matches' | 'failed';

/** The last answer, with the text it answers: it stays on screen while the next one loads. */
type Answer = { query: string; result: ServiceSearch } | { query: string; failed: true };

/**
 * The support centre's search: a `GET` form (`?q=`, the results page, with or without JavaScript)
 * whose field is a WAI-ARIA combobox. With JavaScript the best answers follow the typing after a
 * pause (`SUPPORT_SEARCH_DEBOUNCE_MS`) as a listbox: ↓/↑ choose one, Enter opens it, Escape closes
 * the list (then clears the field); Enter with none chosen opens the results page. A text without a
 * letter or digit is never sent.
 */
export function SupportSearchBox({ action, query = '', label, search }: SupportSearchBoxProps) {
  const intl = useIntl();
  const router = useRouter();
  const pathTo = useRegionPath();
  const listId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  // The list opens once the shopper types, not for the text a results page arrives with.
  const [typed, setTyped] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const [seenQuery, setSeenQuery] = useState(query);
  // The page's query changed under the box (Back, a link): the box shows it, its list closes.
  if (query !== seenQuery) {
    setSeenQuery(query);
    setText(query);
    setTyped(false);
    setExpanded(false);
  }

  // The box hydrates after the page: what a shopper typed before then is taken as typed.
  useEffect(() => {
    const early = field.current?.value;
    if (early !== undefined && early !== query) {
      setText(early);
      setTyped(true);
    }
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wanted = typed ? supportSearchText(text) : undefined;
  const settled = useDebouncedValue(wanted, SUPPORT_SEARCH_DEBOUNCE_MS);
  const asked = settled !== undefined && settled === wanted && isSearchable(settled) ? settled : undefined;
  useEffect(() => {
    if (!asked || !search) return;
    const controller = new AbortController();
    search(asked, controller.signal).then(
      (result) => setAnswer({ query: asked, result }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The API client has logged the request; the list says the search is unavailable.
        console.warn(`The support search for "${asked}" failed`, error);
        setAnswer({ query: asked, failed: true });
      },
    );
    return () => controller.abort();
  }, [asked, search, attempt]);

  const found = answer && 'result' in answer ? answer.result.items.slice(0, SUPPORT_SUGGESTIONS) : [];
  let state: SuggestionsState = 'idle';
  if (wanted && !isSearchable(wanted)) state = 'unsearchable';
  else if (asked && answer?.query === asked) state = 'failed' in answer ? 'failed' : found.length ? 'found' : 'no-matches';
  else if (asked) state = answer && found.length ? 'found' : 'searching';
  const open = expanded && state === 'found' && found.length > 0;
  const shownQuery = answer?.query ?? '';
  const resultsHref = (q: string) => `${action}?${new URLSearchParams({ q })}`;
  const articleHref = (index: number) => {
    const article = found[index];
    return article ? pathTo(`support/${article.section.slug}/${article.slug}`) : action;
  };

  const go = (href: string) => {
    setExpanded(false);
    void router.navigate({ href });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Without the app's search (a story) the form goes as a plain GET.
    if (!search) return;
    event.preventDefault();
    if (open && active >= 0) return go(articleHref(active));
    const q = text.trim();
    // The results page answers an empty or a punctuation-only text with its own prompt, never the backend.
    go(q ? resultsHref(q) : action);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setExpanded(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
        setTyped(false);
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      setExpanded(true);
      return;
    }
    // -1 is the field itself: the choice goes round through it.
    const count = found.length + 1;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((index) => ((index + 1 + step + count) % count) - 1);
  };
  // Asked again from the field, which keeps the focus (the button goes with the failure).
  const retry = () => {
    setAnswer(undefined);
    setAttempt((n) => n + 1);
    field.current?.focus();
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href);
  };

  return (
    <form css={formStyles} role="search" action={action} method="get" onSubmit={submit}>
      <label htmlFor={`${listId}-field`} css={labelStyles}>
        {label ?? intl.formatMessage(messages.searchLabel)}
      </label>
      <div css={rowStyles}>
        <div css={fieldStyles}>
          <SearchIcon size={20} aria-hidden="true" />
          <input
            ref={field}
            id={`${listId}-field`}
            // A text field, not `type="search"`: ARIA in HTML allows no combobox role on a search field
            // (the form's `role="search"` names the landmark, `enterKeyHint` the phone's key).
            type="text"
            name="q"
            value={text}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={`${listId}-list`}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={`${listId}-status`}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
              setExpanded(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setExpanded(true)}
            onBlur={() => setExpanded(false)}
          />
          {/* A click in the popup must not blur the field first (the list would close under the pointer). */}
          <div css={popupStyles} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
            <div
              id={`${listId}-list`}
              role="listbox"
              aria-label={intl.formatMessage(messages.suggestions)}
              css={listStyles}
              aria-busy={state === 'searching' || asked !== shownQuery}
            >
              {found.map((article, index) => (
                <a
                  key={`${article.section.slug}/${article.slug}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  href={articleHref(index)}
                  tabIndex={-1}
                  css={optionStyles}
                  onClick={(event) => follow(event, articleHref(index))}
                  onMouseMove={() => setActive(index)}
                >
                  <span>{article.title}</span>
                  <small>{article.section.title}</small>
                </a>
              ))}
            </div>
            {open ? (
              <a href={resultsHref(shownQuery)} tabIndex={-1} css={allStyles} onClick={(event) => follow(event, resultsHref(shownQuery))}>
                <FormattedMessage {...messages.allResults} values={{ query: shownQuery }} />
              </a>
            ) : null}
          </div>
        </div>
        <Button type="submit" size="lg" variant="green">
          <FormattedMessage {...messages.searchSubmit} />
        </Button>
      </div>
      <p id={`${listId}-status`} role="status" css={statusStyles}>
        {state === 'unsearchable' ? <FormattedMessage {...messages.unsearchable} /> : null}
        {state === 'searching' ? <FormattedMessage {...messages.searching} /> : null}
        {state === 'found' ? (
          <VisuallyHidden>
            <FormattedMessage {...messages.results} values={{ count: answer && 'result' in answer ? answer.result.totalItems : 0, query: shownQuery }} />
          </VisuallyHidden>
        ) : null}
        {state === 'no-matches' ? (
          <>
            <FormattedMessage {...messages.noResults} values={{ query: shownQuery }} />{' '}
            <FormattedMessage {...messages.noResultsText} />
          </>
        ) : null}
        {state === 'failed' ? (
          <>
            <FormattedMessage {...messages.searchError} />{' '}
            <button type="button" css={retryStyles} onMouseDown={(event) => event.preventDefault()} onClick={retry}>
              <FormattedMessage {...messages.retry} />
            </button>
          </>
        ) : null}
      </p>
    </form>
  );
}

const formStyles = css({ position: 'relative', display: 'grid', gap: space[2], maxInlineSize: '44rem' });
const labelStyles = css({ fontSize: fontSizes.xl, fontWeight: fontWeights.bold });
const rowStyles = css({ display: 'flex', gap: space[2], alignItems: 'stretch' });
const fieldStyles = css({
  position: 'relative',
  flex: 1,
  minInlineSize: 0,
  '& > svg': {
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineStart: space[4],
    transform: 'translateY(-50%)',
    color: colors.textMuted,
    pointerEvents: 'none',
  },
  '& > input': {
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: '3rem',
    paddingInline: `calc(${space[4]} + 20px + ${space[2]}) ${space[4]}`,
    border: `1px solid ${colors.borderStrong}`,
    borderRadius: radii.md,
    backgroundColor: colors.surface,
    color: colors.text,
    font: 'inherit',
    fontSize: fontSizes.lg,
  },
});
const popupStyles = css({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${space[1]})`,
  zIndex: zIndices.dropdown,
  padding: space[2],
  borderRadius: radii.md,
  backgroundColor: colors.surface,
  color: colors.text,
  boxShadow: shadows.lg,
  '&[hidden]': { display: 'none' },
});
const listStyles = css({ display: 'flex', flexDirection: 'column' });
const optionStyles = css({
  display: 'grid',
  gap: space[1],
  minBlockSize: '44px',
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radii.sm,
  color: colors.text,
  textDecoration: 'none',
  '& > span': { fontWeight: fontWeights.semibold },
  '& > small': { color: colors.textMuted, fontSize: fontSizes.sm },
  '&[aria-selected="true"]': {
    backgroundColor: colors.surfaceMuted,
    outline: `2px solid ${colors.focus}`,
    outlineOffset: '-2px',
  },
});
const allStyles = css({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: space[3],
  borderBlockStart: `1px solid ${colors.border}`,
  color: colors.accentText,
  fontWeight: fontWeights.semibold,
});
const statusStyles = css({ margin: 0, minBlockSize: '1.5em', fontSize: fontSizes.sm, '&:empty': { minBlockSize: 0 } });
const retryStyles = css({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: fontWeights.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
});
