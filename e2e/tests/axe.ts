import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// Evaluated rather than added as a <script>: the app's Content-Security-Policy (script-src 'self')
// rightly refuses inline scripts, and the check must not weaken it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it stands and fails with every
 * violation listed, so a screen's accessibility is checked where its journey already is. `soft`
 * records the failure and lets a walk over many screens go on, so one run reports them all.
 */
export async function expectNoAxeViolations(page: Page, label: string, options: { soft?: boolean } = {}): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  });
  (options.soft ? expect.soft : expect)(violations, `axe-core violations on ${label}`).toEqual([]);
}
