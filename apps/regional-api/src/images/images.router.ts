import express, { Router, type RequestHandler, type Response } from 'express';
import { drawingOf } from './image-paths';
import type { Rasterizer } from './raster-files';

/** SVG can carry script: every answer forbids everything but inline styles (nosniff is set globally). */
const setHeaders = (res: Response) => {
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
};

/**
 * `/images/…` (and `/{country}/images/…`): the generated SVG drawings and their JPEGs, as static
 * files; mounted anywhere, it reads only the path below its mount. A JPEG asked for before
 * the start-up pass drew it is drawn on the spot. Files never change for a path once written.
 */
export function serveImages(dir: string, rasters?: Rasterizer): RequestHandler {
  const router = Router();
  router.use(express.static(dir, { index: false, dotfiles: 'ignore', redirect: false, fallthrough: true, maxAge: '1d', setHeaders }));
  if (rasters) {
    router.get(/\.jpg$/, async (req, res, next) => {
      const drawing = drawingOf(req.path);
      // Only plain paths: anything encoded, dotted or odd is not an image of ours.
      if (!drawing || !/^(?:\/[\w-]+)+\.svg$/.test(drawing)) return next();
      try {
        const file = await rasters.ensure(drawing);
        if (!file) return next();
        setHeaders(res);
        res.sendFile(file, { maxAge: '1d', dotfiles: 'deny' });
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
