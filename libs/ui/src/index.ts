// Every module of this library only declares (tokens, styles, components, icons): importing one
// and using nothing of it must do nothing. The storefront's client build relies on it (its
// vite.config.ts marks libs/ui side-effect free, so that the Radix dialog, select and slider stay
// out of pages that do not use them): no registration or global work at module level here.

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
  headerSchemes,
  iconSizes,
  layout,
} from './lib/theme/tokens';
export type { ColorToken, SpaceToken, FontSizeToken, HeaderScheme } from './lib/theme/tokens';
export { breakpoints, media, deviceClassForWidth } from './lib/theme/breakpoints';
export type { Breakpoint, DeviceClass } from './lib/theme/breakpoints';

// Provider
export { UiProvider } from './lib/ui-provider/ui-provider';
export type { UiProviderProps } from './lib/ui-provider/ui-provider';
export { GlobalStyles } from './lib/ui-provider/global-styles';
export { useDirection, useImageLoader } from './lib/ui-provider/ui-context';
export { useDebouncedValue } from './lib/hooks/use-debounced-value';
export type { Direction } from './lib/ui-provider/ui-context';

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

// Forms
export { FormField } from './lib/form-field/form-field';
export type { FormFieldProps, FieldControlProps } from './lib/form-field/form-field';
export { Input } from './lib/input/input';
export type { InputProps } from './lib/input/input';
export { Textarea } from './lib/textarea/textarea';
export type { TextareaProps } from './lib/textarea/textarea';
export { Checkbox } from './lib/checkbox/checkbox';
export type { CheckboxProps } from './lib/checkbox/checkbox';
export { Radio, RadioGroup } from './lib/radio/radio';
export type { RadioProps, RadioGroupProps, RadioOption } from './lib/radio/radio';
export { Select } from './lib/select/select';
export type { SelectProps, SelectOption, SelectOptionGroup } from './lib/select/select';
export { PhoneInput } from './lib/phone-input/phone-input';
export type { PhoneInputProps, PhoneValue } from './lib/phone-input/phone-input';
export {
  formatPhone,
  parsePhoneMask,
  phoneMaskDigitCount,
  phoneDigits,
  nationalDigits,
  isPhoneComplete,
  toE164,
  phoneMaskPlaceholder,
} from './lib/phone-input/phone-mask';
export type { PhoneCountry, PhoneMaskToken } from './lib/phone-input/phone-mask';
export { Slider, sliderThumbLabel } from './lib/slider/slider';
export type { SliderProps, SliderThumbLabels } from './lib/slider/slider';
export {
  SLIDER_DEFAULTS,
  SLIDER_PAGE_STEPS,
  snapToStep,
  clampValue,
  normalizeSliderValues,
  parseTypedNumber,
} from './lib/slider/slider-values';
export type { SliderBounds } from './lib/slider/slider-values';
export { QuantityStepper, clampQuantity, quantityStepperSizes } from './lib/quantity-stepper/quantity-stepper';
export type { QuantityStepperProps, QuantityStepperSize } from './lib/quantity-stepper/quantity-stepper';
export { PriceRangeSlider } from './lib/price-range-slider/price-range-slider';
export type { PriceRangeSliderProps, PriceRange } from './lib/price-range-slider/price-range-slider';

// Overlays and navigation
export { Modal, modalSizes } from './lib/modal/modal';
export type { ModalProps, ModalSize } from './lib/modal/modal';
export type { DialogBaseProps } from './lib/modal/dialog-parts';
export { Drawer, drawerSides, drawerSizes } from './lib/drawer/drawer';
export type { DrawerProps, DrawerSide, DrawerSize } from './lib/drawer/drawer';
export { Tabs, tabsVariants } from './lib/tabs/tabs';
export type { TabsProps, TabItem, TabsVariant } from './lib/tabs/tabs';
export { Breadcrumbs } from './lib/breadcrumbs/breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './lib/breadcrumbs/breadcrumbs';
export { Pagination } from './lib/pagination/pagination';
export type { PaginationProps, PaginationLinkProps } from './lib/pagination/pagination';
export { paginationRange } from './lib/pagination/pagination-range';
export type { PaginationItem, PaginationRangeOptions } from './lib/pagination/pagination-range';

// Feedback
export { Toaster, toast, toastTypes, TOASTER_DEFAULTS, TOASTER_STYLE_HASH } from './lib/toaster/toaster';
export type { ToasterProps, ToastOptions, ToastType } from './lib/toaster/toaster';
export { Card, CardMedia, CardBody, CardFooter } from './lib/card/card';
export type { CardProps, CardSectionProps } from './lib/card/card';
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
export { IsolatedName, nameParts } from './lib/isolated-name/isolated-name';
export type { IsolatedNameProps, NamePart } from './lib/isolated-name/isolated-name';
export { Badge, badgeKinds, badgeSizes } from './lib/badge/badge';
export type { BadgeProps, BadgeKind, BadgeSize } from './lib/badge/badge';
export { EmptyState, emptyStateActionStyles } from './lib/empty-state/empty-state';
export type { EmptyStateProps } from './lib/empty-state/empty-state';
export { Skeleton, skeletonShapes } from './lib/skeleton/skeleton';
export type { SkeletonProps, SkeletonShape } from './lib/skeleton/skeleton';
export { Price, priceSizes } from './lib/price/price';
export type { PriceProps, PriceSize } from './lib/price/price';
export { formatPrice, storefrontCurrencies } from './lib/price/format-price';
export type { FormatPriceOptions } from './lib/price/format-price';
export { Image } from './lib/image/image';
export type { ImageProps } from './lib/image/image';
export {
  buildImageUrl,
  buildSrcSet,
  buildResponsiveImage,
  resolveSizes,
  loadImageMetadata,
  imagePresets,
  IMAGE_DEFAULTS,
} from './lib/image/image-url';
export { IMAGE_WIDTHS, snapImageWidth } from './lib/image/image-params';
export type {
  ImageLoader,
  ImageTransform,
  ImageFormat,
  ImageFit,
  ImageQuality,
  ImagePreset,
  ImageSizes,
  ImageMetadata,
  ResponsiveImage,
  LoadImageMetadataOptions,
} from './lib/image/image-url';
export { LoadingBar } from './lib/loading-bar/loading-bar';
export type { LoadingBarProps } from './lib/loading-bar/loading-bar';
export { createLoadingIndicator, estimatedProgress, LOADING_BAR_DEFAULTS } from './lib/loading-bar/loading-indicator';
export type {
  LoadingIndicator,
  LoadingIndicatorOptions,
  LoadingIndicatorState,
} from './lib/loading-bar/loading-indicator';

// Icons: one component per icon, each a pure named export (only the imported ones are bundled).
export { createIcon, DEFAULT_ICON_SIZE } from './lib/icon/icon';
export type { IconProps, IconComponent, IconOptions } from './lib/icon/icon';
export {
  FavouritesIcon,
  ShowroomIcon,
  TestDriveIcon,
  PreOrderIcon,
  DeliveryIcon,
  WarrantyIcon,
  InstallmentIcon,
  SupportIcon,
} from './lib/icon/product-icons';
export {
  SearchIcon,
  CartIcon,
  CompareIcon,
  MenuIcon,
  CloseIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ChevronStartIcon,
  ChevronEndIcon,
  ArrowStartIcon,
  ArrowEndIcon,
  ArrowUpIcon,
  ArrowDownIcon,
  LocationIcon,
  PhoneIcon,
  CheckIcon,
} from './lib/icon/ui-icons';
export { MailIcon, ClockIcon } from './lib/icon/contact-icons';
export { WhatsappIcon, FacebookIcon, LinkedinIcon, InstagramIcon, YoutubeIcon } from './lib/icon/social-icons';
