import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { BucketHistogram } from './bucket-histogram';

describe('BucketHistogram', () => {
  it('is exposed exactly as prom-client exposes its own histogram', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const options = {
      name: 'request_seconds',
      help: 'Requests',
      labelNames: ['route', 'status_class'] as const,
      buckets: [0.01, 0.1, 1],
    };
    const fast = new BucketHistogram({ ...options, registers: [ours] });
    const reference = new Histogram({ ...options, registers: [theirs] });
    const observations: [string, string, number][] = [
      ['/api/Order/:id', '2xx', 0.004],
      ['/api/Order/:id', '2xx', 0.01],
      ['/api/Order/:id', '2xx', 0.5],
      ['/api/Order/:id', '5xx', 3],
      ['unmatched', '4xx', 0.1],
      ['unmatched', '2xx', 0.02],
    ];
    for (const [route, statusClass, seconds] of observations) {
      fast.labels(route, statusClass).observe(seconds);
      reference.labels(route, statusClass).observe(seconds);
    }
    fast.observe({ route: 'unmatched', status_class: '4xx' }, 0.2);
    reference.observe({ route: 'unmatched', status_class: '4xx' }, 0.2);
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('ignores what is not a number, and refuses a wrong number of label values', () => {
    const histogram = new BucketHistogram({
      name: 'x_seconds',
      help: 'x',
      labelNames: ['a'],
      buckets: [1],
      registers: [],
    });
    histogram.labels('one').observe(Number.NaN);
    expect(() => histogram.labels('one', 'two')).toThrow(/takes 1 label values/);
  });
});
