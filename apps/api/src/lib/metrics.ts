/**
 * The figures the API keeps about itself (plugins/metrics.ts exposes them at
 * `/metrics` in Prometheus's text format), and the parts of them that modules
 * and lib/ call: `app.metrics` is a `Metrics`, and when no one may read the
 * figures (neither METRICS_TOKEN nor METRICS_PORT) it is `NO_METRICS`, which
 * counts nothing and costs nothing.
 *
 * The series counted on every request (HTTP requests, cache answers, database
 * statements) are `CounterFamily` and `HistogramFamily`: each set of label
 * values is a `Counted` or `Observed` found once (per route, per status code)
 * and then only incremented, with no label hashing or allocation per request.
 * prom-client's own counters validate and hash their labels on every call:
 * a request's counter and histogram took 2 µs there, 20–30 ns here (decision
 * record 0017).
 * Both families are read by prom-client's registry like its own metrics
 * (`name`, `help`, `type`, `get()`), so the exposition, the default process
 * metrics and the rest stay prom-client's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Label names to values, as prom-client's registry reads them. */
type Labels = Record<string, string | number>;

/** One series of a counter: a number that only goes up. */
export interface Counted {
  inc(by?: number): void;
}

/** One series of a histogram: how many observations fell at or under each bound, their sum and count. */
export interface Observed {
  observe(value: number): void;
}

interface MetricValue {
  value: number;
  labels: Labels;
  metricName?: string;
}

/** A metric's values as prom-client's registry reads them. */
interface MetricSnapshot {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: MetricValue[];
}

/** What prom-client's registry reads of a metric. */
export interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  reset(): void;
  get(): Promise<MetricSnapshot>;
}

class CounterSeries implements Counted {
  value = 0;
  constructor(readonly labels: Labels) {}
  inc(by = 1) {
    this.value += by;
  }
}

/**
 * A metric with labels whose series are looked up once and kept: what a
 * counter and a histogram share (the lookup, the snapshot prom-client reads).
 */
abstract class SeriesFamily<S extends { labels: Labels }> implements CollectedMetric {
  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum' as const;
  protected readonly kept = new Map<string, S>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  protected abstract made(labels: Labels): S;
  protected abstract cleared(series: S): void;
  protected abstract valuesOf(series: S): MetricValue[];

  /** The series of these label values (in `labelNames` order), made on first use. */
  protected seriesOf(values: (string | number)[]): S {
    const key = values.join('\u0000');
    let series = this.kept.get(key);
    if (!series) {
      series = this.made(labelsOf(this.labelNames, values));
      this.kept.set(key, series);
    }
    return series;
  }

  /** Back to zero (prom-client's `registry.resetMetrics()`). */
  reset() {
    for (const series of this.kept.values()) this.cleared(series);
  }

  async get(): Promise<MetricSnapshot> {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: [...this.kept.values()].flatMap((series) => this.valuesOf(series)),
    };
  }
}

/** A counter with labels whose series are looked up once and kept. */
export class CounterFamily extends SeriesFamily<CounterSeries> {
  readonly type = 'counter' as const;

  series(...values: (string | number)[]): Counted {
    return this.seriesOf(values);
  }

  protected made(labels: Labels) {
    return new CounterSeries(labels);
  }

  protected cleared(series: CounterSeries) {
    series.value = 0;
  }

  protected valuesOf({ labels, value }: CounterSeries): MetricValue[] {
    return [{ labels, value }];
  }
}

class HistogramSeries implements Observed {
  /** Observations per bucket, not cumulative; the last is above every bound (+Inf). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number) {
    const bounds = this.bounds;
    let bucket = 0;
    while (bucket < bounds.length && value > bounds[bucket]!) bucket += 1;
    this.counts[bucket]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

/** A histogram with labels whose series are looked up once and kept. */
export class HistogramFamily extends SeriesFamily<HistogramSeries> {
  readonly type = 'histogram' as const;

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    /** Upper bounds of the buckets, ascending (the +Inf bucket is implied). */
    readonly bounds: readonly number[],
  ) {
    super(name, help, labelNames);
  }

  series(...values: (string | number)[]): Observed {
    return this.seriesOf(values);
  }

  protected made(labels: Labels) {
    return new HistogramSeries(labels, this.bounds);
  }

  protected cleared(series: HistogramSeries) {
    series.counts.fill(0);
    series.sum = 0;
    series.count = 0;
  }

  protected valuesOf({ labels, counts, sum, count }: HistogramSeries): MetricValue[] {
    const bucket = `${this.name}_bucket`;
    let cumulative = 0;
    const values: MetricValue[] = this.bounds.map((bound, index) => {
      cumulative += counts[index]!;
      return { labels: { ...labels, le: bound }, value: cumulative, metricName: bucket };
    });
    values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: bucket });
    values.push({ labels, value: sum, metricName: `${this.name}_sum` });
    values.push({ labels, value: count, metricName: `${this.name}_count` });
    return values;
  }
}

function labelsOf(names: readonly string[], values: readonly (string | number)[]): Labels {
  if (values.length !== names.length) {
    throw new Error(`metrics: ${names.length} label values expected, got ${values.length}`);
  }
  return Object.fromEntries(names.map((name, index) => [name, values[index]!]));
}

/** The periodic work of a process, by the name its figures carry. */
export type JobName =
  | 'pets_prune_viewers'
  | 'chat_presence_heartbeat'
  | 'orders_expiry_sweep'
  | 'simulated_payment_event'
  | 'rate_limit_sweep'
  | 'login_throttle_sweep'
  | 'mail_prune_sent'
  | 'saved_search_alerts';

/** How a payment provider's webhook call ended. */
export type WebhookOutcome =
  /** Verified and handled (an event this process had not stored before). */
  | 'accepted'
  /** Verified, but already handled: answered at once. */
  | 'duplicate'
  /** Not signed by the provider, or not an event at all: refused (400). */
  | 'rejected'
  /** Verified, then failed (provider or database unavailable): the provider delivers it again. */
  | 'failed';

/** What the mailer tells the figures: a message's delivery started; call the result when it ended. */
export interface MailObserver {
  sending(): (outcome: 'sent' | 'failed') => void;
}

/** The figures modules and lib/ feed; plugins/metrics.ts keeps them. */
export interface Metrics {
  /** Whether anything is counted (false: NO_METRICS). */
  readonly enabled: boolean;
  /** Counts one run of periodic work and its outcome; resolves or rejects as `work` does. */
  job<T>(name: JobName, work: Promise<T>): Promise<T>;
  /** One call of a payment provider's webhook (`type`: the event's, or 'unknown' before it is read). */
  webhook(provider: string, type: string, outcome: WebhookOutcome): void;
  /** A chat event stream has started; call the result once when it ends. */
  chatStreamOpened(): () => void;
  mail: MailObserver;
}

const nothing = () => {};

/** Counts nothing: when no one may read the figures, no request pays for them. */
export const NO_METRICS: Metrics = {
  enabled: false,
  job: (_name, work) => work,
  webhook: nothing,
  chatStreamOpened: () => nothing,
  mail: { sending: () => nothing },
};

/**
 * Whether an Authorization header is `Bearer <token>` (the scheme in any
 * case), compared in constant time: both sides are hashed first, so neither
 * the token's length nor where a guess first differs shows in the time the
 * answer takes.
 */
export function bearerTokenMatcher(token: string): (header: string | undefined) => boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (header) => {
    const match = header === undefined ? null : /^bearer +(\S+) *$/i.exec(header);
    return match !== null && timingSafeEqual(digest(match[1]!), expected);
  };
}
