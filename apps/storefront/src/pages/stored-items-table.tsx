import styled from '@emotion/styled';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { STORED_ITEMS, type StoredItem, type StoredItemLifetime } from '../app/storage/storage-registry';
import { storedItemsMessages as messages } from '../app/storage/storage-registry.messages';

/** How long an item stays, in the page's language ("365 days", "Up to 2 years", "Until you close the tab"). */
function lifetimeText(intl: IntlShape, lifetime: StoredItemLifetime): string {
  if ('until' in lifetime) return intl.formatMessage(lifetime.until === 'tab' ? messages.tab : messages.untilRemoved);
  const unit = { day: messages.days, month: messages.months, year: messages.years }[lifetime.unit];
  const duration = intl.formatMessage(unit, { count: lifetime.for });
  return lifetime.upTo ? intl.formatMessage(messages.upTo, { duration }) : duration;
}

const KINDS = { cookie: messages.cookie, localStorage: messages.localStorage, sessionStorage: messages.sessionStorage } as const;
const CATEGORIES = { necessary: messages.necessary, analytics: messages.analytics, marketing: messages.marketing, preferences: messages.preferences } as const;
const SETTERS = { site: messages.site, google: messages.google } as const;

/**
 * The cookie policy's table of everything the site stores in the browser (app/storage/storage-registry.ts),
 * in the page's language: one row per item, its name as the row's header. A table on a desktop screen,
 * where its six columns fit beside the legal pages' menu too; below, each row is a card whose cells name
 * their column themselves (the header row is then only for assistive technology). A media query, not a
 * container query: the Nu Html Checker of the e2e suite knows no `@container`.
 */
export function StoredItemsTable({ items = STORED_ITEMS }: { items?: readonly StoredItem[] }) {
  const intl = useIntl();
  const columns = {
    kind: intl.formatMessage(messages.kind),
    category: intl.formatMessage(messages.category),
    purpose: intl.formatMessage(messages.purpose),
    lifetime: intl.formatMessage(messages.lifetime),
    setBy: intl.formatMessage(messages.setBy),
  };
  return (
    <Frame>
      <Table>
        <caption>{intl.formatMessage(messages.caption)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.name)}</th>
            <th scope="col">{columns.kind}</th>
            <th scope="col">{columns.category}</th>
            <th scope="col">{columns.purpose}</th>
            <th scope="col">{columns.lifetime}</th>
            <th scope="col">{columns.setBy}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={`${item.kind} ${item.name}`}>
              <th scope="row">
                <code dir="ltr">{item.name}</code>
              </th>
              <td data-label={columns.kind}>{intl.formatMessage(KINDS[item.kind])}</td>
              <td data-label={columns.category}>{intl.formatMessage(CATEGORIES[item.category])}</td>
              <td data-label={columns.purpose}>{intl.formatMessage(item.purpose)}</td>
              <td data-label={columns.lifetime}>{lifetimeText(intl, item.lifetime)}</td>
              <td data-label={columns.setBy}>{intl.formatMessage(SETTERS[item.setBy])}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>{intl.formatMessage(messages.placeholders, { example: '{region}' })}</Note>
    </Frame>
  );
}

const Frame = styled.div`
  margin-block: ${({ theme }) => theme.space[8]};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  caption {
    margin-block-end: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: start;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.95em;
    overflow-wrap: anywhere;
  }
  /* Stacked: each row a card, each cell with its column's name before it. */
  thead {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  tbody,
  tr,
  th[scope='row'],
  td {
    display: block;
  }
  tr {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  tr + tr {
    margin-block-start: ${({ theme }) => theme.space[3]};
  }
  th[scope='row'] {
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  td {
    display: grid;
    grid-template-columns: minmax(6rem, 32%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[1]};
  }
  td::before {
    content: attr(data-label);
    /* The column's name is for the eye: assistive technology reads the header row. */
    content: attr(data-label) / '';
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ${({ theme }) => theme.media.up('xl')} {
    thead {
      position: static;
      inline-size: auto;
      block-size: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
    }
    thead {
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      padding: 0;
      border: 0;
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    th[scope='row'],
    td {
      display: table-cell;
      margin: 0;
      padding: ${({ theme }) => theme.space[3]};
      font-size: inherit;
    }
    thead th {
      border-block-end: 2px solid ${({ theme }) => theme.colors.text};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }
    /* The longest names (region_suggestion_dismissed) on one line. */
    thead th:first-of-type {
      inline-size: 15rem;
    }
    td::before {
      content: none;
    }
  }
`;

const Note = styled.p`
  margin-block: ${({ theme }) => theme.space[3]} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
