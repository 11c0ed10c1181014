import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger';

type Line = Record<string, unknown>;

/** A Fastify app whose log lines are collected; `lazy` picks this factory or Fastify's own. */
function appWithLog(lazy: boolean, level = 'warn') {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    genReqId: () => 'req-1',
    ...(lazy ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.info('not at warn');
    request.log.warn({ detail: 42 }, 'first warning');
    request.log.child({ step: 'inner' }).error('inner failure');
    return { ok: true };
  });
  app.get('/debug-here', async (request) => {
    request.log.level = 'debug';
    request.log.debug('now shown');
    return { level: request.log.level };
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

/** Times and the error's stack trace differ between any two runs. */
const comparable = (lines: Line[]) =>
  lines.map(({ time: _time, responseTime: _responseTime, err, ...rest }) => {
    if (!err) return rest;
    const { stack: _stack, ...error } = err as Record<string, unknown>;
    return { ...rest, err: error };
  });

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

describe('lazyRequestLogger', () => {
  it('writes exactly the lines Fastify own child loggers write, at every level', async () => {
    for (const level of ['warn', 'info']) {
      const runs = [true, false].map((lazy) => appWithLog(lazy, level));
      apps.push(...runs.map((run) => run.app));
      for (const { app } of runs) {
        for (const url of ['/quiet', '/chatty', '/debug-here', '/fails']) await app.inject({ method: 'GET', url });
      }
      const [lazyLines = [], eagerLines] = runs.map((run) => comparable(run.lines).filter((line) => 'reqId' in line));
      expect(lazyLines, level).toEqual(eagerLines);
      expect(lazyLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['first warning', 'inner failure']));
      expect(lazyLines.find((line) => line.msg === 'inner failure')).toMatchObject({ reqId: 'req-1', step: 'inner' });
    }
  });

  it('builds no child for a request that logs nothing, and one for a request that does', async () => {
    const { app } = appWithLog(true);
    apps.push(app);
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(child).not.toHaveBeenCalled();
    await app.inject({ method: 'GET', url: '/chatty' });
    // Then once more for the route's own child, which pino builds from the request's child.
    expect(child).toHaveBeenCalledTimes(2);
    expect(child).toHaveBeenNthCalledWith(1, { reqId: 'req-1' });
  });

  it('keeps a level set on the request logger to that request', async () => {
    const { app, lines } = appWithLog(true);
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/debug-here' });
    expect(res.json()).toEqual({ level: 'debug' });
    expect(lines.map((line) => line.msg)).toContain('now shown');
    expect(app.log.level).toBe('warn');
  });
});
