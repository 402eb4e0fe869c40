import express, { type RequestHandler } from 'express';

/**
 * `/images/…`: the generated SVG files, as static files. SVG can carry script, so each answer
 * gets a CSP that forbids everything but inline styles, and nosniff (security-headers) keeps
 * browsers from reading it as anything else. Files never change for a path once written.
 */
export function serveImages(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    dotfiles: 'ignore',
    redirect: false,
    fallthrough: true,
    maxAge: '1d',
    setHeaders: (res) => {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
