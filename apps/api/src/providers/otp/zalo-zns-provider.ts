import type { OtpProvider } from './otp-provider.ts';
import { postJson } from './otp-provider.ts';

export interface ZaloZnsSettings {
  url: string;
  accessToken: string;
  templateId: string;
}

/**
 * Zalo Notification Service: a pre-approved OTP template filled with the code.
 * The phone goes as 84xxxxxxxxx; Zalo answers HTTP 200 with `error: 0` on success.
 */
export function createZaloZnsProvider(settings: ZaloZnsSettings): OtpProvider {
  return {
    methods: ['zalo'],
    async send(phone, code) {
      const { status, data } = await postJson(
        settings.url,
        {
          phone: phone.replace(/^\+/, ''),
          template_id: settings.templateId,
          template_data: { otp: code },
          tracking_id: `otp-${Date.now()}`,
        },
        { access_token: settings.accessToken },
      );
      const error = (data as { error?: unknown } | null)?.error;
      if (status !== 200 || error !== 0)
        throw new Error(`Zalo ZNS answered ${status} error ${String(error)}`);
    },
  };
}
