// The yardstick for /api/health: a bare Fastify app (no plugins, hooks or schemas) whose
// /api/health runs `SELECT 1` on a pg pool of the API's size and answers the same JSON shape.
// Started by the suite as a separate process, like the API it is compared with:
//   DATABASE_URL=... DATABASE_POOL_SIZE=10 PORT=... tsx bare-fastify-server.ts
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
pool.on('error', () => {});
const app = Fastify({ logger: false });
app.get('/api/health', async () => {
  await pool.query('select 1');
  return { Status: 'ok', Database: 'up', Version: 'bare', Uptime: Math.round(process.uptime()) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare fastify server ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
