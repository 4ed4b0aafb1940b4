import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: string[];
}

export interface AxeResult {
  violations: AxeViolation[];
  /** Serious and critical violations: the ones a run fails on. */
  blocking: AxeViolation[];
  passes: number;
}

/**
 * axe-core in the page, WCAG 2.0/2.1 A and AA plus best practices. The script is evaluated through
 * the DevTools protocol, so the site's content security policy (rightly) does not have to allow it.
 */
export async function runAxe(page: Page): Promise<AxeResult> {
  await page.evaluate(AXE_SOURCE);
  const raw = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<unknown> } }).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  });
  const result = raw as {
    violations: Array<{ id: string; impact: AxeViolation['impact']; help: string; nodes: Array<{ target: unknown[] }> }>;
    passes: unknown[];
  };
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
  }));
  return {
    violations,
    blocking: violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    passes: result.passes.length,
  };
}

export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((v) => `${v.impact ?? 'n/a'} ${v.id}: ${v.help} [${v.nodes.join(' | ')}]`).join('\n');
}
