import { message, OTP_METHODS, type OtpMethod } from '@salon/domain';
import {
  errorAnswer,
  otpOutboxQuery,
  otpSendAnswer,
  otpSendBody,
  otpSendRefusedAnswer,
  outboxAnswer,
} from '@salon/domain/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import { fromThisMachine } from '../../http/loopback.ts';
import { errorAnswerOf, sendErrorAnswer } from '../../plugins/error-handler.ts';
import { listOutbox } from '../../providers/otp/outbox-provider.ts';
import { otpServiceFor, setOtpWarn } from './service.ts';

// HTTP only: the spec's `POST otp/send` (login codes) and the development outbox.
export async function otpRoutes(app: AppInstance) {
  setOtpWarn(app.deps, (fields, text) => app.log.warn(fields, text));
  app.post(
    '/otp/send',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Send a login OTP (000 §7). Refusals (resend too soon, hourly limits, the SMS budget) answer 429 with success:false; ' +
          'from an address under pressure, 400 with enableCaptcha and captchaLevel: send again with a solved captcha (recaptcha) of that level.',
        body: otpSendBody,
        response: {
          200: otpSendAnswer,
          400: otpSendRefusedAnswer,
          429: otpSendRefusedAnswer,
          503: otpSendRefusedAnswer,
        },
      },
      errorHandler: refusedInTheSpecsShape,
    },
    async (request, reply) => {
      const { phone, method, recaptcha } = request.body;
      const result = await otpServiceFor(app.deps).send({
        phone,
        method,
        purpose: 'login',
        clientIp: request.ip,
        captcha: recaptcha,
      });
      if (result.success) return result;
      const refused = { ...result, success: false as const };
      if (refused.enableCaptcha) return reply.status(400).send(refused);
      // A refusal with a countdown is a rate limit; one without is a failed delivery.
      return reply.status(refused.allowResendAfterSeconds > 0 ? 429 : 503).send(refused);
    },
  );

  /** Bad input (and any other error) refused in the answer's own shape, success false (000 §7). */
  function refusedInTheSpecsShape(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const answer = errorAnswerOf(error, request);
    const asked = (request.body as { method?: unknown } | undefined)?.method;
    const method: OtpMethod = OTP_METHODS.includes(asked as OtpMethod) ? (asked as OtpMethod) : 'zalo';
    return sendErrorAnswer(reply, {
      status: answer.status,
      body: { ...answer.body, success: false, allowResendAfterSeconds: 0, verificationMethod: method },
    });
  }

  // The outbox hands out OTP codes: it does not exist in production, and elsewhere it answers only
  // requests from this machine (the developer's or the demo's own browser), as if it did not exist.
  if (!app.deps.config.devOutbox) return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Development and demo only, from this machine only: the OTP messages the outbox provider stored for a phone, newest first.',
        querystring: otpOutboxQuery,
        response: { 200: outboxAnswer, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) {
        return reply.status(404).send({ statusCode: 404, message: message('notFound') });
      }
      return { data: await listOutbox(app.deps.db, request.query.phone) };
    },
  );
}
