import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's script, read once; run inside the page with evaluate, which its CSP does not govern. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  readonly id: string;
  readonly impact: string;
  readonly nodes: readonly string[];
}

/**
 * The WCAG 2.2 A/AA violations axe finds on the page as it is now, with
 * their impact and the elements at fault; `impacts` keeps only those.
 */
export async function axeViolations(page: Page, impacts = ['critical', 'serious']): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    // Injected just above: the page has no types for it.
    const axe = (
      globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return found.filter((v) => impacts.includes(v.impact));
}
