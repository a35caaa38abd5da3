import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app.tsx';
import { sessionHint } from './api/session-hint.ts';
import type { SsrState } from './entry-server.tsx';
import i18n, { startLanguage } from './i18n/index.ts';
import { hasSavedDraft } from './routes/booking/draft/draft-key.ts';
import { holdEarlyTaps } from './lib/early-taps.ts';
import './styles.css';

// Earlier versions kept the login token in local storage, readable by any script: no more.
sessionHint.forgetLegacyToken();
const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const stateScript = document.getElementById('ssr-state');
const state = stateScript ? (JSON.parse(stateScript.textContent ?? 'null') as SsrState | null) : null;
// A tap on what the server drew waits for its code instead of being lost.
if (state) holdEarlyTaps(root);

// A visitor who reads English waits for its texts (loaded on demand) before the first render. Not a
// top-level await: a chunk it loads may import from this one, and would wait for it in turn.
void startLanguage().then(render);

function render() {
  // The server drew the page in Vietnamese for a visitor with no booking draft, with its data: hydrate it
  // when that is this visitor; otherwise (another language, a draft in this tab) draw afresh.
  if (state && root.firstElementChild && i18n.language === state.lang && !hasSavedDraft()) {
    hydrate(queryClient, state.queries);
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={BrowserRouter} hints={state.hints} />
      </StrictMode>,
      {
        // A mismatch is repaired by React (it draws that part in the browser); say so without failing the page.
        onRecoverableError: (error) => console.warn('hydration:', error),
      },
    );
  } else {
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={BrowserRouter} />
      </StrictMode>,
    );
  }
}
