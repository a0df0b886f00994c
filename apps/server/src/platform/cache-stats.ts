import { Counter } from 'prom-client';

/**
 * Lookups of the process's caches, by cache and result, for the metrics (platform/metrics.ts): `read`
 * is every versioned read cache (read-cache.ts: public reads, rankings, feeds), `page` the page HTML cache
 * (page-cache.ts). `hit` answered from the cache, `stale` answered the previous slot's value while a new
 * one is read, `miss` waited for a read. Per process, as every Prometheus metric (each process is scraped).
 * Registered in no registry here: each app's metrics registry takes it (tests build many apps in one process).
 */
export const cacheLookups = new Counter({
  name: 'acsc_cache_lookups_total',
  help: 'Cache lookups by cache (read, page) and result (hit, stale, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [],
});
