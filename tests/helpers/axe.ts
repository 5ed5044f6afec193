import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe in the page and returns its serious and critical violations (the bar), and those of
 * the rules in `alsoRules` whatever their impact (`landmark-unique` is a moderate one). The page's
 * context needs `bypassCSP: true`: the product's CSP rightly refuses the injected script.
 */
export async function seriousViolations(page: Page, alsoRules: string[] = []): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || alsoRules.includes(violation.id),
    )
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target })),
    }));
}
