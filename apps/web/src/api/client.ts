import { sessionHint } from './session-hint.ts';

/** A non-200 answer, rejected with its data as the spec says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: { message?: string; [key: string]: unknown } | null,
  ) {
    super(data?.message ?? `HTTP ${status}`);
  }
}

/** How a request leaves: fetch in the browser; the server that renders pages answers in-process. */
export type Transport = (
  url: string,
  init: RequestInit,
) => Promise<{ status: number; text(): Promise<string> }>;
let transport: Transport = (url, init) => fetch(url, init);
export function setTransport(next: Transport) {
  transport = next;
}

type Query = Record<string, string | number | boolean | null | undefined>;

/**
 * A query typed from its contract's input (`import type` of @salon/domain/contracts): the contract's
 * fields only, its required ones present; null leaves a field out (as withQuery does).
 */
export type QueryOf<T> = { [K in keyof T]: T[K] | null };

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The one HTTP client: JSON accept (and content type when there is a body), the session travels in its
 * HttpOnly cookie, a 401 clears the session hint, anything but 200 is rejected with its data.
 */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await transport(withQuery(path, opts.query), {
    method,
    headers:
      opts.body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
    credentials: 'same-origin',
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (res.status === 401) sessionHint.clear();
  if (res.status !== 200) throw new ApiError(res.status, data as ApiError['data']);
  return data as T;
}
