import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { appMessages } from '../app/messages';

/** Here, not in the header's messages: only lazily loaded parts (the row, the drawer) name the list. */
export const sectionLinksMessages = defineMessages<{ label: NoMessageValues }>({
  label: { id: 'shell.header.sections', defaultMessage: 'Site sections' },
});

/**
 * The sections beside the catalogue (SPEC §1: offers, blog, about us with the stores by region, the
 * support centre), each a path below `/{region_locale}/{city?}/`. The header's row (md up), its mobile
 * menu and the footer link all of them, so every section is a link away from any regional page.
 */
export const SECTION_LINKS: readonly { to: string; label: MessageDescriptor }[] = [
  { to: 'offers', label: appMessages.offers },
  { to: 'blog', label: appMessages.blog },
  { to: 'about-us', label: appMessages.aboutUs },
  { to: 'support', label: appMessages.support },
];
