// Sitemaps at scale (issue 35): the index and the paged sitemaps as a crawler fetches them, from
// an API process over the seeded PostgreSQL: the first (cold) request, which makes the sitemap
// plan, then REQUESTS sequential requests each (p50, p99), the bytes and URLs of each, a
// conditional request's 304, and the process's resident memory (VmRSS) above its level before the
// first sitemap request, sampled throughout. Each of `rounds` rounds starts a fresh process (the
// growth depends on when V8 happens to collect, so one figure alone says little); latencies are
// over all rounds' requests. The goals: a page in < 200 ms, memory growth < 50 MB.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { SuiteContext } from '../context';
import { median } from '../load';
import { startApi } from '../target';

const REQUESTS = 20;
/** What Googlebot sends; the API compresses with brotli (security.ts) when offered. */
const CRAWLER_ENCODING = 'gzip, deflate, br';
const MB = 1024 * 1024;

interface Fetched {
  status: number;
  ms: number;
  /** Bytes on the wire (compressed when the answer was). */
  bytes: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One GET over node:http, timed to its last byte, with the bytes as they came. */
function fetchRaw(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          bytes: raw.length,
          body: res.headers['content-encoding'] ? '' : raw.toString('utf8'),
          headers: res.headers,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The process's resident set in bytes (Linux), or undefined where /proc is not there. */
function residentBytes(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples the resident set every 10 ms while `work` runs; answers its peak. */
async function peakResident<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number | undefined }> {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, 10);
  try {
    const result = await work();
    const last = residentBytes(pid);
    if (last !== undefined && (peak === undefined || last > peak)) peak = last;
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** REQUESTS sequential GETs of one path. */
async function measure(url: (path: string) => string, path: string, headers: Record<string, string> = {}) {
  const runs: Fetched[] = [];
  for (let i = 0; i < REQUESTS; i += 1) runs.push(await fetchRaw(url(path), headers));
  const bad = runs.filter((run) => run.status !== 200 && run.status !== 304);
  if (bad.length > 0) throw new Error(`${path} answered ${bad[0]!.status}`);
  return { times: runs.map((run) => run.ms), last: runs.at(-1)! };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const count = (text: string, tag: string) => text.split(tag).length - 1;
const megabytes = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / MB).toFixed(1)} MB`);

interface Round {
  coldIndexMs: number;
  coldPageMs: number;
  pages: string[];
  listingPages: string[];
  cases: Map<string, { times: number[]; last: Fetched }>;
  parallel: { ms: number; each: number[] };
  /** Resident set growth over the level before the first sitemap request: uncompressed, then by the end. */
  plainGrowth: number | undefined;
  compressedGrowth: number | undefined;
  before: number | undefined;
}

/** One round on a fresh API process: its first requests are cold, its memory starts clean. */
async function oneRound(context: SuiteContext, round: number): Promise<Round> {
  const api = await startApi(context.options, context.jwtSecret, {
    databaseUrl: context.postgres!.url,
    dataDir: join(context.workDir, `sitemap-api-data-${round}`),
  });
  try {
    const pid = api.child.pid!;
    const url = (path: string) => `${api.url}${path}`;
    for (let i = 0; i < 5; i += 1) await fetchRaw(url('/api/health'));
    const before = residentBytes(pid);
    const cases = new Map<string, { times: number[]; last: Fetched }>();
    const run = async (name: string, path: string, headers: Record<string, string> = {}) => {
      const measured = await measure(url, path, headers);
      cases.set(name, measured);
      return measured;
    };

    // Uncompressed first, then as crawlers ask (compressed): zlib works in libuv's threads, whose
    // allocator keeps freed memory, so the two phases' peaks are reported apart.
    const plain = await peakResident(pid, async () => {
      const coldIndex = await fetchRaw(url('/sitemap.xml'));
      if (coldIndex.status !== 200) throw new Error(`/sitemap.xml answered ${coldIndex.status}`);
      const pages = [...coldIndex.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
      const listingPages = pages.filter((path) => path.includes('listings-'));
      const coldPage = await fetchRaw(url(listingPages[0]!));
      await run('index', '/sitemap.xml');
      await run('pages', '/sitemaps/pages.xml');
      const page = await run('page', listingPages[0]!);
      await run('last page', listingPages.at(-1)!);
      await run('304', listingPages[0]!, { 'if-none-match': String(page.last.headers.etag) });
      return { coldIndexMs: coldIndex.ms, coldPageMs: coldPage.ms, pages, listingPages };
    });
    const compressed = await peakResident(pid, async () => {
      await run('compressed', plain.result.listingPages[0]!, { 'accept-encoding': CRAWLER_ENCODING });
      // A crawler fetching several pages at once: four streams side by side.
      const started = performance.now();
      const each = await Promise.all(
        plain.result.listingPages
          .slice(0, 4)
          .map(async (path) => (await fetchRaw(url(path), { 'accept-encoding': CRAWLER_ENCODING })).ms),
      );
      return { ms: performance.now() - started, each };
    });
    const growth = (peak: number | undefined) =>
      before !== undefined && peak !== undefined ? peak - before : undefined;
    return {
      ...plain.result,
      cases,
      parallel: compressed.result,
      before,
      plainGrowth: growth(plain.peak),
      compressedGrowth: growth(compressed.peak),
    };
  } finally {
    await api.stop();
  }
}

export async function sitemapAtScale(context: SuiteContext): Promise<void> {
  const rounds: Round[] = [];
  for (let round = 1; round <= context.options.rounds; round += 1) {
    context.log(`  round ${round} of ${context.options.rounds} (a fresh API process)`);
    rounds.push(await oneRound(context, round));
  }
  const first = rounds[0]!;
  const all = (name: string) => rounds.flatMap((round) => round.cases.get(name)!.times);
  const last = (name: string) => first.cases.get(name)!.last;
  const list = (values: (number | undefined)[], unit: (value: number | undefined) => string) =>
    values.map(unit).join(', ');
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));
  const cold = (pick: (round: Round) => number) => `cold first request ${list(rounds.map(pick), ms)} ms`;
  const push = (what: string, times: number[], note: string) =>
    context.rows.push({
      section: 'sitemap (PostgreSQL)',
      case: what,
      connections: 1,
      figure: { p50: median(times), p99: percentile(times, 99), errors: 0, completed: times.length },
      note,
    });
  const page = first.listingPages[0]!;
  const plainMemory =
    `API RSS ${list(
      rounds.map((round) => round.before),
      megabytes,
    )} before the first sitemap request; ` +
    `growth at most ${list(
      rounds.map((round) => round.plainGrowth),
      megabytes,
    )} serving uncompressed`;
  const compressedMemory = `growth at most ${list(
    rounds.map((round) => round.compressedGrowth),
    megabytes,
  )} by the end of the compressed requests`;

  push(
    '/sitemap.xml (index)',
    all('index'),
    `${cold((round) => round.coldIndexMs)} (makes the plan); ${last('index').bytes.toLocaleString('en')} bytes, ` +
      `${first.pages.length} sitemaps (${first.listingPages.length} of listings)`,
  );
  push(
    '/sitemaps/pages.xml',
    all('pages'),
    `${last('pages').bytes.toLocaleString('en')} bytes, ${count(last('pages').body, '<url>')} URLs`,
  );
  push(
    `${page} (identity)`,
    all('page'),
    `${cold((round) => round.coldPageMs)}; ${last('page').bytes.toLocaleString('en')} bytes, ` +
      `${count(last('page').body, '<url>')} URLs; ${plainMemory}`,
  );
  push(
    `${first.listingPages.at(-1)} (last page, identity)`,
    all('last page'),
    `${last('last page').bytes.toLocaleString('en')} bytes, ${count(last('last page').body, '<url>')} URLs`,
  );
  push(`${page} If-None-Match`, all('304'), `status ${last('304').status}, no listing read`);
  push(
    `${page} (${CRAWLER_ENCODING})`,
    all('compressed'),
    `${last('compressed').bytes.toLocaleString('en')} bytes on the wire (${String(last('compressed').headers['content-encoding'] ?? 'none')})`,
  );
  push(
    `4 listings pages at once (${CRAWLER_ENCODING})`,
    rounds.map((round) => round.parallel.ms),
    `all four done, per round; each ${list(
      rounds.flatMap((round) => round.parallel.each),
      ms,
    )} ms; ${compressedMemory}`,
  );
  context.log(`  ${plainMemory}; ${compressedMemory}`);
}
