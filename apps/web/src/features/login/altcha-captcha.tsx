import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

// The self-hosted proof-of-work captcha. The widget (about 35 kB gzipped) loads only when a
// captcha is demanded, so it never weighs on the first page load.
let loading: Promise<unknown> | null = null;
function loadWidget() {
  loading ??= Promise.all([import('altcha'), import('altcha/i18n/vi')]);
  return loading;
}

interface Props {
  /** Called with the payload once solved, and with null when it expires or fails. */
  onToken: (token: string | null) => void;
  /** The level of work the server asked for (decision 0135): 1 unless an answer said more. */
  level?: number;
}

export function AltchaCaptcha({ onToken, level = 1 }: Props) {
  const { t, i18n } = useTranslation('login');
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void loadWidget().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const onState = (ev: Event) => {
      const detail = (ev as CustomEvent<{ state: string; payload?: string }>).detail;
      onToken(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready, onToken]);
  if (!ready) return <p className="login__captcha-loading">{t('captchaLabel')}…</p>;
  return (
    <fieldset className="login__captcha" data-testid="captcha">
      <legend className="visually-hidden">{t('captchaLabel')}</legend>
      {createElement('altcha-widget', {
        ref,
        challenge: level > 1 ? `/api/v1/auth/captcha?level=${level}` : '/api/v1/auth/captcha',
        language: i18n.language === 'en' ? 'en' : 'vi',
        hidelogo: '',
      })}
    </fieldset>
  );
}
