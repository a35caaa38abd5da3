import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { optionalCustomer, requireCustomer } from './auth.ts';
import { checkDeclaredAuth } from './route-auth.ts';

// The published security of each call comes from its declared `auth`; these checks keep the
// declaration honest: a handler reading the login must say so, and a login-only route must read it.
describe("a route's declared auth", () => {
  const app = Fastify();
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    app.decorate('deps', { db: {} as never, dbKind: 'pglite' as const, config, now: () => new Date() });
    registerErrorHandler(app);
    checkDeclaredAuth(app);
    app.get('/undeclared', async (request) => ({ who: await requireCustomer(request) }));
    app.get('/undeclared-optional', async (request) => ({ who: await optionalCustomer(request) }));
    app.get('/optional', { schema: { auth: 'optional-customer' } }, async (request) => ({
      who: await optionalCustomer(request),
    }));
    app.get('/optional-but-required', { schema: { auth: 'optional-customer' } }, async (request) => ({
      who: await requireCustomer(request),
    }));
    app.get('/customer', { schema: { auth: 'customer' } }, async (request) => ({
      who: await requireCustomer(request),
    }));
    app.get('/customer-never-asked', { schema: { auth: 'customer' } }, async () => ({ open: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('lets a declared route read the login', async () => {
    expect(await status('/customer')).toBe(401);
    expect(await status('/optional')).toBe(200);
  });

  it('fails a route that reads the login without declaring it, or needs one declared optional', async () => {
    expect(await status('/undeclared')).toBe(500);
    expect(await status('/undeclared-optional')).toBe(500);
    expect(await status('/optional-but-required')).toBe(500);
  });

  it('fails a login-only route that answered without asking who calls', async () => {
    expect(await status('/customer-never-asked')).toBe(500);
  });

  it('does not check in production (the document was checked by the tests)', async () => {
    const prod = Fastify();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: 'memory://' });
    prod.decorate('deps', { db: {} as never, dbKind: 'pglite' as const, config, now: () => new Date() });
    registerErrorHandler(prod);
    prod.get('/undeclared', async (request) => ({ who: await requireCustomer(request) }));
    expect((await prod.inject({ method: 'GET', url: '/undeclared' })).statusCode).toBe(401);
    await prod.close();
  });
});
