// Every module of this library only declares (tokens, styles, components, icons): importing one
// and using nothing of it must do nothing. The storefront's client build relies on it (its
// vite.config.ts marks libs/ui side-effect free, so that the Radix dialog, select and slider stay
// out of pages that do not use them): no registration or global work at module level here.

// Theme
export { theme } from './lib/theme/theme';
export {
  colors,
  space,
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
  layout,
} from './lib/theme/tokens';
export type { HeaderScheme } from './lib/theme/tokens';
export { breakpoints, media } from './lib/theme/breakpoints';
export type { Breakpoint } from './lib/theme/breakpoints';

// Provider
export { UiProvider } from './lib/ui-provider/ui-provider';
export { useDirection, useImageLoader } from './lib/ui-provider/ui-context';
export { useDebouncedValue } from './lib/hooks/use-debounced-value';

// Components
export { Button } from './lib/button/button';
export type { ButtonVariant, ButtonSize } from './lib/button/button';
export { TextField } from './lib/text-field/text-field';

// Forms
export { FormField } from './lib/form-field/form-field';
export { Textarea } from './lib/textarea/textarea';
export { Checkbox } from './lib/checkbox/checkbox';
export type { CheckboxProps } from './lib/checkbox/checkbox';
export { RadioGroup } from './lib/radio/radio';
export type { RadioOption } from './lib/radio/radio';
export { Select } from './lib/select/select';
export { PhoneInput } from './lib/phone-input/phone-input';
export type { PhoneValue } from './lib/phone-input/phone-input';
export { isPhoneComplete } from './lib/phone-input/phone-mask';
export type { PhoneCountry } from './lib/phone-input/phone-mask';
export { Slider } from './lib/slider/slider';
export { QuantityStepper } from './lib/quantity-stepper/quantity-stepper';

// Overlays and navigation
export { Modal } from './lib/modal/modal';
export { Drawer } from './lib/drawer/drawer';
export { Tabs } from './lib/tabs/tabs';
export { Breadcrumbs } from './lib/breadcrumbs/breadcrumbs';
export type { BreadcrumbItem } from './lib/breadcrumbs/breadcrumbs';
export { Pagination } from './lib/pagination/pagination';

// Feedback
export { Toaster, toast } from './lib/toaster/toaster';
export { Card, CardMedia, CardBody, CardFooter } from './lib/card/card';
export { Stack } from './lib/stack/stack';
export { Grid } from './lib/grid/grid';
export { Container } from './lib/container/container';
export { Heading } from './lib/heading/heading';
export { VisuallyHidden, visuallyHiddenStyles } from './lib/visually-hidden/visually-hidden';
export { IsolatedName } from './lib/isolated-name/isolated-name';
export { Badge } from './lib/badge/badge';
export { EmptyState, emptyStateActionStyles } from './lib/empty-state/empty-state';
export { Skeleton } from './lib/skeleton/skeleton';
export { Price } from './lib/price/price';
export type { PriceSize } from './lib/price/price';
export { Image } from './lib/image/image';
export { buildImageUrl, buildResponsiveImage } from './lib/image/image-url';
export type { ImageLoader, ImageSizes } from './lib/image/image-url';
export { LoadingBar } from './lib/loading-bar/loading-bar';

// Icons: one component per icon, each a pure named export (only the imported ones are bundled).
export { createIcon } from './lib/icon/icon';
export type { IconComponent } from './lib/icon/icon';
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
  ChevronStartIcon,
  ChevronEndIcon,
  ArrowEndIcon,
  LocationIcon,
  PhoneIcon,
  CheckIcon,
} from './lib/icon/ui-icons';
export { MailIcon, ClockIcon } from './lib/icon/contact-icons';
export { WhatsappIcon, FacebookIcon, LinkedinIcon, InstagramIcon, YoutubeIcon } from './lib/icon/social-icons';
export { ConsentBanner } from './lib/consent/consent-banner';
export { ConsentPreferences } from './lib/consent/consent-preferences';
export type { ConsentPurposeChoice } from './lib/consent/consent-preferences';
