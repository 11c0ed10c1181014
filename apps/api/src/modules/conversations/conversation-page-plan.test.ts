import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { messagePageQuery } from './message-store';
import { conversationWorld, type ConversationWorld } from './testing';

// Issue 37, point 7: a page of messages is one backward range of the page index, whatever the
// conversation's length and wherever the cursor is: no Sort of the conversation's messages (the
// first version's DESC NULLS LAST index could not give that order, and every page sorted its range).

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe('a page of messages', () => {
  let t: TestApp;
  let w: ConversationWorld;
  let cursor: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await conversationWorld(t.app);
    const sender = w.parties.customer.user.id;
    await t.app.db.execute(sql`
      insert into conversation_messages (conversation_id, sender_id, body, created_at)
      select ${w.conversationId}, ${sender}, 'line ' || n, now() - make_interval(secs => 3000 - n)
      from generate_series(1, 3000) as n`);
    await t.app.db.execute(sql`analyze conversation_messages`);
    const found = await t.app.db.execute(
      sql`select id from conversation_messages where conversation_id = ${w.conversationId} and body = 'line 1500'`,
    );
    const [middle] = (found as unknown as { rows: { id: string }[] }).rows;
    cursor = middle!.id;
  });
  afterAll(() => t.close());

  const plan = async (before?: string) => {
    const query = messagePageQuery(t.app.db, w.conversationId, { before, limit: 31 });
    const result = await t.app.db.execute(sql`explain (format json) ${query}`);
    const [row] = (result as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] }).rows;
    const json = row!['QUERY PLAN'];
    return nodes((typeof json === 'string' ? JSON.parse(json) : json)[0].Plan);
  };

  it.each([
    ['the newest page', undefined],
    ['a page in the middle', 'cursor'],
  ])('%s reads the page index backwards, without sorting', async (_name, which) => {
    const steps = await plan(which ? cursor : undefined);
    expect(steps.some((step) => step['Node Type'] === 'Sort')).toBe(false);
    expect(steps).toContainEqual(
      expect.objectContaining({ 'Index Name': 'conversation_messages_page_idx', 'Scan Direction': 'Backward' }),
    );
  });
});
