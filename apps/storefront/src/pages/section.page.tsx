import { Container, Heading, Stack } from '@storefront/ui';
import { useMatches } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The section's name: its page heading and document title. */
    title?: MessageDescriptor;
  }
}

/**
 * The page of a section whose feature has not arrived yet: its layout and heading, so every route of
 * SPEC §2 exists, renders and has its head tags.
 */
export function SectionPage() {
  const title = useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1];
      return leaf?.staticData.title ?? (leaf?.context as { title?: MessageDescriptor } | undefined)?.title;
    },
  });
  return (
    <Container as="section" aria-labelledby="section-title">
      <Stack gap={4}>
        <Heading level={1} id="section-title">
          {title ? <FormattedMessage {...title} /> : null}
        </Heading>
      </Stack>
    </Container>
  );
}
