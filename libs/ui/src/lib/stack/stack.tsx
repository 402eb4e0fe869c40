import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { space } from '../theme/tokens';
import type { SpaceToken } from '../theme/tokens';

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifications = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** `column` (default) stacks top to bottom; `row` follows the text direction. */
  direction?: 'column' | 'row';
  /** Gap from the spacing scale. */
  gap?: SpaceToken;
  /** Cross-axis alignment; `start` is the inline start in rows (right in RTL). */
  align?: keyof typeof alignments;
  justify?: keyof typeof justifications;
  /** Lets row items wrap onto the next line. */
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'form' | 'fieldset';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const stackStyles = css({ display: 'flex', minInlineSize: 0, margin: 0 });

/** Lays its children out in a column or a row with a gap from the spacing scale. */
export function Stack({
  direction = 'column',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Element = 'div',
  children,
  ref,
  ...rest
}: StackProps) {
  // `as` is a union of tags whose ref types TypeScript cannot unify; each is an HTMLElement.
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      css={[
        stackStyles,
        {
          flexDirection: direction,
          gap: space[gap],
          alignItems: alignments[align],
          justifyContent: justifications[justify],
          flexWrap: wrap ? 'wrap' : 'nowrap',
        },
      ]}
    >
      {children}
    </Element>
  );
}
