// Lighthouse mobile (its default: emulated phone, simulated slow 4G and 4x CPU slowdown) of
// /home, /services, an item page and a business's page, in English and in Arabic (/ar/...), its
// performance and SEO categories (issue 35: SEO at 100), served by the API from
// the production build, on the system Chromium (CHROME_PATH; Lighthouse never downloads a browser
// here). Each page runs `rounds` times and the run with the median score is kept; its key figures
// are written to docs/performance/lighthouse-<label>.json (the full reports are large and stay in
// the scratch folder).
//
// Each page is measured twice: with Lighthouse's default simulated throttling (Lantern: one fast
// load, then a model of slow 4G and a 4x slower CPU) and with applied throttling (DevTools slows
// the network and the CPU of a real load). The model counts every request that ended before the
// largest paint as delaying it, which is why a server-rendered page starts its script only after
// its first paint (apps/api/src/plugins/entry-after-paint.ts, docs/performance.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../../../../../scripts/chromium-flags.mjs';
import type { SuiteContext } from '../context';
import { runToEnd } from '../processes';

// Lighthouse runs the full browser in its new headless mode (the mode it measures in).
const CHROME_FLAGS = CHROMIUM_FLAGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)).join(' ');
const KEPT_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

/** The two ways Lighthouse can slow a load down to a phone's (see the top of this file). */
const THROTTLING = [
  { name: 'simulated', flags: [] },
  { name: 'applied', flags: ['--throttling-method=devtools'] },
] as const;

interface Summary {
  page: string;
  throttling: (typeof THROTTLING)[number]['name'];
  url: string;
  score: number;
  /** The SEO category's score, and the ids of its audits that did not pass. */
  seo: number;
  seoFailures: string[];
  audits: Record<string, number | undefined>;
  lcpElement?: string;
}

/** Lighthouse 12 nests the LCP element in a list of tables; older versions had it one level up. */
interface LcpItem {
  node?: { snippet?: string };
  items?: LcpItem[];
}

interface Report {
  categories: { performance: { score: number }; seo: { score: number; auditRefs: { id: string; weight: number }[] } };
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: LcpItem[] } }>;
}

/** The SEO audits that count towards its score and did not pass. */
const seoFailures = (report: Report) =>
  report.categories.seo.auditRefs
    .filter(({ id, weight }) => weight > 0 && report.audits[id]?.score !== 1)
    .map(({ id }) => id);

async function runOnce(context: SuiteContext, url: string, file: string, flags: readonly string[]): Promise<Report> {
  await runToEnd(
    join(import.meta.dirname, '..', '..', '..', 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--only-categories=performance,seo',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
      ...flags,
    ],
    {
      cwd: context.workDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      },
      label: `lighthouse ${url}`,
    },
    180_000,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

/**
 * Lighthouse now and then fails to record its trace ("NO_NAVSTART", exit 1) on a page it measured
 * fine a moment before; that run is repeated, twice at most, and the repeats are counted in the
 * table so a page that keeps failing still fails the section.
 */
async function runRepeatingFailures(
  context: SuiteContext,
  url: string,
  file: string,
  flags: readonly string[],
  repeated: { count: number },
): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(context, url, file, flags);
    } catch (error) {
      if (attempt === 3) throw error;
      repeated.count += 1;
      context.log(`  that run failed (${error instanceof Error ? error.message : String(error)}); again`);
    }
  }
}

function lcpSnippet(item: LcpItem | undefined): string | undefined {
  return item?.node?.snippet ?? (item?.items?.[0] ? lcpSnippet(item.items[0]) : undefined);
}

export async function lighthouseMobile(context: SuiteContext, apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/service-items?Limit=1`, { signal: AbortSignal.timeout(60_000) });
  const item = ((await response.json()) as { Items: { ServiceItemId: string; ProviderId: string }[] }).Items[0];
  const englishPages = [
    { page: '/home', path: '/home' },
    { page: '/services', path: '/services' },
    { page: 'item page', path: `/services/${item?.ServiceItemId}` },
    { page: 'brand page', path: `/brands/${item?.ProviderId}` },
  ];
  const pages = [
    ...englishPages,
    ...englishPages.map(({ page, path }) => ({
      page: page.startsWith('/') ? `/ar${page}` : `Arabic ${page}`,
      path: `/ar${path}`,
    })),
  ];
  const summaries: Summary[] = [];
  for (const throttling of THROTTLING) {
    for (const { page, path } of pages) {
      const runs: Report[] = [];
      const repeated = { count: 0 };
      for (let round = 0; round < context.options.rounds; round += 1) {
        context.log(`  ${page}, ${throttling.name} throttling, run ${round + 1}`);
        const file = join(context.workDir, `lighthouse-${round}.json`);
        runs.push(await runRepeatingFailures(context, `${apiUrl}${path}`, file, throttling.flags, repeated));
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const kept = runs[Math.floor(runs.length / 2)]!;
      const summary: Summary = {
        page,
        throttling: throttling.name,
        url: path,
        score: kept.categories.performance.score,
        seo: kept.categories.seo.score,
        seoFailures: seoFailures(kept),
        audits: Object.fromEntries(KEPT_AUDITS.map((id) => [id, kept.audits[id]?.numericValue])),
        lcpElement: lcpSnippet(kept.audits['largest-contentful-paint-element']?.details?.items?.[0]),
      };
      summaries.push(summary);
      const ms = (id: string) => Math.round(summary.audits[id] ?? NaN);
      context.rows.push({
        section: `Lighthouse mobile, ${throttling.name} throttling`,
        case: page,
        note: `score ${Math.round(summary.score * 100)}, SEO ${Math.round(summary.seo * 100)}${summary.seoFailures.length ? ` (failed: ${summary.seoFailures.join(', ')})` : ''}, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, FCP ${ms('first-contentful-paint')} ms (scores: ${runs.map((run) => Math.round(run.categories.performance.score * 100)).join('/')})${repeated.count > 0 ? `; ${repeated.count} failed run(s) repeated` : ''}`,
      });
    }
  }
  const directory = context.options.reportDir;
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `lighthouse-${context.options.label}.json`), `${JSON.stringify(summaries, null, 2)}\n`);
}
