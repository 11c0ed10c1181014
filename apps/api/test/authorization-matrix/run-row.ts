import { FreshRecords } from './fresh-records';
import { expectedStatus, IDENTITIES, members, type Identity } from './identities';
import { changedTables, readBack } from './read-back';
import type { Answer, Row } from './row';
import { openEventStream } from './event-stream';
import { send, type Caller, type Party, type Target, type World } from './world';

// Runs one row: every identity's cell, the read-back of A's records around each cell that may
// not change them, and the scan of every answer for private data its caller may not read.
// Answers what is wrong, one line per cell, naming the identity.

const isSuccess = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;
const STAFF: readonly Identity[] = ['admin', 'superAdmin'];

async function perform(world: World, row: Row, target: Target, caller: Caller): Promise<Answer> {
  const request = await row.request(target, caller, world);
  if (row.stream) return openEventStream(world, request.url, caller.headers);
  const res = await send(world.app, caller, request);
  return { status: res.statusCode, body: res.body };
}

/** The private text of A's halves that `identity` may not read in this row, found in `body`. */
function leaks(world: World, row: Row, identity: Identity, body: string): string[] {
  if (STAFF.includes(identity)) return [];
  const found: string[] = [];
  for (const [party, kinds] of Object.entries(world.privateData) as [Party, Record<string, string[]>][]) {
    for (const [kind, texts] of Object.entries(kinds)) {
      const allowed = row.reveals?.[identity] ?? [];
      if (party === identity || allowed.includes(party) || allowed.includes(`${party}.${kind}`)) continue;
      for (const text of texts) if (body.includes(text)) found.push(`${party}'s ${kind} (${text})`);
    }
  }
  return found;
}

async function judge(
  world: World,
  row: Row,
  caller: Caller,
  target: Target,
  expected: number,
  answer: Answer,
): Promise<string[]> {
  const problems: string[] = [];
  const who = caller.identity;
  if (process.env.MATRIX_TRACE) {
    console.log(`TRACE ${row.op} | ${who} | ${answer.status} | ${answer.body.slice(0, 160).replace(/\s+/g, ' ')}`);
  }
  if (answer.status !== expected) {
    problems.push(`${who}: expected ${expected}, got ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  const leaked = leaks(world, row, who, answer.body);
  if (leaked.length > 0) problems.push(`${who}: the answer shows ${leaked.join(', ')}`);
  const wrong = row.check && isSuccess(answer.status) ? await row.check(answer, caller, world, target) : undefined;
  if (wrong) problems.push(`${who}: ${wrong}`);
  return problems;
}

type Cell = { identity: Identity; expected: number | undefined };

/**
 * When A's records are read back, to keep a thousand cells fast: after each cell of a request that
 * may write, except that the cells refused at the door (401: no current account) share one read;
 * once after all the cells of a read (GET). A change names the batch's identities.
 */
function batchesOf(row: Row, cells: Cell[]): Cell[][] {
  if (row.op.startsWith('GET ')) return [cells];
  const refused = cells.filter((cell) => cell.expected === 401);
  const others = cells.filter((cell) => cell.expected !== 401).map((cell) => [cell]);
  return refused.length > 0 ? [refused, ...others] : others;
}

export async function runRow(world: World, row: Row): Promise<string[]> {
  const problems: string[] = [];
  const fresh = new FreshRecords(world);
  const changers = new Set((row.changes ?? []).flatMap(members));
  const cells: Cell[] = IDENTITIES.map((identity) => ({ identity, expected: expectedStatus(row.answers, identity) }));
  const missing = cells.filter((cell) => cell.expected === undefined).map((cell) => cell.identity);
  if (missing.length > 0) return [`the row has no answer for ${missing.join(', ')}`];
  const legitimate = (cell: Cell) => changers.has(cell.identity) && isSuccess(cell.expected);

  // Everyone who may not change A's records goes first, on A's records (or one shared fresh copy),
  // and A's records are read back after each batch of them (see batchesOf).
  const shared = row.fresh ? { ...world.a, ...(await row.fresh(fresh)) } : world.a;
  let before = await readBack(world);
  for (const batch of batchesOf(
    row,
    cells.filter((c) => !legitimate(c)),
  )) {
    for (const cell of batch) {
      const caller = world.callers[cell.identity];
      const answer = await perform(world, row, shared, caller);
      problems.push(...(await judge(world, row, caller, shared, cell.expected!, answer)));
    }
    const after = await readBack(world);
    const changed = changedTables(before, after);
    const who = batch.map((cell) => cell.identity).join(' or ');
    if (changed.length > 0) problems.push(`${who}: changed A's ${changed.join(', ')}`);
    before = after;
  }

  // Then the owner's and the staff's own changes, each on its own copy where the row has one.
  for (const cell of cells.filter(legitimate)) {
    const copy = row.fresh ?? row.freshForChangers;
    const target = copy ? { ...world.a, ...(await copy(fresh)) } : world.a;
    const caller = world.callers[cell.identity];
    const answer = await perform(world, row, target, caller);
    problems.push(...(await judge(world, row, caller, target, cell.expected!, answer)));
  }
  await row.restore?.(world);
  return problems;
}
