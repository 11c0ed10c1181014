// Conversations at scale (issue 37): "10,000 messages in one conversation and 100,000
// conversations stay within p99 <= 20 ms for a page of messages on PostgreSQL". The scale seed
// opens conversations for the newest paid orders, one of them 10,000 messages long; this section
// loads the running API as that conversation's customer (a token signed with the API's secret):
// the newest page, a page near its oldest messages (a `before` cursor), the customer's list of
// conversations and the unread count. Then EXPLAIN (ANALYZE) of both page queries, as the API
// sent them (captured from a separate API process, as api-vs-bare.ts does), to show a page is one
// range of the (conversation_id, created_at desc, id desc) index however deep it is.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SuiteContext } from '../context';
import { CUSTOMER_COLUMNS, customerToken, type CustomerRow } from '../customer-token';
import { measureRounds, roundsNote } from '../load';
import type { CapturedQuery } from '../sql-plan';
import { startApi } from '../target';

const CONNECTIONS = [1, 32];
const GOAL_MS = 20;
const SECTION = 'conversations (PostgreSQL)';

interface Measured {
  name: string;
  path: string;
  /** Checks the answer before it is measured: a 200 with the wrong content must not pass as fast. */
  check(body: unknown): string;
}

interface LongConversation {
  id: string;
  messages: number;
  customer: CustomerRow;
  /** A message near the oldest: the page before it is the conversation's oldest but one. */
  deepCursor: string;
  /** The message in the middle: the page before it is half way down. */
  middleCursor: string;
  conversations: number;
  customerConversations: number;
}

async function findLongConversation(context: SuiteContext): Promise<LongConversation> {
  const pool = context.postgres!.pool;
  const { rows } = await pool.query<{ id: string; customer_id: string; messages: number }>(
    `select c.id, c.customer_id, n.messages
       from (select conversation_id, count(*)::int as messages from conversation_messages
             group by conversation_id order by 2 desc limit 1) n
       join conversations c on c.id = n.conversation_id`,
  );
  const long = rows[0];
  if (!long) throw new Error('No conversation has messages: was the scale seed (issue 37) loaded?');
  const customer = (
    await pool.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from users where id = $1`, [long.customer_id])
  ).rows[0]!;
  // The 46th oldest: the page before it holds 30 of the 45 oldest and points further back.
  const cursorAt = async (offset: number) =>
    (
      await pool.query<{ id: string }>(
        `select id from conversation_messages where conversation_id = $1 order by created_at, id offset $2 limit 1`,
        [long.id, offset],
      )
    ).rows[0]?.id ?? '';
  const counts = await pool.query<{ all: number; own: number }>(
    `select (select count(*)::int from conversations) as all,
            (select count(*)::int from conversations where customer_id = $1) as own`,
    [long.customer_id],
  );
  return {
    id: long.id,
    messages: long.messages,
    customer,
    deepCursor: await cursorAt(45),
    middleCursor: await cursorAt(Math.floor(long.messages / 2)),
    conversations: counts.rows[0]!.all,
    customerConversations: counts.rows[0]!.own,
  };
}

const items = (body: unknown) => (body as { Items?: unknown[] }).Items ?? [];

function requestsFor(long: LongConversation): Measured[] {
  const page = (body: unknown) => {
    const { Items = [], NextCursor } = body as { Items?: unknown[]; NextCursor?: string | null };
    return Items.length === 30 && NextCursor ? '' : `expected 30 messages and a next cursor, got ${Items.length}`;
  };
  return [
    {
      name: `newest page of ${long.messages.toLocaleString('en')} messages`,
      path: `/api/Conversation/${long.id}/messages`,
      check: page,
    },
    {
      name: 'page in the middle (before cursor)',
      path: `/api/Conversation/${long.id}/messages?before=${long.middleCursor}`,
      check: page,
    },
    {
      name: 'page near the oldest messages (before cursor)',
      path: `/api/Conversation/${long.id}/messages?before=${long.deepCursor}`,
      check: page,
    },
    {
      name: `its customer's conversations (${long.customerConversations} of ${long.conversations.toLocaleString('en')})`,
      path: '/api/Conversation',
      check: (body) => (items(body).length > 0 ? '' : 'the list came back empty'),
    },
    {
      name: 'unread count (GET /api/Conversation/unread-count)',
      path: '/api/Conversation/unread-count',
      check: (body) =>
        typeof (body as { UnreadMessages?: unknown }).UnreadMessages === 'number' ? '' : 'no UnreadMessages',
    },
  ];
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * What the plan does with the page's messages: which scan reads them (the cursor's own lookup,
 * aliased m2, aside), how many rows it reads, and whether a sort follows it. A page that is "one
 * range of the index" reads about a page of rows in index order and sorts nothing.
 */
function describePagePlan(plan: PlanNode): string {
  const nodes = nodesOf(plan);
  const scan = nodes.find((node) => node.Alias === 'conversation_messages');
  if (!scan) return `no scan of conversation_messages in the plan (${plan['Node Type']})`;
  const index = scan['Index Name'] ?? scan.Plans?.find((child) => child['Index Name'])?.['Index Name'];
  const read = `${scan['Node Type']}${index ? ` using ${index}` : ''} read ${scan['Actual Rows']} rows`;
  const sort = nodes.find((node) => node['Node Type'] === 'Sort');
  const inputRows = sort?.Plans?.[0]?.['Actual Rows'];
  const ordered =
    scan['Node Type'] === 'Index Scan' && !sort
      ? 'in index order, no sort: one range scan'
      : `then a sort (${sort?.['Sort Method'] ?? 'none'}) of ${inputRows ?? '?'} rows: the index does not give the order`;
  const seq = nodes
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'])
    .join(', ');
  return [read, ordered, seq ? `sequential scans: ${seq}` : 'no sequential scan'].join('; ');
}

/** The SQL the API sends for each page (one warm-up first), from a separate capturing API process. */
async function capturePageQueries(context: SuiteContext, paths: string[], headers: Record<string, string>) {
  const sqlLog = join(context.workDir, 'conversations-sql.jsonl');
  writeFileSync(sqlLog, '');
  const capture = await startApi(context.options, context.jwtSecret, {
    databaseUrl: context.postgres!.url,
    dataDir: join(context.workDir, 'conversations-capture-data'),
    sqlLog,
  });
  const found = new Map<string, CapturedQuery>();
  try {
    for (const path of paths) {
      await getJson(`${capture.url}${path}`, headers);
      const from = statSync(sqlLog).size;
      await getJson(`${capture.url}${path}`, headers);
      const queries = readFileSync(sqlLog)
        .subarray(from)
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CapturedQuery);
      const page = queries.find(
        (query) =>
          /from "conversation_messages"/i.test(query.text) &&
          /order by "conversation_messages"\."created_at" desc/i.test(query.text),
      );
      if (!page) throw new Error(`${path}: no message page query among the ${queries.length} the API sent`);
      found.set(path, page);
      context.log(`  ${path}: ${queries.length} SQL statements`);
    }
  } finally {
    await capture.stop();
  }
  return found;
}

async function explainPages(context: SuiteContext, requests: Measured[], headers: Record<string, string>) {
  const pages = requests.filter((request) => request.path.includes('/messages'));
  const captured = await capturePageQueries(
    context,
    pages.map((page) => page.path),
    headers,
  );
  for (const page of pages) {
    const query = captured.get(page.path)!;
    const pool = context.postgres!.pool;
    const explain = async (format: string) =>
      pool.query(`explain (analyze, buffers${format}) ${query.text}`, query.values as unknown[]);
    // Once to warm the cache, then the plan that is reported (and its text for the log).
    await explain(', format json');
    const json = (await explain(', format json')).rows[0]['QUERY PLAN'][0] as {
      Plan: PlanNode;
      'Planning Time': number;
      'Execution Time': number;
    };
    const text = (await explain('')).rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    context.log(`  EXPLAIN (ANALYZE, BUFFERS) of the ${page.name}:\n${text}`);
    context.rows.push({
      section: SECTION,
      case: `EXPLAIN ANALYZE: ${page.name}`,
      note: [
        describePagePlan(json.Plan),
        `planning ${json['Planning Time'].toFixed(2)} ms, execution ${json['Execution Time'].toFixed(2)} ms`,
      ].join('; '),
    });
  }
}

export async function conversationsAtScale(context: SuiteContext): Promise<void> {
  const { options, postgres } = context;
  const long = await findLongConversation(context);
  context.log(
    `  ${long.conversations.toLocaleString('en')} conversations; the longest has ${long.messages.toLocaleString('en')} messages`,
  );
  const headers = { authorization: `Bearer ${await customerToken(context, long.customer)}` };
  const requests = requestsFor(long);
  for (const request of requests) {
    const problem = request.check(await getJson(`${postgres!.api.url}${request.path}`, headers));
    if (problem) throw new Error(`${request.path}: ${problem}`);
  }
  const unread = (await getJson(`${postgres!.api.url}/api/Conversation/unread-count`, headers)) as {
    UnreadMessages: number;
  };
  for (const request of requests) {
    for (const connections of CONNECTIONS) {
      context.log(`  ${request.name} at ${connections} connections`);
      const figure = await measureRounds(
        { url: `${postgres!.api.url}${request.path}`, headers },
        connections,
        options.seconds,
        options.rounds,
      );
      context.rows.push({
        section: SECTION,
        case: request.name,
        connections,
        figure,
        note: [
          `goal p99 ≤ ${GOAL_MS} ms: ${figure.p99 <= GOAL_MS && figure.errors === 0 ? 'met' : 'not met'}`,
          request.path.endsWith('unread-count') ? `${unread.UnreadMessages} unread` : '',
          roundsNote(figure),
        ]
          .filter(Boolean)
          .join('; '),
      });
    }
  }
  await explainPages(context, requests, headers);
}
