import { css } from '@emotion/react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { colors, durations, fontSizes, fontWeights, layout, radii, space } from '../theme/tokens';
import { useDirection } from '../ui-provider/ui-context';
import type { Direction } from '../ui-provider/ui-context';

interface TabItem {
  /** Unique and stable (a region code, a slug): it is the selected value. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export const tabsVariants = ['line', 'pills'] as const;
type TabsVariant = (typeof tabsVariants)[number];

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, translated ("Regions"). */
  label: string;
  value?: string;
  /** Default: the first enabled tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` (default) shows a panel as its tab gets focus; `manual` waits for Enter/Space. */
  activationMode?: 'automatic' | 'manual';
  variant?: TabsVariant;
  /** Default: the direction of `UiProvider`; arrow keys follow it. */
  dir?: Direction;
  className?: string;
}

const listStyles = css({
  display: 'flex',
  gap: space[1],
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  // Room for the focus ring of the tabs inside the scroll box.
  padding: '2px',
});

const lineListStyles = css({ borderBlockEnd: `1px solid ${colors.border}` });

const triggerBase = css({
  flexShrink: 0,
  minBlockSize: layout.minTarget,
  paddingBlock: space[2],
  paddingInline: space[4],
  border: 0,
  backgroundColor: 'transparent',
  color: colors.textMuted,
  fontFamily: 'inherit',
  fontSize: fontSizes.md,
  fontWeight: fontWeights.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${durations.fast}, background-color ${durations.fast}, box-shadow ${durations.fast}`,
  '&[data-state="active"]': { color: colors.text },
  '&[data-disabled]': { color: colors.onDisabled, cursor: 'not-allowed' },
  '@media (hover: hover)': { '&:hover:not([data-disabled])': { color: colors.text } },
});

const triggerVariants: Record<TabsVariant, ReturnType<typeof css>> = {
  line: css({
    marginBlockEnd: '-3px',
    boxShadow: 'inset 0 -3px 0 transparent',
    '&[data-state="active"]': { boxShadow: `inset 0 -3px 0 ${colors.ink}` },
  }),
  pills: css({
    borderRadius: radii.pill,
    '&[data-state="active"]': { backgroundColor: colors.ink, color: colors.textInverse },
  }),
};

const panelStyles = css({ paddingBlock: space[4] });

/** Tabs (Radix): arrow keys move between tabs, Home/End jump, the panel follows the tab. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  variant = 'line',
  dir,
  className,
}: TabsProps) {
  const direction = useDirection(dir);
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? firstEnabled) : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
      dir={direction}
      className={className}
    >
      <TabsPrimitive.List aria-label={label} css={[listStyles, variant === 'line' && lineListStyles]}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            css={[triggerBase, triggerVariants[variant]]}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} css={panelStyles}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
