/**
 * Accessibility check of the page as it is now (axe-core, WCAG 2.2 A and AA rules, in every spec). The
 * script is evaluated through the DevTools protocol, so the app's Content-Security-Policy does not block it.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/** axe tags a rule by the WCAG version that brought it; 2.2 brought AA rules only (target size 24 × 24 px). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail every e2e spec's automatic check (0 serious or critical findings). */
export const BLOCKING_IMPACTS = ['serious', 'critical'];

export const isBlocking = (v: AxeViolation) => BLOCKING_IMPACTS.includes(v.impact ?? '');

/** The last axe run per page: axe refuses to start while another run is going on the same page. */
const running = new WeakMap<Page, Promise<unknown>>();

/** Runs axe on the page once the previous run there (the automatic check of browser.ts) has ended. */
export function axeViolations(page: Page): Promise<AxeViolation[]> {
  const previous = running.get(page) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => runAxe(page));
  running.set(page, next);
  return next;
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  // A dialog fading in would fail the contrast rule half-way: let transitions end first.
  // Endless ones (spinners) are skipped, and nothing waits longer than a second.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((r) => setTimeout(r, 1000))]);
  });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, TAGS);
}

/** Fails with the rule ids, helps and first offending nodes when axe finds anything. */
export async function expectAccessible(page: Page, where: string) {
  const violations = await axeViolations(page);
  expect(violations, `axe auf ${where}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
}
