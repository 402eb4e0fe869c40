import { useTheme } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDirection, useImageLoader } from './ui-context';
import { UiProvider } from './ui-provider';

function AccentProbe() {
  const theme = useTheme();
  return <span>{`accent ${theme.colors.accent}, md ${theme.breakpoints.md}`}</span>;
}

describe('UiProvider', () => {
  it('gives components the theme through Emotion', () => {
    render(
      <UiProvider>
        <AccentProbe />
      </UiProvider>,
    );
    expect(screen.getByText('accent #66CC33, md 740')).toBeTruthy();
  });

  it('injects the global styles: box sizing, focus ring and reduced motion', () => {
    render(<UiProvider>content</UiProvider>);
    const css = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain(':focus-visible{outline:2px solid #1F6FEB');
    expect(css).toContain('prefers-reduced-motion: reduce');
  });

  it('does not set a direction: the app owns <html dir>', () => {
    const { container } = render(<UiProvider>content</UiProvider>);
    expect(container.querySelector('[dir]')).toBeNull();
  });
});

function ConfigProbe({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const direction = useDirection(dir);
  const loader = useImageLoader();
  return <span>{`${direction} ${loader.type}`}</span>;
}

describe('UiProvider config', () => {
  it('gives components the page direction and the image loader, as values (no DOM read)', () => {
    render(
      <UiProvider dir="rtl" imageLoader={{ type: 'proxy', endpoint: '/_img/' }}>
        <ConfigProbe />
      </UiProvider>,
    );
    expect(screen.getByText('rtl proxy')).toBeTruthy();
  });

  it('defaults to left to right and unchanged image URLs; a prop overrides the provider', () => {
    render(
      <>
        <ConfigProbe />
        <UiProvider dir="rtl">
          <ConfigProbe dir="ltr" />
        </UiProvider>
      </>,
    );
    expect(screen.getAllByText('ltr none')).toHaveLength(2);
  });

  it('sets the Arabic and Georgian faces by language', () => {
    render(<UiProvider>content</UiProvider>);
    const css = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/:lang\(ar\)\{font-family:'Noto Naskh Arabic'/);
    expect(css).toMatch(/:lang\(ka\)\{font-family:'Noto Sans Georgian'/);
  });
});
