// A loopback port nobody listens on right now: the OS picks it, and it is released again before the
// caller's server binds it. For the test and benchmark harnesses that start servers of their own
// (PostgreSQL, Redis, the API, the SMTP catcher) side by side.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('Could not find a free port'))));
    });
  });
}
