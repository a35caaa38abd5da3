import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { OtpMethod } from '@salon/domain';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import type { OtpProvider } from './otp-provider.ts';
import { createOutboxProvider } from './outbox-provider.ts';
import { createZaloZnsProvider } from './zalo-zns-provider.ts';

export type { OtpProvider } from './otp-provider.ts';

/** Why the configured OTP delivery cannot start, or null. main.ts refuses to start on it. */
export function otpDeliveryProblem(config: Config): string | null {
  if (config.otpProvider === 'outbox' && !config.devOutbox)
    return 'OTP_PROVIDER=outbox shows codes instead of sending them and is refused in production; configure http-sms or zalo-zns (the demo start is `npm start`).';
  if (config.otpProvider === 'http-sms' && !config.smsGateway)
    return 'OTP_PROVIDER=http-sms needs SMS_GATEWAY_URL.';
  if (config.otpProvider === 'zalo-zns' && !config.zaloZns)
    return 'OTP_PROVIDER=zalo-zns needs ZALO_ZNS_ACCESS_TOKEN and ZALO_ZNS_TEMPLATE_ID.';
  return null;
}

/** Routes each method to a provider that can deliver it (Zalo ZNS plus an SMS gateway, for example). */
function combine(providers: OtpProvider[]): OtpProvider {
  const byMethod = new Map<OtpMethod, OtpProvider>();
  for (const p of providers) for (const m of p.methods) if (!byMethod.has(m)) byMethod.set(m, p);
  return {
    methods: [...byMethod.keys()],
    async send(phone, code, method) {
      const provider = byMethod.get(method);
      if (!provider) throw new Error(`no provider for ${method}`);
      await provider.send(phone, code, method);
    },
  };
}

export function createOtpProvider(config: Config, db: Db, now: () => Date): OtpProvider {
  const problem = otpDeliveryProblem(config);
  if (problem) throw new Error(problem);
  if (config.otpProvider === 'outbox') return createOutboxProvider(db, config.brandName, now);
  const sms = config.smsGateway ? createHttpSmsProvider(config.smsGateway, config.brandName) : null;
  const zalo = config.zaloZns ? createZaloZnsProvider(config.zaloZns) : null;
  const ordered = config.otpProvider === 'zalo-zns' ? [zalo, sms] : [sms, zalo];
  return combine(ordered.filter((p): p is OtpProvider => p !== null));
}
