import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { space, type SpaceToken } from '../theme/tokens';

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Narrowest a column may get before the grid drops one (any CSS length); never wider than the grid. */
  minItemWidth?: string;
  /** Gap from the spacing scale, both ways. */
  gap?: SpaceToken;
  /** `ul`/`ol` for lists of cards (list styling is removed; the semantics stay). */
  as?: 'div' | 'ul' | 'ol' | 'section';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const gridStyles = css({ display: 'grid', margin: 0, padding: 0, listStyle: 'none', minInlineSize: 0 });

/** As many equal columns as fit, each at least `minItemWidth`: one column on a phone, many on 4K. */
export function Grid({ minItemWidth = '16rem', gap = 4, as: Element = 'div', children, ref, ...rest }: GridProps) {
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      css={[
        gridStyles,
        { gap: space[gap], gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidth}), 1fr))` },
      ]}
    >
      {children}
    </Element>
  );
}
