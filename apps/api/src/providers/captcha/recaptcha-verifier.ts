import type { CaptchaVerifier } from './captcha.ts';

// Google reCAPTCHA, chosen with CAPTCHA_PROVIDER=recaptcha; Google refuses a token used twice.
export function createRecaptchaVerifier(opts: { secret: string; verifyUrl: string }): CaptchaVerifier {
  return {
    kind: 'recaptcha',
    async challenge() {
      return null;
    },
    async verify(token, clientIp) {
      try {
        const res = await fetch(opts.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: opts.secret, response: token, remoteip: clientIp }),
          signal: AbortSignal.timeout(8_000),
        });
        if (!res.ok) return false;
        const data = (await res.json()) as { success?: unknown };
        return data.success === true;
      } catch {
        return false;
      }
    },
  };
}
