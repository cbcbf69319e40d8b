import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

type AxeWindow = Window & { axe?: typeof axe };

/** What @axe-core/playwright's legacy mode configures: same-origin frames only, its branding. */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * Puts axe-core into every frame of the page that does not have it yet, configured as @axe-core/playwright's legacy
 * mode does. Once per document: a second check of the same page (a dialog opened, a row in edit) runs the axe
 * already there instead of sending and parsing its 650 kB again (AxeBuilder does that twice a check).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object')) continue;
      await frame.evaluate(axe.source);
      await frame.evaluate(CONFIGURE);
    } catch {
      // A frame that went away meanwhile (e.g. the sign-in's hidden frame): AxeBuilder skips it too.
    }
  }
}

/**
 * Runs axe-core on the page as it is now and fails on serious and critical violations, listing each rule with
 * the elements that break it. Call it in each main state of a screen (list, row in edit, dialog open, …).
 */
export async function expectAccessible(
  page: Page,
  /** `soft`: the test goes on and fails at its end (a walk through many screens checks each of them). */
  options: { include?: string; exclude?: string; soft?: boolean } = {},
): Promise<void> {
  // In the page itself (axe.run, as @axe-core/playwright's legacy mode), not axe's default of a partial run per frame
  // finished in a new blank page of the context: the console has no cross-origin frame to need that, and a page
  // opened and closed per check costs more than the check. Only violations are asked for and sent back.
  await injectAxe(page);
  const answer = await page.evaluate(
    async (context) => {
      try {
        const { violations } = await (window as AxeWindow).axe!.run(context, { resultTypes: ['violations'] });
        return {
          error: null,
          violations: violations.map((v) => ({
            id: v.id,
            impact: v.impact ?? null,
            help: v.help,
            nodes: v.nodes.map((n) => ({
              target: n.target.join(' '),
              summary: n.failureSummary?.split('\n').slice(1, 2).join('') ?? '',
            })),
          })),
        };
      } catch (error) {
        return { error: (error as Error).message, violations: [] };
      }
    },
    { include: options.include ? [options.include] : [], exclude: options.exclude ? [options.exclude] : [] },
  );
  if (answer.error !== null) throw new Error(`axe-core: ${answer.error}`);
  const serious = answer.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target} ${n.summary}`).join('\n    ')}`,
    );
  (options.soft ? expect.soft : expect)(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
