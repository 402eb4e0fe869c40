import { css, keyframes } from '@emotion/react';
import { RegionLink } from '@storefront/regions';
import { ChevronEndIcon, ChevronStartIcon, colors, durations, easings, fontSizes, fontWeights, space } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonRow, menuRow } from './drawer-row';
import type { CategoryLink } from './header-links';
import { headerMessages as messages } from './header.messages';
import { plainList } from './header-styles';

export interface CategoryLevelsProps {
  categories: readonly CategoryLink[];
  /** A link was followed: the menu closes. */
  onNavigate: () => void;
  /** What the top level shows below the categories (sale links, settings); a sub-level shows only its category. */
  children?: ReactNode;
}

/**
 * The mobile menu's categories, level by level: a top category with sub-categories is a button
 * that shows them as the next level (Back, the category's title, "All {category}", its children);
 * one without is a plain link. Focus follows: onto Back on the way down, back onto the category
 * on the way up. The level is this component's state: the menu starts at the top each time it opens.
 */
export function CategoryLevels({ categories, onNavigate, children }: CategoryLevelsProps) {
  const intl = useIntl();
  const [levelKey, setLevelKey] = useState<string | null>(null);
  // The category the shopper came back from (it gets the focus), null on the way down.
  const [cameFrom, setCameFrom] = useState<string | null>(null);
  const level = categories.find((category) => category.key === levelKey && category.children.length > 0);
  const root = useRef<HTMLDivElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const shownKey = level?.key;
  useEffect(() => {
    if (shownKey) back.current?.focus();
    else if (cameFrom) root.current?.querySelector<HTMLElement>(`[data-category="${cameFrom}"]`)?.focus();
  }, [shownKey, cameFrom]);

  return (
    <div ref={root} css={rootStyles}>
      <nav aria-label={intl.formatMessage(messages.nav)}>
        {level ? (
          <div key={level.key} role="group" aria-labelledby={titleId} css={[slideStyles, fromEndStyles]}>
            <div css={levelHeaderStyles}>
              <button
                ref={back}
                type="button"
                css={[buttonRow, backStyles]}
                onClick={() => {
                  setCameFrom(level.key);
                  setLevelKey(null);
                }}
              >
                <ChevronStartIcon size={18} />
                <FormattedMessage {...messages.menuBack} />
              </button>
              <h3 id={titleId} css={levelTitleStyles}>
                {level.title}
              </h3>
            </div>
            <ul css={plainList}>
              <li>
                <RegionLink to={level.to} css={[menuRow, allStyles]} onClick={onNavigate}>
                  <FormattedMessage {...messages.categoryAll} values={{ category: level.title }} />
                </RegionLink>
              </li>
              {level.children.map((child) => (
                <li key={child.key}>
                  <RegionLink to={child.to} css={menuRow} onClick={onNavigate}>
                    {child.title}
                  </RegionLink>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ul css={[plainList, cameFrom ? [slideStyles, fromStartStyles] : null]}>
            {categories.map((category) => (
              <li key={category.key}>
                {category.children.length ? (
                  <button
                    type="button"
                    data-category={category.key}
                    css={buttonRow}
                    onClick={() => {
                      setCameFrom(null);
                      setLevelKey(category.key);
                    }}
                  >
                    <span css={growStyles}>{category.title}</span>
                    <ChevronEndIcon size={18} css={mutedStyles} />
                  </button>
                ) : (
                  <RegionLink to={category.to} css={menuRow} onClick={onNavigate}>
                    {category.title}
                  </RegionLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
      {level ? null : children}
    </div>
  );
}

const rootStyles = css({ display: 'flex', flexDirection: 'column', gap: space[5] });

// A level slides in from where it lies: the next one from the inline end, the top one back from
// the start. Physical transforms do not follow the direction, so RTL flips the sign.
const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(var(--level-from))' }, to: { opacity: 1, transform: 'none' } });

const slideStyles = css({
  '@media (prefers-reduced-motion: no-preference)': { animation: `${slideIn} ${durations.normal} ${easings.decelerate}` },
});

const fromEndStyles = css({ '--level-from': '1.5rem', '[dir="rtl"] &': { '--level-from': '-1.5rem' } });
const fromStartStyles = css({ '--level-from': '-1.5rem', '[dir="rtl"] &': { '--level-from': '1.5rem' } });

const levelHeaderStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  paddingBlockEnd: space[2],
  marginBlockEnd: space[2],
  borderBlockEnd: `1px solid ${colors.border}`,
});

const backStyles = css({ inlineSize: 'auto', alignSelf: 'flex-start', gap: space[1], color: colors.textMuted });

const levelTitleStyles = css({
  margin: 0,
  paddingInline: space[3],
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.bold,
});

const allStyles = css({ color: colors.accentText });

const growStyles = css({ flex: 1, minInlineSize: 0 });

const mutedStyles = css({ color: colors.textMuted });
