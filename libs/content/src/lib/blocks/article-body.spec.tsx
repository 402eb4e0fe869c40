import { ThemeProvider } from '@emotion/react';
import { theme } from '@storefront/ui';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';

const renderBlocks = (ui: React.ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ArticleBody', () => {
  it('says so when the body is in another language than the page, and marks it (issue 27)', () => {
    const blocks = [{ type: 'paragraph', text: 'Check the chain every week.' }] as const;
    const { container, rerender } = renderBlocks(
      <IntlProvider locale="fr-FR" messages={{ 'content.body.otherLanguage': 'Pas encore traduit. Langue du texte : {language, select, en {anglais} other {{language}}}.' }}>
        <ArticleBody blocks={blocks} language="en" />
      </IntlProvider>,
    );
    expect(screen.getByRole('note').textContent).toBe('Pas encore traduit. Langue du texte : anglais.');
    expect(container.querySelector('[lang="en"]')?.textContent).toBe('Check the chain every week.');

    rerender(
      <ThemeProvider theme={theme}>
        <IntlProvider locale="en-AE" messages={{}}>
          <ArticleBody blocks={blocks} language="en" />
        </IntlProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });
});
