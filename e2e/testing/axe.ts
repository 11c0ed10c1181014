import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

// axe-core on the page as it is now; 'serious' and 'critical' violations fail the test with a list a
// person can act on (rule, impact, help, the offending elements and axe's own summary).

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const FAILING_IMPACTS = new Set(['serious', 'critical']);
const NODES_SHOWN = 5;

export interface AxeOptions {
  /** CSS selectors left out of the scan. */
  exclude?: string[];
  /** Scan only inside this selector. */
  include?: string;
  /** Rule ids turned off, each with a reason in the caller. */
  disableRules?: string[];
  /** Record the failure and let the test go on (several states checked in one test). */
  soft?: boolean;
}

function describe(violation: Violation): string {
  const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
    const target = node.target.map(String).join(' ');
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
    return `    - ${target}\n      ${node.html.replace(/\s+/g, ' ').slice(0, 200)}\n      ${summary}`;
  });
  const more = violation.nodes.length > NODES_SHOWN ? `\n    ... and ${violation.nodes.length - NODES_SHOWN} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n    ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
}

export function formatViolations(violations: readonly Violation[]): string {
  return violations.map(describe).join('\n');
}

/** Runs axe; attaches any violations to the report; fails on serious or critical ones. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  options: AxeOptions = {},
): Promise<AxeResults> {
  // Passes and incomplete results are not reported: skipping their details saves time on big pages.
  // Legacy mode runs axe in the page itself. The default opens a blank page per scan to merge the
  // results of cross-origin frames, which cost 2 of the scan's 3.3 CPU-seconds (measured on /home)
  // and bought nothing: no page of the product has a frame.
  expect(page.frames(), `${label}: a page with a frame needs AxeBuilder's default mode`).toHaveLength(1);
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();

  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  if (results.violations.length > 0) {
    await testInfo.attach(`axe ${label}`, {
      body: JSON.stringify({ url: page.url(), violations: results.violations }, null, 2),
      contentType: 'application/json',
    });
  }
  if (minor.length > 0) {
    testInfo.annotations.push({
      type: 'axe (minor/moderate)',
      description: `${label}: ${minor.map((violation) => `${violation.id} (${violation.impact})`).join(', ')}`,
    });
  }
  (options.soft ? expect.soft : expect)(
    failing.length,
    `${failing.length} serious/critical accessibility violation(s) on ${label} (${page.url()}):\n${formatViolations(failing)}\n`,
  ).toBe(0);
  return results;
}
