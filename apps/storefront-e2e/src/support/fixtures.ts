import { test as base, expect } from '@playwright/test';
import { hydrationState, recordServerElements, waitForHydration, waitForIdle } from './hydration';
import { PageProblemRecorder, type PageProblems } from './page-problems';

export { expect } from '@playwright/test';
export { holdChunk, holdClientEntry, waitForHydration } from './hydration';
export type { PageProblems } from './page-problems';

/** How long the end-of-test check waits for a page that is still hydrating. */
const TEARDOWN_HYDRATION_TIMEOUT_MS = 15_000;

interface StorefrontFixtures {
  /**
   * Runs for every test (auto): records console errors, page errors and failed same-origin
   * documents/scripts/stylesheets of every page in the test's context, and fails the test at its
   * end if any was not declared with `pageProblems.expect(…)` / `expectHttpError(…)`, or if a
   * declared one never happened.
   *
   * Before judging, it lets every open storefront page finish hydrating (see `waitForHydration`),
   * so that hydration mismatches and errors thrown while hydrating are caught even in tests that
   * never wait for hydration themselves. A page that does not hydrate is a problem too.
   */
  pageProblems: PageProblems;
}

export const test = base.extend<StorefrontFixtures>({
  pageProblems: [
    // Depends on `page` so that the page is still open when this checks it at the end.
    async ({ context, page, baseURL, javaScriptEnabled }, provide, testInfo) => {
      if (!baseURL) throw new Error('The storefront tests need `use.baseURL` (playwright.config.ts).');
      const recorder = new PageProblemRecorder(context, new URL(baseURL).origin);
      await context.addInitScript(recordServerElements);

      await provide(recorder);

      if (javaScriptEnabled) {
        for (const open of new Set([page, ...context.pages()])) {
          if (open.isClosed()) continue;
          const state = await open.evaluate(hydrationState).catch(() => 'not-a-storefront-document' as const);
          if (state === 'not-a-storefront-document') continue;
          try {
            await waitForHydration(open, { timeout: TEARDOWN_HYDRATION_TIMEOUT_MS });
            await waitForIdle(open);
          } catch {
            recorder.record({
              kind: 'hydration',
              text: `did not finish hydrating within ${TEARDOWN_HYDRATION_TIMEOUT_MS / 1000} s`,
              url: open.url(),
            });
          }
        }
      }

      const { unexpected, unmet } = recorder.verdict();
      if (recorder.recorded.length) {
        await testInfo.attach('page-problems.json', {
          body: JSON.stringify(recorder.recorded, null, 2),
          contentType: 'application/json',
        });
      }
      expect(unexpected, 'Pages reported problems (console errors, page errors, failed requests)').toEqual([]);
      expect(
        unmet.map(({ kind, text, path, reason }) => ({ kind, text: String(text ?? ''), path: String(path ?? ''), reason })),
        'Problems the test declared as expected did not happen',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
