import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Given to AxeBuilder as axe-core's source when the page holds axe already: nothing to evaluate. */
const ALREADY_INJECTED = ';';

/**
 * axe-core's violations on the page, or inside the element `include` selects, by the rules axe enables by default:
 * WCAG 2.0 and 2.1 A and AA and axe's best practices (not target-size and the AAA rules). The suite has always run
 * these: the WCAG tags it once chose with `withTags()` were dropped by the `options()` that followed (it replaces
 * them). Only violations are collected (axe then skips describing every node that passes).
 *
 * A page without frames is analysed in place with axe.run (AxeBuilder's legacy mode): the default runs axe per frame
 * and combines the results in a new blank page, which costs 2–3 times as much (measured on the planning grid: 5.5 s →
 * 2 s) for the same violations. There axe-core (1.3 MB of script, which AxeBuilder evaluates twice per analysis) is put
 * into the page once and used by every later analysis of the same document: a scoped check of a dialog then takes about
 * half as long. A page with frames (the survey embedded in its parent, on another origin) keeps the default, which also
 * looks into cross-origin frames.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const framed = page.frames().length > 1;
  const injected = !framed && (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  const builder = new AxeBuilder({ page, axeSource: injected ? ALREADY_INJECTED : undefined }).setLegacyMode(!framed).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}
