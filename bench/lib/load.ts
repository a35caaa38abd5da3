import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run, bounded in time; loopback only. */
export async function load(opts: {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 8,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    requests: opts.requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Runs `fn` n times and returns the run with the median throughput. */
export async function medianOf(
  n: number,
  fn: () => Promise<LoadResult>,
): Promise<LoadResult & { runs: number[] }> {
  const runs: LoadResult[] = [];
  for (let i = 0; i < n; i++) runs.push(await fn());
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return { ...sorted[Math.floor(sorted.length / 2)]!, runs: runs.map((r) => Math.round(r.rps)) };
}
