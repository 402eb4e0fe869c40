import { Button, Container, Heading, Stack } from '@storefront/ui';
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appMessages } from '../app/messages';

/** SPEC §8: 404 'Page Not Found' with 'Page not found: {path}'. The router answers status 404. */
export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Container as="section" aria-labelledby="status-title">
      <Stack gap={4}>
        <Heading level={1} id="status-title">
          <FormattedMessage {...appMessages.notFoundTitle} />
        </Heading>
        <p>
          <FormattedMessage {...appMessages.notFoundText} values={{ path: pathname }} />
        </p>
        <div>
          <Button href="/" variant="default">
            <FormattedMessage {...appMessages.errorHome} />
          </Button>
        </div>
      </Stack>
    </Container>
  );
}

/** Fatal or unhandled errors: logged, and a page that never shows a stack trace. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const intl = useIntl();
  useEffect(() => {
    console.error('Unhandled application error', error);
  }, [error]);
  return (
    <Container as="section" aria-labelledby="status-title" role="alert">
      <Stack gap={4}>
        <Heading level={1} id="status-title">
          {intl.formatMessage(appMessages.errorTitle)}
        </Heading>
        <p>
          <FormattedMessage {...appMessages.errorText} />
        </p>
        <div>
          <Button href="/" variant="default">
            <FormattedMessage {...appMessages.errorHome} />
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
