import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { DEFAULT_HINTS, type RenderHints, RenderHintsContext } from './lib/render-hints.ts';
import { AppRoutes } from './routes/app-routes.tsx';
import './i18n/index.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The whole app under a router: BrowserRouter in the browser, StaticRouter when the server renders. */
export function App({
  queryClient,
  router: Router,
  hints = DEFAULT_HINTS,
}: {
  queryClient: QueryClient;
  router: ComponentType<{ children: ReactNode }>;
  hints?: RenderHints;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderHintsContext value={hints}>
        <Router>
          <AppRoutes />
        </Router>
      </RenderHintsContext>
    </QueryClientProvider>
  );
}
