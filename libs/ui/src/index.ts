// Theme
export { theme } from './lib/theme/theme';
export type { UiTheme } from './lib/theme/theme';
export {
  colors,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  radii,
  shadows,
  zIndices,
  durations,
  easings,
  layout,
} from './lib/theme/tokens';
export type { ColorToken, SpaceToken, FontSizeToken } from './lib/theme/tokens';
export { breakpoints, media, deviceClassForWidth } from './lib/theme/breakpoints';
export type { Breakpoint, DeviceClass } from './lib/theme/breakpoints';

// Provider
export { UiProvider } from './lib/ui-provider/ui-provider';
export type { UiProviderProps } from './lib/ui-provider/ui-provider';
export { GlobalStyles } from './lib/ui-provider/global-styles';

// Components
export { Button, buttonVariants, buttonSizes } from './lib/button/button';
export type {
  ButtonProps,
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonVariant,
  ButtonSize,
} from './lib/button/button';
export { TextField } from './lib/text-field/text-field';
export type { TextFieldProps } from './lib/text-field/text-field';
export { Card } from './lib/card/card';
export type { CardProps } from './lib/card/card';
export { Stack } from './lib/stack/stack';
export type { StackProps } from './lib/stack/stack';
export { Grid } from './lib/grid/grid';
export type { GridProps } from './lib/grid/grid';
export { Container } from './lib/container/container';
export type { ContainerProps } from './lib/container/container';
export { Heading } from './lib/heading/heading';
export type { HeadingProps, HeadingLevel } from './lib/heading/heading';
export { VisuallyHidden, visuallyHiddenStyles } from './lib/visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './lib/visually-hidden/visually-hidden';
