import { Button } from '@storefront/ui';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  /** The form is being sent: the button says so and ignores presses. */
  submitting: boolean;
  fullWidth?: boolean;
  /** Emotion's `css` prop arrives as a class name. */
  className?: string;
  children: ReactNode;
}

/**
 * A CRM form's submit button. While the form is sent it stays focusable and says it is busy
 * (`aria-disabled`, not `disabled`, which would drop the shopper's focus to `<body>`); `data-state` is
 * what the e2e tests wait on.
 */
export function SubmitButton({ submitting, fullWidth, className, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="product"
      aria-disabled={submitting || undefined}
      aria-busy={submitting || undefined}
      data-state={submitting ? 'submitting' : 'ready'}
      fullWidth={fullWidth}
      className={className}
    >
      {children}
    </Button>
  );
}
