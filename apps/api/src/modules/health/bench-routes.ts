import type { AppInstance } from '../../http/app-instance.ts';

/** A hello-world route for benchmarks (BENCH_HELLO=1): the ceiling the other routes are compared to. */
export async function benchRoutes(app: AppInstance) {
  if (process.env.BENCH_HELLO !== '1') return;
  app.get('/api/bench/hello', { schema: { hide: true } }, async () => ({ hello: 'world' }));
}
