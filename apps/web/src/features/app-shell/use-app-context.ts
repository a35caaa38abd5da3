import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { type AppContext, readAppContext, stickyAppContext } from '../../lib/app-context.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The app context of this page: from the URL while hydrating (so the page matches the server's),
 * then the tab's remembered in-app context (an app shell's visitor keeps the app's layout).
 */
export function useAppContext(): AppContext & { inShell: boolean } {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return useMemo(() => {
    const ctx = (hydrated ? stickyAppContext : readAppContext)(search);
    // A shell may be listening: the in-app flag or one of the in-app sources.
    return { ...ctx, inShell: ctx.forceMobile };
  }, [search, hydrated]);
}
