import type { AppDeps } from '../../http/app-instance.ts';
import { createAltchaVerifier } from './altcha-verifier.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { createRecaptchaVerifier } from './recaptcha-verifier.ts';

export type { CaptchaVerifier } from './captcha.ts';

const perApp = new WeakMap<AppDeps, CaptchaVerifier>();

/** The configured captcha verifier of this app (ALTCHA unless CAPTCHA_PROVIDER=recaptcha). */
export function captchaFor(deps: AppDeps): CaptchaVerifier {
  let verifier = perApp.get(deps);
  if (!verifier) {
    const c = deps.config.captcha;
    if (c.provider === 'recaptcha') {
      if (!c.recaptchaSecret) throw new Error('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET.');
      verifier = createRecaptchaVerifier({ secret: c.recaptchaSecret, verifyUrl: c.recaptchaVerifyUrl });
    } else {
      verifier = createAltchaVerifier({
        db: deps.db,
        secret: deps.config.tokenSecret,
        maxCounter: c.altchaCost,
      });
    }
    perApp.set(deps, verifier);
  }
  return verifier;
}
