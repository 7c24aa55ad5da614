import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * A node's Prometheus metrics (issue 28, decision 040): one registry per node, served on
 * `/metrics` (http/metrics.ts). Every layer may register here (this is the base layer): each
 * part names its own metrics, `chessquest_…`, and registers them when it is built; a name
 * asked for twice answers the metric already registered, so two parts never clash.
 *
 * Labels say what kind of thing was measured (a route template, an event name, a transport),
 * never who: a label named after a person (user, child, account, player, session, name, email,
 * id) is refused when the metric is registered, and the values are code's own words.
 */

export const METRIC_PREFIX = 'chessquest_';

/** Words of a label name that would carry who someone is (`childId`, `user_name`, `ip`, …). */
const PERSONAL_WORDS = new Set([
  'user',
  'users',
  'username',
  'child',
  'children',
  'account',
  'accounts',
  'player',
  'players',
  'profile',
  'session',
  'name',
  'email',
  'id',
  'ids',
  'ip',
  'address',
]);

function personal(label: string): boolean {
  return label
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_\d]+/)
    .some((word) => PERSONAL_WORDS.has(word));
}

export class MetricDefinitionError extends Error {}

interface Definition<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
}

export interface Metrics {
  readonly registry: Registry;
  counter<L extends string = never>(definition: Definition<L>): Counter<L>;
  histogram<L extends string = never>(definition: Definition<L> & { buckets: readonly number[] }): Histogram<L>;
  /** A gauge; `collect` (optional) sets it just before each scrape, and may read asynchronously. */
  gauge<L extends string = never>(definition: Definition<L> & { collect?: (gauge: Gauge<L>) => void | Promise<void> }): Gauge<L>;
  /** The exposition text of every metric, for `/metrics`. */
  text(): Promise<string>;
  readonly contentType: string;
}

function checked<L extends string>(definition: Definition<L>): void {
  if (!definition.name.startsWith(METRIC_PREFIX)) {
    throw new MetricDefinitionError(`metric ${definition.name} must be named ${METRIC_PREFIX}…`);
  }
  for (const label of definition.labelNames ?? []) {
    if (personal(label)) {
      throw new MetricDefinitionError(`metric ${definition.name}: label "${label}" would say who someone is; label what kind of thing was measured`);
    }
  }
}

/**
 * A registry of this node's own, with Node's process metrics (CPU, memory, heap, GC, event-loop
 * lag as `nodejs_eventloop_lag_*`). `defaults: false` leaves those out (a test that only wants
 * its own).
 */
export function createMetrics({ defaults = true }: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  function existing<M>(name: string): M | undefined {
    return registry.getSingleMetric(name) as M | undefined;
  }

  return {
    registry,
    contentType: registry.contentType,
    text: () => registry.metrics(),
    counter(definition) {
      checked(definition);
      return existing(definition.name) ?? new Counter({ ...definition, labelNames: [...(definition.labelNames ?? [])], registers: [registry] });
    },
    histogram(definition) {
      checked(definition);
      return (
        existing(definition.name) ??
        new Histogram({ ...definition, labelNames: [...(definition.labelNames ?? [])], buckets: [...definition.buckets], registers: [registry] })
      );
    },
    gauge(definition) {
      checked(definition);
      type G = Gauge<(typeof definition.labelNames & string[])[number]>;
      const found = existing<G>(definition.name);
      if (found) return found;
      const { collect, ...rest } = definition;
      const gauge: G = new Gauge({
        ...rest,
        labelNames: [...(definition.labelNames ?? [])],
        registers: [registry],
        ...(collect ? { collect: () => collect(gauge) } : {}),
      });
      return gauge;
    },
  };
}

/** Seconds since `startMs` (performance.now()), for histograms in seconds. */
export function secondsSince(startMs: number): number {
  return (performance.now() - startMs) / 1000;
}
