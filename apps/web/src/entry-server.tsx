import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setTransport, type Transport } from './api/client.ts';
import { App, createQueryClient } from './app.tsx';
import { guessNarrow, type RenderHints } from './lib/render-hints.ts';

// The server's half of server-side rendering (docs/decisions/0091): the page's HTML with the data it
// shows, so the first screen paints before any script runs; the browser then hydrates it (main.tsx).

export interface RenderRequest {
  /** Path and query, e.g. /booking?salonId=0. */
  url: string;
  userAgent?: string;
  /** Answers the app's API calls in-process (the server's own routes). */
  transport: Transport;
}

export interface RenderedPage {
  html: string;
  state: SsrState;
}

/** What the browser needs to draw the same first frame: the query cache and the server's guesses. */
export interface SsrState {
  queries: DehydratedState;
  hints: RenderHints;
  lang: 'vi';
}

const UrlContext = createContext('/');
function ServerRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={useContext(UrlContext)}>{children}</StaticRouter>;
}

/** The device class a render draws for this User-Agent: the server keeps one cached page per class. */
export function deviceClass(userAgent: string | undefined): 'narrow' | 'wide' {
  return guessNarrow(userAgent) ? 'narrow' : 'wide';
}

/** Rendering again after loading the data a render asked for; pages here need one or two rounds. */
const MAX_PASSES = 4;

async function toHtml(app: ReactNode): Promise<string> {
  // prerender (unlike renderToString) waits for lazy routes and components to load.
  const { prelude } = await prerender(app);
  return new Response(prelude).text();
}

function wantsData(q: Query): boolean {
  if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
  const enabled = (q.options as { enabled?: unknown }).enabled;
  return typeof enabled === 'function' ? enabled(q) !== false : enabled !== false;
}

/**
 * Renders `url`, loads the queries the render started, and renders again until nothing new is asked
 * for. Throws when a query fails: the caller then sends the plain page and the browser renders it.
 */
export async function renderPage(req: RenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const hints: RenderHints = { narrow: guessNarrow(req.userAgent) };
  const app = (
    <UrlContext value={req.url}>
      <App queryClient={queryClient} router={ServerRouter} hints={hints} />
    </UrlContext>
  );
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await toHtml(app);
    const pending = queryClient.getQueryCache().getAll().filter(wantsData);
    if (pending.length === 0) break;
    // Each query function calls api() synchronously inside fetch(), so every call of this batch takes
    // this request's transport even when several servers share the bundle (tests).
    setTransport(req.transport);
    await Promise.all(pending.map((q) => q.fetch()));
  }
  return { html, state: { queries: dehydrate(queryClient), hints, lang: 'vi' } };
}
