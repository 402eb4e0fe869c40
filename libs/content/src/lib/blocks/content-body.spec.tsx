import { ThemeProvider } from '@emotion/react';
import { theme } from '@storefront/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentBody } from './content-body';

const renderBody = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ContentBody', () => {
  it("renders the page's blocks, and no notice", () => {
    renderBody(<ContentBody blocks={[{ type: 'paragraph', text: 'Only what an order needs.' }]} unavailable="Not loaded." />);
    expect(screen.getByText('Only what an order needs.').tagName).toBe('P');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the page is unavailable where its body would be when it did not load', () => {
    renderBody(<ContentBody blocks={undefined} unavailable="This page is unavailable right now." />);
    expect(screen.getByRole('alert').textContent).toBe('This page is unavailable right now.');
  });
});
