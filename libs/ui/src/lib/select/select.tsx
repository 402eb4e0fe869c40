import { css } from '@emotion/react';
import * as SelectPrimitive from '@radix-ui/react-select';
import type { SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { controlStyles } from '../form-field/field-styles';
import { FormField } from '../form-field/form-field';
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from '../icon/ui-icons';
import { colors, fontSizes, fontWeights, radii, shadows, space, zIndices } from '../theme/tokens';
import { useDirection } from '../ui-provider/ui-context';
import type { Direction } from '../ui-provider/ui-context';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

export interface SelectOption {
  /** Non-empty; Radix reserves '' for "no value". */
  value: string;
  label: ReactNode;
  /** Text for typeahead when `label` is not a plain string. */
  textValue?: string;
  disabled?: boolean;
}

export interface SelectOptionGroup {
  label: ReactNode;
  options: readonly SelectOption[];
}

export interface SelectProps {
  /** Visible label, translated by the caller. */
  label: ReactNode;
  /** Keeps the label for assistive technology only (a compact toolbar select). */
  hideLabel?: boolean;
  options: readonly (SelectOption | SelectOptionGroup)[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected ("Choose a city"). */
  placeholder?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form field name: the value is submitted with the form (a hidden native select). */
  name?: string;
  autoComplete?: string;
  id?: string;
  /** Default: the direction of `UiProvider`. */
  dir?: Direction;
  /** `popper` (default) opens below the trigger; `item-aligned` puts the selected item over it, like macOS. */
  position?: 'popper' | 'item-aligned';
  size?: 'sm' | 'md';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

const isGroup = (entry: SelectOption | SelectOptionGroup): entry is SelectOptionGroup => 'options' in entry;

const triggerStyles = css(controlStyles, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  textAlign: 'start',
  cursor: 'pointer',
  '&[data-placeholder]': { color: colors.textMuted },
  '& > span:first-of-type': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 },
});

const smallTriggerStyles = css({ minBlockSize: '2.25rem', paddingBlock: space[1], fontSize: fontSizes.sm });

const iconStyles = css({ display: 'inline-flex', flexShrink: 0, color: colors.textMuted });

const contentStyles = css({
  zIndex: zIndices.popover,
  overflow: 'hidden',
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'min(24rem, var(--radix-select-content-available-height, 24rem))',
  backgroundColor: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  boxShadow: shadows.lg,
});

const viewportStyles = css({ padding: space[1] });

const scrollButtonStyles = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '1.75rem',
  color: colors.textMuted,
  backgroundColor: colors.surface,
  cursor: 'default',
});

const itemStyles = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  minBlockSize: '2.5rem',
  paddingBlock: space[2],
  paddingInlineStart: space[8],
  paddingInlineEnd: space[3],
  borderRadius: radii.sm,
  fontSize: fontSizes.md,
  lineHeight: 1.3,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { backgroundColor: colors.surfaceMuted },
  '&[data-state="checked"]': { fontWeight: fontWeights.semibold },
  '&[data-disabled]': { color: colors.onDisabled, cursor: 'not-allowed' },
});

const indicatorStyles = css({
  position: 'absolute',
  insetInlineStart: space[2],
  display: 'inline-flex',
});

const groupLabelStyles = css({
  paddingBlock: space[2],
  paddingInline: space[3],
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.bold,
  color: colors.textMuted,
  textTransform: 'uppercase',
});

const separatorStyles = css({ blockSize: '1px', marginBlock: space[1], backgroundColor: colors.border });

const hiddenLabelStyles = css({ '& > label': visuallyHiddenStyles });

function Item({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item value={option.value} disabled={option.disabled} textValue={option.textValue} css={itemStyles}>
      <SelectPrimitive.ItemIndicator css={indicatorStyles}>
        <CheckIcon size={18} />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export interface SelectBaseProps
  extends Pick<
    SelectProps,
    | 'options'
    | 'value'
    | 'defaultValue'
    | 'onValueChange'
    | 'placeholder'
    | 'required'
    | 'disabled'
    | 'name'
    | 'autoComplete'
    | 'dir'
    | 'position'
    | 'size'
    | 'open'
    | 'defaultOpen'
    | 'onOpenChange'
  > {
  /** Props for the trigger button: its id, label and description. */
  triggerProps?: ComponentPropsWithoutRef<'button'> & { 'data-testid'?: string };
  /** What the closed trigger shows instead of the selected option's label. */
  valueDisplay?: ReactNode;
  /** Extra styles for the trigger (e.g. a compact country button). */
  triggerCss?: SerializedStyles;
}

/** The select without a label: for composite controls (PhoneInput) that label it themselves. */
export function SelectBase({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  required,
  disabled,
  name,
  autoComplete,
  dir,
  position = 'popper',
  size = 'md',
  open,
  defaultOpen,
  onOpenChange,
  triggerProps,
  valueDisplay,
  triggerCss,
}: SelectBaseProps) {
  const direction = useDirection(dir);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      dir={direction}
      name={name}
      autoComplete={autoComplete}
      disabled={disabled}
      required={required}
    >
      <SelectPrimitive.Trigger
        {...triggerProps}
        aria-required={required || undefined}
        css={[triggerStyles, size === 'sm' && smallTriggerStyles, triggerCss]}
      >
        <SelectPrimitive.Value placeholder={placeholder}>{valueDisplay}</SelectPrimitive.Value>
        <SelectPrimitive.Icon css={iconStyles}>
          <ChevronDownIcon size={20} />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position={position}
          sideOffset={position === 'popper' ? 4 : undefined}
          collisionPadding={8}
          css={contentStyles}
        >
          <SelectPrimitive.ScrollUpButton data-scroll-button="up" css={scrollButtonStyles}>
            <ChevronUpIcon size={18} />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport css={viewportStyles}>
            {options.map((entry, index) =>
              isGroup(entry) ? (
                <SelectPrimitive.Group key={`group-${index}`}>
                  {index > 0 ? <SelectPrimitive.Separator css={separatorStyles} /> : null}
                  <SelectPrimitive.Label css={groupLabelStyles}>{entry.label}</SelectPrimitive.Label>
                  {entry.options.map((option) => (
                    <Item key={option.value} option={option} />
                  ))}
                </SelectPrimitive.Group>
              ) : (
                <Item key={entry.value} option={entry} />
              ),
            )}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton data-scroll-button="down" css={scrollButtonStyles}>
            <ChevronDownIcon size={18} />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

/**
 * A styled Radix select: a button that opens a listbox, typeahead, keyboard and screen reader
 * support, and scroll buttons that auto-scroll every 50 ms while hovered (Radix's timer, SPEC §9).
 */
export function Select({ label, hideLabel = false, hint, error, required, id, className, ...rest }: SelectProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      css={hideLabel ? hiddenLabelStyles : undefined}
    >
      {(field) => (
        <SelectBase
          {...rest}
          required={required}
          triggerProps={{
            id: field.id,
            'aria-describedby': field['aria-describedby'],
            'aria-invalid': field['aria-invalid'],
          }}
        />
      )}
    </FormField>
  );
}
