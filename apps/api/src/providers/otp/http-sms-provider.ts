import type { OtpProvider } from './otp-provider.ts';
import { otpText, postJson } from './otp-provider.ts';

export interface HttpSmsSettings {
  url: string;
  token: string;
}

/**
 * A generic HTTP SMS gateway: POST {url} with JSON { to, text, code, method } and
 * `Authorization: Bearer {token}`; any 2xx answer means accepted.
 */
export function createHttpSmsProvider(settings: HttpSmsSettings, brandName: string): OtpProvider {
  return {
    methods: ['sms'],
    async send(phone, code, method) {
      const headers: Record<string, string> = settings.token
        ? { authorization: `Bearer ${settings.token}` }
        : {};
      const { status } = await postJson(
        settings.url,
        { to: phone, text: otpText(brandName, code), code, method },
        headers,
      );
      if (status < 200 || status > 299) throw new Error(`SMS gateway answered ${status}`);
    },
  };
}
