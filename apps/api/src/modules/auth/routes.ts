import { message } from '@salon/domain';
import * as c from '@salon/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  clearTokenCookie,
  optionalCustomer,
  requireCustomer,
  setTokenCookie,
  TOKEN_COOKIE,
} from '../../http/auth.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { captchaFor } from '../../providers/captcha/index.ts';
import { otpRoutes } from '../otp/index.ts';
import * as auth from './service.ts';

// HTTP only: schema → use case (service.ts) → reply. The spec's login calls (000 §7) at its paths;
// the current user is GET /api/v1/auth/me and logout POST /api/v1/auth/logout (paths not shown).
export async function authRoutes(app: AppInstance) {
  await app.register(otpRoutes);
  const tags = ['auth'];

  // A login replaces the session the browser held (rotation): the old token stops working.
  const startSession = async (request: FastifyRequest, reply: FastifyReply, token: string) => {
    const previous = await optionalCustomer(request);
    if (previous) await auth.logout(app.deps, previous.sessionId);
    setTokenCookie(request, reply, token);
  };

  app.post(
    '/api/v1/auth/verify',
    {
      schema: {
        tags,
        summary: 'Is this phone new (registration by OTP) or does it have a password?',
        body: c.loginVerifyBody,
        response: { 200: c.verifyPhoneAnswer },
      },
    },
    async (request) => ({
      statusCode: 200 as const,
      data: await auth.verifyPhone(app.deps, request.body.phone),
    }),
  );

  app.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          'Password login. After more than 2 failures for the phone a solved captcha (recaptcha field) is required; ' +
          'refusals answer 400/429 with success:false and enableCaptcha.',
        body: c.loginBody,
        response: { 200: c.loginAnswer },
      },
    },
    async (request, reply) => {
      const { phone, password, recaptcha } = request.body;
      const result = await auth.loginWithPassword(app.deps, {
        phone,
        password,
        recaptcha,
        clientIp: request.ip,
      });
      await startSession(request, reply, result.accessToken);
      return result;
    },
  );

  app.get(
    '/api/v1/auth/captcha',
    {
      schema: {
        tags,
        summary:
          'A new ALTCHA proof-of-work challenge for the captcha widget; level (1–4) multiplies the work by 4 per step, as an answer with captchaLevel asks.',
        querystring: c.captchaQuery,
        response: { 200: c.captchaAnswer },
      },
    },
    async (request, reply) => {
      const challenge = await captchaFor(app.deps).challenge(request.query.level ?? 1);
      reply.header('cache-control', 'no-store');
      return challenge ?? { provider: captchaFor(app.deps).kind };
    },
  );

  app.post(
    '/api/v1/auth/login-otp',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          'Log in with the OTP sent by POST /otp/send; creates the account on first login. Past the wrong-code ceilings of the phone or the address, ' +
          'a 400 with enableCaptcha and captchaLevel asks for the same call with a solved captcha (recaptcha).',
        body: c.loginOtpBody,
        response: { 200: c.tokenAnswer },
      },
    },
    async (request, reply) => {
      const { phone, otp, recaptcha } = request.body;
      const data = await auth.loginWithOtp(app.deps, { phone, otp, recaptcha, clientIp: request.ip });
      await startSession(request, reply, data.accessToken);
      return { statusCode: 200 as const, message: message('loginSuccess'), data };
    },
  );

  app.post(
    '/api/v1/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Set a 6-digit password (logged in). Ends every other session and returns a new token.',
        body: c.changePasswordBody,
        response: { 200: c.tokenAnswer },
        auth: 'customer',
      },
    },
    async (request, reply) => {
      const who = await requireCustomer(request, request.body.accessToken);
      const data = await auth.changePassword(app.deps, who, request.body);
      setTokenCookie(request, reply, data.accessToken);
      return { statusCode: 200 as const, message: message('passwordSetSuccess'), data };
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      schema: {
        tags,
        summary:
          'The current user (000 §3): userInfo, accountBalance, isRegistered, agreeProtectPersonalInfo.',
        response: {
          200: c.currentUserAnswer,
          401: c.errorAnswer,
        },
        auth: 'customer',
      },
    },
    async (request, reply) => {
      const who = await optionalCustomer(request);
      if (!who) {
        clearTokenCookie(reply);
        return reply.status(401).send({ statusCode: 401, message: message('unauthorized') });
      }
      // Browsers keep a cookie at most 400 days: each visit renews it, so the session's three years hold.
      const cookieToken = request.cookies?.[TOKEN_COOKIE];
      if (cookieToken) setTokenCookie(request, reply, cookieToken);
      return { statusCode: 200 as const, data: await auth.currentUser(app.deps, who.customerId) };
    },
  );

  // The in-app entry (001 §1): the shell passes its customer's token in the link; the page trades it
  // once for this browser's HttpOnly cookie and drops it from the URL. Not rotated: the app keeps it.
  app.post(
    '/api/v1/auth/app-session',
    {
      schema: {
        tags,
        auth: 'optional-customer',
        summary:
          "An app shell's access token (the in-app link's token) becomes this browser's session cookie; answers the current user.",
        body: c.appSessionBody,
        response: { 200: c.currentUserAnswer, 401: c.errorAnswer },
      },
    },
    async (request, reply) => {
      const who = await optionalCustomer(request, request.body.accessToken);
      if (!who) return reply.status(401).send({ statusCode: 401, message: message('unauthorized') });
      setTokenCookie(request, reply, request.body.accessToken);
      return { statusCode: 200 as const, data: await auth.currentUser(app.deps, who.customerId) };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends this session and clears the cookie.',
        response: { 200: c.doneAnswer },
        auth: 'optional-customer',
      },
    },
    async (request, reply) => {
      const who = await optionalCustomer(request);
      if (who) await auth.logout(app.deps, who.sessionId);
      clearTokenCookie(reply);
      return { statusCode: 200 as const, message: message('logoutSuccess') };
    },
  );

  app.put(
    '/api/v1/booking/customer',
    {
      schema: {
        tags,
        summary: "Save the logged-in customer's name (the booking phone popup, 001 §2).",
        body: c.customerNameBody,
        response: { 200: c.customerSavedAnswer },
        auth: 'customer',
      },
    },
    async (request) => {
      const who = await requireCustomer(request);
      const data = await auth.saveCustomerName(app.deps, who, request.body);
      return { statusCode: 200 as const, message: message('customerSaved'), data };
    },
  );
}
