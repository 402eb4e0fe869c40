import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid';

describe('Grid', () => {
  it('keeps list semantics when rendered as a list', () => {
    render(
      <Grid as="ul" aria-label="Regions">
        <li>Dubai</li>
        <li>Sharjah</li>
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Regions' }).tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('fits as many columns of the minimum width as there is room for', () => {
    render(<Grid data-testid="grid" minItemWidth="15rem" gap={2} />);
    const style = getComputedStyle(screen.getByTestId('grid'));
    expect(style.display).toBe('grid');
    expect(style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(min(100%, 15rem), 1fr))');
    expect(style.gap).toBe('0.5rem');
  });
});
