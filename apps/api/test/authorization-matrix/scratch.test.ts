import { it } from 'vitest';
import { createTestApp } from '../test-app';
import { buildWorld } from './world';
import { openEventStream } from './event-stream';
import { runRow } from './run-row';
import { MATRIX } from './table';

it('times', async () => {
  const t = await createTestApp({ DEV_MAILBOX: 'true' });
  const world = await buildWorld(t.app);
  const which = process.env.WHICH ?? 'none';
  let t0 = performance.now();
  if (which === 'stream')
    console.log(await openEventStream(world, '/api/Notification/stream', world.callers.customerA.headers));
  if (which === 'stream401')
    console.log(await openEventStream(world, '/api/Notification/stream', world.callers.visitor.headers));
  if (which === 'three401')
    for (let i = 0; i < 3; i++)
      console.log(await openEventStream(world, '/api/Notification/stream', world.callers.visitor.headers));
  if (which === 'twoA')
    for (let i = 0; i < 2; i++)
      console.log(await openEventStream(world, '/api/Notification/stream', world.callers.customerA.headers));
  if (which === 'streams')
    for (const c of Object.values(world.callers))
      console.log(await openEventStream(world, '/api/Notification/stream', c.headers));
  if (which === 'rows') for (const row of MATRIX.slice(0, 11)) console.log(row.op, await runRow(world, row));
  if (which.startsWith('slice'))
    for (const row of MATRIX.slice(Number(which.split(':')[1]), Number(which.split(':')[2])))
      console.log(row.op, await runRow(world, row));
  await new Promise((r) => setTimeout(r, 200));
  console.log('subscribers', t.app.notifications.hub.subscriberCount);
  console.log('work', performance.now() - t0);
  t0 = performance.now();
  t0 = performance.now();
  await t.app.notifications.hub.close();
  console.log('hub close', performance.now() - t0);
  t0 = performance.now();
  await new Promise<void>((r) => t.app.server.close(() => r()));
  console.log('server close', performance.now() - t0);
  t0 = performance.now();
  await t.close();
  console.log('close', performance.now() - t0);
}, 200_000);
