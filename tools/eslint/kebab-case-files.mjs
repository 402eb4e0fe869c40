import path from 'node:path';

// `price-tag.tsx`, `cart.slice.spec.ts`: lower-case words joined by `-`, kinds joined by `.`.
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A route folder's files (docs/adr/0242-one-naming-scheme-for-route-files.md): the router plugin's
 * `__root`, and a route's private parts named with its ignore prefix `-` (`-page.tsx`, `-loader.ts`).
 */
const ROUTES_DIR = /[\\/]src[\\/]routes[\\/]/;
const ROUTE_FILE = /^(?:__root|-?[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*)$/;

/** docs/architecture.md "Conventions": files are kebab-case (components stay PascalCase inside). */
export const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    messages: { name: "File name '{{name}}' is not kebab-case: rename it, e.g. '{{suggestion}}'." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename).replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
        if ((ROUTES_DIR.test(context.filename) ? ROUTE_FILE : KEBAB).test(base)) return;
        const suggestion = base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase();
        context.report({ node, messageId: 'name', data: { name: path.basename(context.filename), suggestion } });
      },
    };
  },
};
