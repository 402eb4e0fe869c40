import { ThemeProvider } from '@emotion/react';
import type { Banner } from '@storefront/api-client';
import { theme, UiProvider } from '@storefront/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HomeHero } from './home-hero';

vi.mock('../../../../../../app/backend-image', () => ({
  useBackendImageUrl: () => (path: string) => `https://api.example/ae/images${path}`,
}));
vi.mock('@storefront/regions', () => ({
  RegionLink: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const image = (name: string, width: number, height: number) => ({ path: `/banners/${name}.svg`, width, height, alt: '' });

const banner: Banner = {
  id: 1,
  slug: 'enduro-season',
  placement: 'home-hero',
  position: 1,
  title: 'Enduro season',
  subtitle: 'Light bikes for rough trails.',
  cta: 'See the bikes',
  link: '/catalog/motorcycles/',
  theme: 'dark',
  images: { desktop: image('hero-desktop', 1920, 800), tablet: image('hero-tablet', 1280, 720), mobile: image('hero-mobile', 750, 900) },
};

/** The whole document, as the SSR host renders it: React hoists resources into its `<head>`. */
function renderDocument(hero: ReactNode) {
  const html = renderToString(
    <html lang="en">
      <head />
      <body>
        <ThemeProvider theme={theme}>{hero}</ThemeProvider>
      </body>
    </html>,
  );
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));
  return { head, body };
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

describe('HomeHero picture (the LCP element of the region home)', () => {
  it('is preloaded from <head> with high priority, each crop for the screens that show it', () => {
    const { head } = renderDocument(<HomeHero banner={banner} heading="Motors in the UAE" lead="Lead" />);
    const links = (head.match(/<link [^>]*>/g) ?? []).map(attributes).filter((link) => link['rel'] === 'preload');
    expect(links).toEqual([
      {
        rel: 'preload',
        href: 'https://api.example/ae/images/banners/hero-mobile.svg',
        as: 'image',
        fetchPriority: 'high',
        media: 'not all and (min-width: 740px)',
      },
      {
        rel: 'preload',
        href: 'https://api.example/ae/images/banners/hero-desktop.svg',
        as: 'image',
        fetchPriority: 'high',
        media: '(min-width: 740px)',
      },
    ]);
  });

  it('has its size (no layout shift), high priority and no lazy loading', () => {
    const { body } = renderDocument(<HomeHero banner={banner} heading="Motors in the UAE" lead="Lead" />);
    const img = attributes(body.match(/<img [^>]*>/)?.[0] ?? '');
    expect(img).toMatchObject({
      src: 'https://api.example/ae/images/banners/hero-mobile.svg',
      width: '750',
      height: '900',
      fetchPriority: 'high',
    });
    expect(img['loading']).toBeUndefined();
    const source = attributes(body.match(/<source [^>]*>/)?.[0] ?? '');
    expect(source).toMatchObject({
      media: '(min-width: 740px)',
      srcSet: 'https://api.example/ae/images/banners/hero-desktop.svg',
      width: '1920',
      height: '800',
    });
  });

  it('asks the image proxy for a phone-sized mobile crop and preloads the same candidates', () => {
    const jpeg = (name: string, width: number, height: number) => ({ path: `/banners/${name}.jpg`, width, height, alt: '' });
    const photos: Banner = { ...banner, images: { desktop: jpeg('hero-desktop', 1920, 640), tablet: jpeg('hero-tablet', 1024, 512), mobile: jpeg('hero-mobile', 750, 900) } };
    const { head, body } = renderDocument(
      <UiProvider imageLoader={{ type: 'proxy', endpoint: '/_img/' }}>
        <HomeHero banner={photos} heading="Motors in the UAE" lead="Lead" />
      </UiProvider>,
    );
    const proxied = (name: string, width: number) =>
      `/_img/?url=https://api.example/ae/images/banners/${name}.jpg&amp;w=${width}`;
    const img = attributes(body.match(/<img [^>]*>/)?.[0] ?? '');
    expect(img).toMatchObject({
      src: proxied('hero-mobile', 750),
      srcSet: `${proxied('hero-mobile', 400)} 400w, ${proxied('hero-mobile', 750)} 750w`,
      sizes: '100vw',
      width: '750',
      height: '900',
      fetchPriority: 'high',
    });
    // No candidate is wider than the 1920 px art; 1440 is the narrowest tablet's (740 px × 1.76) at 1×.
    const desktopSrcSet = `${proxied('hero-desktop', 1440)} 1440w, ${proxied('hero-desktop', 1920)} 1920w`;
    expect(attributes(body.match(/<source [^>]*>/)?.[0] ?? '')['srcSet']).toBe(desktopSrcSet);
    const preloads = (head.match(/<link [^>]*>/g) ?? []).map(attributes).filter((link) => link['rel'] === 'preload');
    expect(preloads.map((link) => [link['media'], link['imageSrcSet'], link['fetchPriority']])).toEqual([
      ['not all and (min-width: 740px)', img['srcSet'], 'high'],
      ['(min-width: 740px)', desktopSrcSet, 'high'],
    ]);
  });

  it('preloads nothing without a banner', () => {
    const { head } = renderDocument(<HomeHero banner={undefined} heading="Motors in the UAE" lead="Lead" />);
    expect(head).not.toContain('rel="preload"');
  });
});
