import { css } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import {
  ArrowEndIcon,
  ChevronDownIcon,
  Container,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  layout,
  radii,
  space,
} from '@storefront/ui';
import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CategoryLink } from './header-links';
import { headerMessages as messages } from './header.messages';
import { dropdownPanel, dropdownTile, plainList } from './header-styles';
import { createHoverIntent } from './hover-intent';

export interface CategoryMenuProps {
  category: CategoryLink;
  open: boolean;
  /** Asks the strip to open or close this category's panel (one panel is open at a time). */
  onOpenChange: (key: string, open: boolean) => void;
}

/** Hover intent is for pointers that hover; a tap is a click on the toggle or the link. */
const hovers = (event: PointerEvent) => event.pointerType !== 'touch' && matchMedia('(hover: hover)').matches;

/**
 * A top category's sub-category menu (WAI-ARIA disclosure navigation): the category stays a plain
 * link, rendered by `MainNav`; this adds the toggle after it (`aria-expanded`, `aria-controls`) and
 * the panel after the toggle, so Tab walks link, toggle, panel. The panel's links are rendered only
 * while it is open. ArrowDown on the link or the toggle opens it and enters it, arrows move inside
 * it, Escape closes it and gives focus to the toggle; focus or a press leaving the entry closes it.
 * A resting mouse opens it (hover intent), leaving it closes it unless it was opened on purpose
 * (a click, a key) or holds the focus.
 */
export function CategoryMenu({ category, open, onOpenChange }: CategoryMenuProps) {
  const intl = useIntl();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Opened by a click or a key: the pointer leaving does not close it.
  const pinned = useRef(false);
  const focusFirstLink = useRef(false);
  const { key } = category;

  const close = () => onOpenChange(key, false);

  // The entry (the `<li>` around link, toggle and panel) is MainNav's: the menu listens on it.
  useEffect(() => {
    const entry = toggle.current?.parentElement;
    if (!entry) return;
    const holdsFocus = () => document.activeElement === toggle.current || !!panel.current?.contains(document.activeElement);
    const intent = createHoverIntent({
      open: () => onOpenChange(key, true),
      close: () => {
        if (!pinned.current && !holdsFocus()) onOpenChange(key, false);
      },
    });
    const onPointerEnter = (event: PointerEvent) => {
      if (hovers(event)) intent.enter();
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (hovers(event)) intent.leave();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !entry.contains(next)) onOpenChange(key, false);
    };
    // ArrowDown on the link or the toggle enters the panel, opening it first (the rendered
    // `aria-expanded` says whether it is open).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' || panel.current?.contains(event.target as Node)) return;
      event.preventDefault();
      if (toggle.current?.getAttribute('aria-expanded') === 'true') {
        panelLinks(panel.current)[0]?.focus();
        return;
      }
      pinned.current = true;
      focusFirstLink.current = true;
      onOpenChange(key, true);
    };
    // The menu may arrive under a resting pointer: that counts as entering.
    if (entry.matches(':hover') && matchMedia('(hover: hover)').matches) intent.enter();
    entry.addEventListener('pointerenter', onPointerEnter);
    entry.addEventListener('pointerleave', onPointerLeave);
    entry.addEventListener('focusout', onFocusOut);
    entry.addEventListener('keydown', onKeyDown);
    return () => {
      intent.cancel();
      entry.removeEventListener('pointerenter', onPointerEnter);
      entry.removeEventListener('pointerleave', onPointerLeave);
      entry.removeEventListener('focusout', onFocusOut);
      entry.removeEventListener('keydown', onKeyDown);
    };
  }, [key, onOpenChange]);

  // While open: focus enters it if a key opened it; Escape and a press elsewhere close it.
  useEffect(() => {
    if (!open) {
      pinned.current = false;
      return;
    }
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      panelLinks(panel.current)[0]?.focus();
    }
    const entry = toggle.current?.parentElement;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = !!entry?.contains(document.activeElement);
      onOpenChange(key, false);
      if (hadFocus) toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!entry?.contains(event.target as Node)) onOpenChange(key, false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, key, onOpenChange]);

  const onPanelKeyDown = (event: ReactKeyboardEvent) => {
    const links = panelLinks(panel.current);
    const at = links.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === 'ArrowDown' ? links[Math.min(at + 1, links.length - 1)]
      : event.key === 'ArrowUp' ? (at > 0 ? links[at - 1] : toggle.current)
      : event.key === 'Home' ? links[0]
      : event.key === 'End' ? links[links.length - 1]
      : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        css={toggleStyles}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(messages.categoryMenu, { category: category.title })}
        onClick={() => {
          pinned.current = !open;
          onOpenChange(key, !open);
        }}
      >
        <ChevronDownIcon size={16} />
      </button>
      <div ref={panel} id={panelId} hidden={!open} css={panelStyles} onKeyDown={onPanelKeyDown}>
        {open ? (
          <Container css={panelInnerStyles}>
            <RegionLink to={category.to} css={allStyles} onClick={close}>
              <FormattedMessage {...messages.categoryAll} values={{ category: category.title }} />
              <ArrowEndIcon size={18} />
            </RegionLink>
            <ul css={[plainList, gridStyles]}>
              {category.children.map((child) => (
                <li key={child.key}>
                  <RegionLink to={child.to} css={dropdownTile} onClick={close}>
                    {child.title}
                  </RegionLink>
                </li>
              ))}
            </ul>
          </Container>
        ) : null}
      </div>
    </>
  );
}

const panelLinks = (panel: HTMLElement | null): HTMLElement[] => [...(panel?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

// Drawn over the room MainNav keeps at the end of the link (`--menu-toggle`), so its arrival moves nothing.
const toggleStyles = css({
  position: 'relative',
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 'var(--menu-toggle)',
  blockSize: layout.minTarget,
  marginInlineStart: `calc(-1 * (var(--menu-toggle) + ${space[2]}))`,
  marginInlineEnd: space[2],
  padding: 0,
  border: 0,
  borderRadius: radii.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '& [data-icon]': { transition: `transform ${durations.normal} ${easings.standard}` },
  '&[aria-expanded="true"] [data-icon]': { transform: 'rotate(180deg)' },
  '@media (hover: hover)': { '&:hover': { backgroundColor: 'var(--header-hover)' } },
  '&:focus-visible': { outlineOffset: '-2px' },
  // While open: the category's link is marked as when hovered, and the strip's faded edges (a mask
  // over the list, panel included) are off.
  'li:has(> &[aria-expanded="true"]) > a::after': { transform: 'scaleX(1)' },
  'ul:has(> li > &[aria-expanded="true"])': { maskImage: 'none' },
});

// Placed against the header's main row (MainNav's list and entries are not positioned): as wide as the header.
const panelStyles = css(dropdownPanel, { fontSize: fontSizes.md, whiteSpace: 'normal' });

const panelInnerStyles = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[3],
  paddingBlock: space[6],
});

const allStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minBlockSize: layout.minTarget,
  color: colors.accentText,
  fontSize: fontSizes.lg,
  fontWeight: fontWeights.bold,
  textDecoration: 'none',
  '@media (hover: hover)': { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
});

const gridStyles = css({
  display: 'grid',
  alignSelf: 'stretch',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: space[3],
});
