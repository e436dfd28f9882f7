import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/** The app's Prometheus metrics, in a registry of its own so that app instances never collide. */
export interface HttpMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
  categoryCacheHits: Counter;
  categoryCacheMisses: Counter;
}

export function createMetrics(): HttpMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    categoryCacheHits: new Counter({
      name: 'footprint_category_cache_hits_total',
      help: 'Product categories found in the in-process cache.',
      registers: [registry],
    }),
    categoryCacheMisses: new Counter({
      name: 'footprint_category_cache_misses_total',
      help: 'Product categories not in the in-process cache (looked up in the store or categorized).',
      registers: [registry],
    }),
  };
}

/** Records every response by its route pattern (never the raw URL, which would explode cardinality). */
export function recordRequestMetrics(app: FastifyInstance, metrics: HttpMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });
}
