import { defineMessages, type NoMessageValues } from 'react-intl';

export const navigationMessages = defineMessages<{ loading: NoMessageValues }>({
  loading: { id: 'app.navigation.loading', defaultMessage: 'Loading page' },
});
