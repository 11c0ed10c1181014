// First-load gzip JavaScript per page of both apps of the target checkout, measured by this
// checkout's scripts/bundle-size.mjs (`--json --root <target>`), so older checkouts get the same
// measurement.
import { join } from 'node:path';
import type { SuiteContext } from '../context';
import { runToEnd } from '../processes';

interface FirstLoad {
  entry: number;
  /** `english` and `arabic`: with the catalogs the page waits for (checkouts since issues 33 and 34). */
  pages: { page: string; bytes: number; files: number; english?: number; arabic?: number }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function firstLoadJavaScript(context: SuiteContext): Promise<void> {
  const script = join(import.meta.dirname, '..', '..', '..', '..', '..', 'scripts', 'bundle-size.mjs');
  const output = await runToEnd(
    process.execPath,
    [script, '--json', '--root', context.options.target],
    { cwd: context.workDir, env: { PATH: process.env.PATH }, label: 'bundle-size.mjs' },
    120_000,
  );
  const result = JSON.parse(output) as { storefront: FirstLoad; backoffice: FirstLoad };
  for (const [app, figures] of [
    ['storefront', result.storefront],
    ['back office', result.backoffice],
  ] as const) {
    for (const page of figures.pages) {
      context.rows.push({
        section: `first-load JS (${app})`,
        case: page.page,
        note:
          `${kb(page.bytes)} gzip in ${page.files} files (entry ${kb(figures.entry)})` +
          (page.english && page.arabic ? `; English ${kb(page.english)}, Arabic ${kb(page.arabic)}` : ''),
      });
    }
  }
}
