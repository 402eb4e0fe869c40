import { css } from '@emotion/react';
import { useId } from 'react';
import type { ReactNode, Ref, SVGProps } from 'react';
import { iconSizes } from '../theme/tokens';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Width and height in CSS px (or any CSS length). Default 24 (SPEC §9). */
  size?: number | string;
  /**
   * Gives the icon an accessible name (`role="img"`), for an icon that stands alone. Without it
   * the icon is decorative (`aria-hidden`), as it is next to visible text or inside a labelled
   * button.
   */
  title?: string;
  ref?: Ref<SVGSVGElement>;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

export interface IconOptions {
  /** Pointing icons (arrows, chevrons) flip horizontally in right-to-left text. */
  mirrorInRtl?: boolean;
  /** `stroke` (default): 2 px outlines; `fill`: solid shapes. */
  style?: 'stroke' | 'fill';
}

const DEFAULT_ICON_SIZE = iconSizes.md;

const iconStyles = css({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

// `[dir]` on the nearest ancestor decides; an LTR island inside an RTL page stays unflipped.
const mirrorStyles = css({
  '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  '[dir="rtl"] [dir="ltr"] &': { transform: 'none' },
});

// The paint is a class, not five attributes on every icon: a page draws dozens of icons and its HTML
// carried them all. A part of a drawing may still set its own (`stroke-width` on one path).
const strokeStyles = css({ fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' });
const fillStyles = css({ fill: 'currentColor', stroke: 'none' });

/**
 * Makes one icon component from its 24×24 drawing. Each icon is its own named export built by a
 * pure call, so a bundler keeps only the icons a page imports.
 */
export function createIcon(displayName: string, drawing: ReactNode, options: IconOptions = {}): IconComponent {
  const { mirrorInRtl = false, style = 'stroke' } = options;
  const paint = style === 'fill' ? fillStyles : strokeStyles;
  const styles = mirrorInRtl ? [iconStyles, paint, mirrorStyles] : [iconStyles, paint];

  function Icon({ size = DEFAULT_ICON_SIZE, title, ref, ...rest }: IconProps) {
    const titleId = useId();
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        focusable="false"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        aria-labelledby={title ? titleId : undefined}
        data-icon={displayName}
        {...rest}
        ref={ref}
        css={styles}
      >
        {title ? <title id={titleId}>{title}</title> : null}
        {drawing}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
