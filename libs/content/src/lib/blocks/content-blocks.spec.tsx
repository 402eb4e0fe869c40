import { ThemeProvider } from '@emotion/react';
import { theme } from '@storefront/ui';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
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

  it('says so when the body is in another language than the page, and marks it (issue 27)', () => {
    const blocks = [{ type: 'paragraph', text: 'Check the chain every week.' }] as const;
    const { container, rerender } = renderBlocks(
      <IntlProvider locale="fr-FR" messages={{ 'content.body.otherLanguage': 'Pas encore traduit. Langue du texte : {language, select, en {anglais} other {{language}}}.' }}>
        <ContentBlocks blocks={blocks} language="en" />
      </IntlProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe('Pas encore traduit. Langue du texte : anglais.');
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('Check the chain every week.');

    rerender(
      <ThemeProvider theme={theme}>
        <IntlProvider locale="en-AE" messages={{}}>
          <ContentBlocks blocks={blocks} language="en" />
        </IntlProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('shows markup in a text as text, never as elements', () => {
    const { container } = renderBlocks(
      <ContentBlocks blocks={[{ type: 'paragraph', text: '<img src=x onerror="alert(1)"> & <b>bold</b>' }]} />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> & <b>bold</b>')).toBeTruthy();
  });
});
