// The health module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: the health check, and the benchmarks' hello route (BENCH_HELLO=1). */
export { benchRoutes } from './bench-routes.ts';
export { healthRoutes } from './routes.ts';
