import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/src/test/free-port.ts';
import { createTestApp, type TestApp } from '../../apps/api/src/test/test-app.ts';

// E2E_WEB_DIST lets a run use its own build, so a rebuild elsewhere cannot change assets mid-run.
const webDist = process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

export interface RunningSite extends TestApp {
  baseUrl: string;
}

/** The real server (API + built web app) on a fresh seeded in-memory database, on a free port. */
export async function startSite(
  opts: { now?: Date; env?: Record<string, string> } = {},
): Promise<RunningSite> {
  if (!existsSync(`${webDist}/index.html`))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  // Every page of a test file comes from one address, faster than any visitor: the tracking flood
  // limit (tested in the API tests) would throttle the suite itself.
  // The links the server writes (the payment's return, reminders) use PUBLIC_URL: the site's own port.
  const port = await freePort();
  const env = {
    WEB_DIST: webDist,
    TRACKING_CALLS_PER_MINUTE: '100000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...opts.env,
  };
  const t = await createTestApp({ ...opts, serveWeb: true, env });
  const address = await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl: address };
}
