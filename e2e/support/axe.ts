// axe-core in the page: the accessibility rules every screen is checked against.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './flows.ts';

// Evaluated by the test driver rather than added as a <script>: the app's Content-Security-Policy
// (no inline scripts) stays enforced while axe runs.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Serious and critical axe violations of the page as it is now, at both reference widths (or those given). */
export async function seriousViolations(
  page: Page,
  sizes: readonly { width: number; height: number }[] = [PHONE, DESKTOP],
): Promise<string[]> {
  await page.evaluate(axeSource);
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<unknown> } }).axe;
      const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
      return result.violations;
    });
    for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
      found.push(`${size.width}px ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    }
  }
  return found;
}
