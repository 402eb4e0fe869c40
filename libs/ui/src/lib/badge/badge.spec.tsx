import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { Badge, badgeColors, badgeKinds } from './badge';

describe('Badge', () => {
  it('has the five badges of SPEC §1', () => {
    expect(badgeKinds).toEqual(['best-seller', 'new', 'sale', 'limited-stock', 'pre-order']);
  });

  it('shows the translated label given to it and names its kind', () => {
    render(<Badge kind="sale">Rebajas −20 %</Badge>);
    const badge = screen.getByText('Rebajas −20 %');
    expect(badge.getAttribute('data-badge')).toBe('sale');
  });

  it('gives each kind a different look', () => {
    render(
      <>
        {badgeKinds.map((kind) => (
          <Badge key={kind} kind={kind}>
            {kind}
          </Badge>
        ))}
      </>,
    );
    const classes = badgeKinds.map((kind) => screen.getByText(kind).className);
    expect(new Set(classes).size).toBe(badgeKinds.length);
  });

  it.each(Object.entries(badgeColors))('the %s badge has text contrast of at least 4.5:1', (_kind, { color, background }) => {
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
