import { ThemeProvider } from '@emotion/react';
import { theme } from '@storefront/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from './content-blocks';

const renderBlocks = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ContentBlocks', () => {
  it('renders headings, paragraphs and lists in order', () => {
    renderBlocks(
      <ContentBlocks
        blocks={[
          { type: 'heading', text: 'What we collect' },
          { type: 'paragraph', text: 'Only what an order needs.' },
          { type: 'list', items: ['Your name', 'Your phone number'] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What we collect');
    expect(screen.getByText('Only what an order needs.').tagName).toBe('P');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Your name', 'Your phone number']);
  });

  it('puts the headings at the level it is given', () => {
    renderBlocks(<ContentBlocks headingLevel={3} blocks={[{ type: 'heading', text: 'Cookies' }]} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Cookies');
  });

  it('shows markup in a text as text, never as elements', () => {
    const { container } = renderBlocks(
      <ContentBlocks blocks={[{ type: 'paragraph', text: '<img src=x onerror="alert(1)"> & <b>bold</b>' }]} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> & <b>bold</b>')).toBeTruthy();
  });
});
