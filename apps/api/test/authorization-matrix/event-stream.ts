import { request } from 'node:http';
import { listenOnLoopback } from '../../src/modules/notifications/testing';
import type { Answer } from './row';
import type { World } from './world';

// The notification stream never ends by itself, so inject cannot wait for it: it is opened over
// real HTTP, read up to its first `unread-count` event (sent at once), and its socket destroyed.
// A connection of its own each time (no keep-alive agent): a pooled socket left behind by an
// aborted stream held the app's close for about a minute.

const baseUrls = new WeakMap<World, Promise<string>>();
const FIRST_COUNT = /event: unread-count\ndata: (.*)\n\n/;

export async function openEventStream(world: World, path: string, headers: Record<string, string>): Promise<Answer> {
  if (!baseUrls.has(world)) baseUrls.set(world, listenOnLoopback(world.app));
  const url = `${await baseUrls.get(world)!}${path}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        const count = res.statusCode === 200 ? FIRST_COUNT.exec(text) : null;
        if (count) {
          resolve({ status: 200, body: count[1]! });
          req.destroy();
        }
      });
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no unread-count event from ${path} within 5 s`)));
    req.on('error', reject);
    req.end();
  });
}
