import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../ui-provider/ui-provider';
import { Image } from './image';
import {
  buildImageUrl,
  buildResponsiveImage,
  buildSrcSet,
  IMAGE_DEFAULTS,
  loadImageMetadata,
  resolveSizes,
} from './image-url';
import type { ImageLoader } from './image-url';
import { IMAGE_WIDTHS, snapImageWidth } from './image-params';

const cdn: ImageLoader = { type: 'cdn', baseUrl: 'https://cdn.example.com/img/' };
const proxy: ImageLoader = { type: 'proxy', endpoint: '/_img/' };

describe('buildImageUrl', () => {
  it('writes a CDN resizing path with quality 85 and format auto by default', () => {
    expect(buildImageUrl('/media/products/gen-3500.jpg', { width: 640, height: 480, fit: 'cover' }, cdn)).toBe(
      'https://cdn.example.com/img/w_640,h_480,q_85,f_auto,fit_cover/media/products/gen-3500.jpg',
    );
    expect(IMAGE_DEFAULTS).toEqual({ quality: 85, format: 'auto', densities: [1, 2] });
  });

  it('keeps an absolute source whole after the CDN modifiers', () => {
    expect(buildImageUrl('https://api.example.ae/media/a.png', { width: 100, quality: 60, format: 'webp' }, cdn)).toBe(
      'https://cdn.example.com/img/w_100,q_60,f_webp/https://api.example.ae/media/a.png',
    );
  });

  it('asks the local proxy with the source and the transform as query parameters, leaving out its defaults', () => {
    expect(buildImageUrl('/media/a b.jpg?v=2', { width: 320, height: 200, fit: 'contain' }, proxy)).toBe(
      '/_img/?url=/media/a%20b.jpg%3Fv%3D2&w=320&h=200&fit=contain',
    );
    expect(buildImageUrl('https://api.example/images/a&b.jpg', { width: 64, quality: 'auto:best', format: 'webp' }, proxy)).toBe(
      '/_img/?url=https://api.example/images/a%26b.jpg&w=64&q=auto:best&f=webp',
    );
    expect(buildImageUrl('/a.jpg', { width: 64 }, { type: 'proxy', endpoint: '/img?site=ae' })).toBe('/img?site=ae&url=/a.jpg&w=64');
    // What the proxy reads back is the source as given.
    const url = buildImageUrl('http://127.0.0.1:4000/images/a b+c#d.jpg', { width: 64 }, proxy);
    expect(new URLSearchParams(url.split('?')[1]).get('url')).toBe('http://127.0.0.1:4000/images/a b+c#d.jpg');
  });

  it('asks the proxy for widths of its allow-list only, scaling the height with the width', () => {
    expect(buildImageUrl('/a.jpg', { width: 10 }, proxy)).toBe('/_img/?url=/a.jpg&w=64');
    expect(buildImageUrl('/a.jpg', { width: 300, height: 150 }, proxy)).toBe('/_img/?url=/a.jpg&w=320&h=160');
    expect(buildImageUrl('/a.jpg', { width: 9000 }, proxy)).toBe('/_img/?url=/a.jpg&w=3840');
    // A CDN path keeps the asked width.
    expect(buildImageUrl('/a.jpg', { width: 300 }, cdn)).toBe('https://cdn.example.com/img/w_300,q_85,f_auto/a.jpg');
    for (const width of [1, 63, 64, 65, 500, 1921, 3839, 3840, 5000]) {
      const asked = Number(new URLSearchParams(buildImageUrl('/a.jpg', { width }, proxy).split('?')[1]).get('w'));
      expect(IMAGE_WIDTHS).toContain(asked);
      expect(asked >= Math.min(width, 3840)).toBe(true);
    }
    expect(snapImageWidth(0)).toBe(64);
    expect(snapImageWidth(Number.NaN)).toBe(64);
  });

  it('passes the best automatic quality of the shop preset through', () => {
    expect(buildImageUrl('a.jpg', { width: 10, quality: 'auto:best' }, cdn)).toContain('q_auto:best');
  });

  it('never resizes SVG, data URLs, or with the `none` loader', () => {
    expect(buildImageUrl('/logo.svg', { width: 100 }, cdn)).toBe('/logo.svg');
    expect(buildImageUrl('data:image/png;base64,AAAA', { width: 100 }, proxy)).toBe('data:image/png;base64,AAAA');
    expect(buildImageUrl('/a.jpg', { width: 100 }, { type: 'none' })).toBe('/a.jpg');
  });
});

describe('buildSrcSet', () => {
  it('lists densities 1 and 2, scaling width and height together', () => {
    expect(buildSrcSet('/a.jpg', { width: 300, height: 200 }, cdn)).toBe(
      'https://cdn.example.com/img/w_300,h_200,q_85,f_auto/a.jpg 1x, ' +
        'https://cdn.example.com/img/w_600,h_400,q_85,f_auto/a.jpg 2x',
    );
    expect(buildSrcSet('/a.jpg', { width: 300, height: 200 }, proxy)).toBe('/_img/?url=/a.jpg&w=320&h=213 1x, /_img/?url=/a.jpg&w=640&h=427 2x');
  });

  it('leaves out a density whose width snaps to the one before', () => {
    expect(buildSrcSet('/a.jpg', { width: 3000 }, proxy, [1, 2])).toBe('/_img/?url=/a.jpg&w=3840 1x');
  });

  it('is empty when nothing can be resized', () => {
    expect(buildSrcSet('/a.jpg', { width: 300 }, { type: 'none' })).toBeUndefined();
    expect(buildSrcSet('/a.svg', { width: 300 }, cdn)).toBeUndefined();
  });
});

describe('sizes', () => {
  it('turns a breakpoint map into a sizes attribute, widest breakpoint first', () => {
    expect(resolveSizes({ default: '100vw', md: '50vw', xl: '400px' })).toEqual({
      sizes: '(min-width: 1270px) 400px, (min-width: 740px) 50vw, 100vw',
      // 100vw up to md (740), 50vw up to xl (635), 400 px.
      widths: [740, 635, 400],
    });
  });

  it('asks for the widest phone too when phones share a size with wider screens', () => {
    // 100vw from 0 up to lg (1024): a 412 px phone at 1.75× wants ~721 px, not the tablet's 1024.
    expect(resolveSizes({ default: '100vw', lg: '60vw', '5xl': '960px' }).widths).toEqual([740, 1024, 990, 960]);
    // A phone-only range needs nothing more.
    expect(resolveSizes({ default: '50vw', md: '33vw' }).widths).toEqual([370, 1268]);
  });

  it('builds a width srcset with 1x and 2x of every displayed width, snapped to the allow-list', () => {
    const image = buildResponsiveImage('/a.jpg', { width: 2560, height: 1920, sizes: { default: '100vw', xl: '400px' } }, proxy);
    expect(image.sizes).toBe('(min-width: 1270px) 400px, 100vw');
    // 400 and 800 at 400 px; 1270 and 2540 for the widest phone-to-tablet layout (100vw up to xl);
    // 740 and 1480 for the widest phone (md).
    expect(image.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '400w',
      '750w',
      '828w',
      '1280w',
      '1600w',
      '2560w',
    ]);
    expect(image.srcSet).toContain('/_img/?url=/a.jpg&w=1280&h=960 1280w');
    expect(image.src).toBe('/_img/?url=/a.jpg&w=2560&h=1920');
  });

  it('asks the proxy for no candidate wider than the picture itself', () => {
    const image = buildResponsiveImage('/a.jpg', { width: 1200, sizes: { default: '100vw', lg: '50vw' } }, proxy);
    // 100vw up to lg: 1024 and 2048 (and 740, 1480 for the widest phone); 50vw up to 4K: 1920 and
    // 3840; the picture is 1200 wide.
    expect(image.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['750w', '1080w', '1280w']);
  });

  it('passes a sizes string through with candidates at 1x and 2x the width', () => {
    const image = buildResponsiveImage('/a.jpg', { width: 500, sizes: '(min-width: 740px) 500px, 100vw' }, cdn);
    expect(image.sizes).toBe('(min-width: 740px) 500px, 100vw');
    expect(image.srcSet).toBe(
      'https://cdn.example.com/img/w_500,q_85,f_auto/a.jpg 500w, https://cdn.example.com/img/w_1000,q_85,f_auto/a.jpg 1000w',
    );
    expect(buildResponsiveImage('/a.jpg', { width: 500, sizes: '100vw' }, proxy).srcSet).toBe(
      '/_img/?url=/a.jpg&w=560 560w, /_img/?url=/a.jpg&w=1080 1080w',
    );
  });
});

describe('Image', () => {
  it('is lazy by default, with width and height always set and a 1x/2x srcset', () => {
    render(
      <UiProvider imageLoader={cdn}>
        <Image src="/media/gen.jpg" alt="Petrol generator" width={320} height={240} />
      </UiProvider>,
    );
    const image = screen.getByRole('img', { name: 'Petrol generator' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
    expect(image.getAttribute('width')).toBe('320');
    expect(image.getAttribute('height')).toBe('240');
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/img/w_320,h_240,q_85,f_auto/media/gen.jpg');
    expect(image.getAttribute('srcset')).toBe(
      'https://cdn.example.com/img/w_320,h_240,q_85,f_auto/media/gen.jpg 1x, ' +
        'https://cdn.example.com/img/w_640,h_480,q_85,f_auto/media/gen.jpg 2x',
    );
  });

  it('asks the proxy for its picture at allowed widths, with a box only when given a fit', () => {
    render(
      <>
        <Image src="/gen.jpg" alt="a" width={320} height={240} loader={proxy} />
        <Image src="/gen.jpg" alt="b" width={320} height={240} fit="contain" loader={proxy} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'a' }).getAttribute('srcset')).toBe('/_img/?url=/gen.jpg&w=320 1x, /_img/?url=/gen.jpg&w=640 2x');
    expect(screen.getByRole('img', { name: 'b' }).getAttribute('src')).toBe('/_img/?url=/gen.jpg&w=320&h=240&fit=contain');
  });

  it('loads the LCP image eagerly with high fetch priority', () => {
    render(<Image src="/hero.jpg" alt="" width={1280} height={720} priority sizes={{ default: '100vw' }} loader={proxy} />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('fetchpriority')).toBe('high');
    expect(image?.getAttribute('sizes')).toBe('100vw');
  });

  it('loads an image above the fold eagerly without raising its priority', () => {
    render(<Image src="/card.jpg" alt="" width={320} height={240} loading="eager" loader={cdn} />);
    const image = document.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('uses the preset quality unless one is given', () => {
    const { rerender } = render(<Image src="/a.jpg" alt="A" width={10} height={10} preset="shop" loader={cdn} />);
    expect(screen.getByRole('img').getAttribute('src')).toContain('q_auto:best');
    rerender(<Image src="/a.jpg" alt="A" width={10} height={10} preset="shop" quality={70} loader={cdn} />);
    expect(screen.getByRole('img').getAttribute('src')).toContain('q_70');
  });

  it('keeps the source unchanged without a resizing loader', () => {
    render(<Image src="/a.jpg" alt="A" width={10} height={10} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/a.jpg');
    expect(screen.getByRole('img').hasAttribute('srcset')).toBe(false);
  });
});

describe('loadImageMetadata', () => {
  it('gives the natural size and ratio', async () => {
    await expect(loadImageMetadata('/a.jpg', { read: async () => ({ width: 800, height: 600 }) })).resolves.toEqual({
      width: 800,
      height: 600,
      ratio: 800 / 600,
    });
  });

  it('logs a failure and yields zeros (SPEC §8)', async () => {
    const log = vi.fn();
    const error = new Error('404');
    await expect(
      loadImageMetadata('/missing.jpg', { read: () => Promise.reject(error), log }),
    ).resolves.toEqual({ width: 0, height: 0, ratio: 0 });
    expect(log).toHaveBeenCalledWith('Image metadata failed', { url: '/missing.jpg', error });
  });

  it('treats a zero-sized result as a failure and logs to the console by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadImageMetadata('/a.jpg', { read: async () => ({ width: 0, height: 0 }) })).resolves.toEqual({
      width: 0,
      height: 0,
      ratio: 0,
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
