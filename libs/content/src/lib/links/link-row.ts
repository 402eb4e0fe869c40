/**
 * A list of links in one row that scrolls sideways when they do not fit (the blog's categories, the
 * stores' regions): for a list's styles, with its own `gap` and link styles.
 */
export const scrollingLinkRowStyles = {
  display: 'flex',
  margin: 0,
  // Room for the links' focus ring inside the scroll box.
  padding: '2px',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  // It scrolls its links: their width must not widen the page (a grid track sizes to its items' content).
  contain: 'inline-size',
} as const;
