import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now and fails on serious and critical violations, listing each rule with
 * the elements that break it. Call it in each main state of a screen (list, row in edit, dialog open, …).
 */
export async function expectAccessible(
  page: Page,
  options: { include?: string; exclude?: string } = {},
): Promise<void> {
  // In the page itself (axe.run), not axe's default of a partial run per frame finished in a new blank page of the
  // context: the console has no cross-origin frame to need that, and a page opened and closed per check costs more
  // than the check. Only violations are detailed: passes and the rest are counted by axe, never read here.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n    ')}`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
