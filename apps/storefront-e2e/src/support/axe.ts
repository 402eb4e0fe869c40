import axe from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** The WCAG 2.0–2.2 A/AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every axe violation of the page as it is now, as `rule: selectors` for a readable failure. axe-core
 * runs in the page, evaluated through the DevTools protocol, so the page's CSP does not apply to it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
  }, WCAG_TAGS);
  return violations.map(({ id, targets }) => `${id}: ${targets.join(', ')}`);
}
