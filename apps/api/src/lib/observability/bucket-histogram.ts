import type { Registry } from 'prom-client';

/** One label set's counts: per bucket (not yet cumulative), their sum and their count. */
export interface HistogramSeries {
  observe(value: number): void;
}

class Series implements HistogramSeries {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return;
    this.sum += value;
    this.count += 1;
    const { bounds } = this;
    for (let index = 0; index < bounds.length; index += 1) {
      if (value <= bounds[index]!) {
        this.counts[index]! += 1;
        return;
      }
    }
  }
}

interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * A Prometheus histogram for the hot paths (every request, every statement): prom-client's
 * converts, validates and hashes the labels on each observation, about 0.5 µs and 2.3% of a busy
 * health check's CPU when profiled (issue 39). Here a label set is looked up once (`labels()`,
 * kept by the caller, or found again through one map per label, with no string built) and an
 * observation is a few additions. It registers with prom-client's
 * registry like any metric and is exposed in the same text format, buckets cumulative up to
 * `+Inf`, with `_sum` and `_count`.
 */
export class BucketHistogram<Label extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Label values to series: a map per label, the last one's values are the series. */
  private readonly byValues = new Map<string, unknown>();
  private readonly series: Series[] = [];
  private readonly bounds: readonly number[];

  constructor(
    private readonly options: {
      name: string;
      help: string;
      labelNames: readonly Label[];
      buckets: readonly number[];
      registers: readonly Registry[];
    },
  ) {
    this.bounds = [...options.buckets].sort((a, b) => a - b);
    for (const registry of options.registers) registry.registerMetric(this as never);
  }

  get name(): string {
    return this.options.name;
  }

  get help(): string {
    return this.options.help;
  }

  /** The series of these label values, in the order of `labelNames`. */
  labels(...values: string[]): HistogramSeries {
    if (values.length !== this.options.labelNames.length)
      throw new Error(`${this.name} takes ${this.options.labelNames.length} label values`);
    let level = this.byValues;
    for (let index = 0; index < values.length - 1; index += 1) {
      let next = level.get(values[index]!) as Map<string, unknown> | undefined;
      if (!next) {
        next = new Map();
        level.set(values[index]!, next);
      }
      level = next;
    }
    const last = values[values.length - 1]!;
    let series = level.get(last) as Series | undefined;
    if (!series) {
      const labels = Object.fromEntries(this.options.labelNames.map((name, index) => [name, values[index]!]));
      series = new Series(labels, this.bounds);
      level.set(last, series);
      this.series.push(series);
    }
    return series;
  }

  observe(labels: Record<Label, string>, value: number): void {
    this.labels(...this.options.labelNames.map((name) => labels[name])).observe(value);
  }

  reset(): void {
    this.byValues.clear();
    this.series.length = 0;
  }

  /** What prom-client's registry formats: the same shape its own histograms give. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: Sample[] }> {
    const values: Sample[] = [];
    for (const series of this.series) {
      let cumulative = 0;
      this.bounds.forEach((bound, index) => {
        cumulative += series.counts[index]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound, ...series.labels }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...series.labels }, value: series.count });
      values.push({ metricName: `${this.name}_sum`, labels: { ...series.labels }, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels: { ...series.labels }, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
