import { Button, Container, Heading, Stack } from '@storefront/ui';
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { appMessages } from '../app/messages';

/** SPEC §8: 404 'Page Not Found' with 'Page not found: {path}'. The router answers status 404. */
export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <StatusPage title={<FormattedMessage {...appMessages.notFoundTitle} />}>
      <FormattedMessage {...appMessages.notFoundText} values={{ path: pathname }} />
    </StatusPage>
  );
}

/** Fatal or unhandled errors: logged, and a page that never shows a stack trace. */
export function ErrorPage({ error }: ErrorComponentProps) {
  // Logged where it happened: effects never run on the server, so the server logs while rendering.
  if (import.meta.env.SSR) console.error('Unhandled application error', error);
  useEffect(() => {
    console.error('Unhandled application error', error);
  }, [error]);
  return (
    <StatusPage title={<FormattedMessage {...appMessages.errorTitle} />} role="alert">
      <FormattedMessage {...appMessages.errorText} />
    </StatusPage>
  );
}

function StatusPage({ title, role, children }: { title: ReactNode; role?: 'alert'; children: ReactNode }) {
  return (
    <Container as="section" aria-labelledby="status-title" role={role}>
      <Stack gap={4}>
        <Heading level={1} id="status-title">
          {title}
        </Heading>
        <p>{children}</p>
        <div>
          <Button href="/" variant="default">
            <FormattedMessage {...appMessages.errorHome} />
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
