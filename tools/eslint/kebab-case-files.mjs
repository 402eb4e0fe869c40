import path from 'node:path';

// `price-tag.tsx`, `cart.slice.spec.ts`: lower-case words joined by `-`, kinds joined by `.`.
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

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
        if (KEBAB.test(base)) return;
        const suggestion = base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase();
        context.report({ node, messageId: 'name', data: { name: path.basename(context.filename), suggestion } });
      },
    };
  },
};
