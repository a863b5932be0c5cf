import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, injected into the page under test (never part of the app's bundle). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the check. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

declare const axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
declare const window: { axe?: unknown };
declare const document: { getAnimations(): Array<{ effect: { getTiming(): { iterations?: number } } | null; finished: Promise<unknown> }> };

/**
 * Runs axe once on the page (WCAG 2.x A and AA rules and best practices) and returns one line per
 * serious or critical finding, and per finding of any impact of the rules in `everyFindingOf` (the
 * landmark and heading rules, say, are of moderate impact): the page, the rule, its impact and the
 * elements it names. Colours are measured once the page's fades and colour changes have ended: a
 * menu still fading in blends its text with what lies behind it.
 */
export async function axeFindings(page: Page, where: string, everyFindingOf: readonly string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.addScriptTag({ content: AXE_SOURCE });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  return violations
    .filter((violation) => everyFindingOf.includes(violation.id) || (violation.impact !== null && BLOCKING_IMPACTS.includes(violation.impact)))
    .map((violation) => {
      const targets = violation.nodes.map((node) => `${JSON.stringify(node.target)}${node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)})` : ''}`);
      return `${where}: ${violation.id} [${violation.impact ?? 'none'}] ${violation.help}\n    ${targets.join('\n    ')}`;
    });
}
