import { validateLoginOtp, validateLoginPhone, validatePassword } from '@salon/domain';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { OTP_HELP_KEY } from '../otp/otp-sender-state.ts';
import { AltchaCaptcha } from './altcha-captcha.tsx';
import type { LoginFlow } from './use-login-flow.ts';

// The four forms of the login modal (000 §4). Each checks its field with the domain rule first
// (instant feedback, the same words as the server) and then calls the flow.

function Field(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type: 'tel' | 'password' | 'text';
  maxLength: number;
  error: string;
  autoComplete: string;
  placeholder?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="login__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type}
        inputMode="numeric"
        maxLength={props.maxLength}
        value={props.value}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to type into this field.
        autoFocus
      />
      <p id={errorId} className="login__error" role="alert">
        {props.error}
      </p>
    </div>
  );
}

const submitWith = (fn: () => void) => (e: FormEvent) => {
  e.preventDefault();
  fn();
};

export function PhoneStep({ flow, initial }: { flow: LoginFlow; initial: string }) {
  const { t } = useTranslation('login');
  const [phone, setPhone] = useState(initial);
  const submit = () => {
    const r = validateLoginPhone(phone);
    if (!r.ok) return flow.setError(flow.msg(r.error));
    void flow.submitPhone(r.value);
  };
  return (
    <form className="login__form" onSubmit={submitWith(submit)} noValidate>
      <Field
        label={t('phoneLabel')}
        placeholder={t('phonePlaceholder')}
        type="tel"
        maxLength={12}
        value={phone}
        onChange={setPhone}
        error={flow.error}
        autoComplete="tel-national"
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={flow.busy}>
        {t('continue')}
      </button>
    </form>
  );
}

export function PasswordStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('login');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A solved captcha is good once: each attempt gets a fresh widget.
  const [captchaRound, setCaptchaRound] = useState(0);
  const { setError } = flow;
  // Once the captcha says 'verified', the error that asked for it is answered: it goes.
  const onToken = useCallback(
    (token: string | null) => {
      setCaptcha(token);
      if (token) setError('');
    },
    [setError],
  );
  const submit = async () => {
    const r = validatePassword(password);
    if (!r.ok) return flow.setError(flow.msg(r.error));
    await flow.submitPassword(r.value, captcha);
    setCaptcha(null);
    setCaptchaRound((n) => n + 1);
  };
  return (
    <form className="login__form" onSubmit={submitWith(() => void submit())} noValidate>
      <Field
        label={t('passwordLabel')}
        type="password"
        maxLength={6}
        value={password}
        onChange={setPassword}
        error={flow.error}
        autoComplete="current-password"
      />
      {flow.captchaShown && (
        <AltchaCaptcha
          key={`${captchaRound}-${flow.captchaLevel}`}
          level={flow.captchaLevel}
          onToken={onToken}
        />
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={flow.busy}>
        {t('login')}
      </button>
      <button type="button" className="login__link" onClick={() => void flow.forgotPassword()}>
        {t('forgot')}
      </button>
    </form>
  );
}

export function OtpStep({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('login');
  const [otp, setOtp] = useState('');
  const submit = () => {
    const r = validateLoginOtp(otp);
    if (!r.ok) return flow.setError(flow.msg(r.error));
    void flow.submitOtp(r.value);
  };
  return (
    <form className="login__form" onSubmit={submitWith(submit)} noValidate>
      <p className="login__hint">{flow.msg(OTP_HELP_KEY[flow.method])}</p>
      <Field
        label={t('otpLabel')}
        type="text"
        maxLength={6}
        value={otp}
        onChange={setOtp}
        error={flow.error}
        autoComplete="one-time-code"
      />
      {flow.otpCaptcha && (
        <AltchaCaptcha
          key={flow.otpCaptcha.round}
          level={flow.otpCaptcha.level}
          onToken={flow.otpCaptchaSolved}
        />
      )}
      <p className="login__resend" aria-live="polite">
        {flow.countdown > 0 ? (
          t('resendIn', { n: flow.countdown })
        ) : (
          <button
            type="button"
            className="login__link"
            onClick={() => void flow.resend()}
            disabled={flow.busy}
          >
            {t('resendVia', { method: t(`method.${flow.nextMethod}`) })}
          </button>
        )}
      </p>
      <button type="submit" className="btn btn--primary btn--block" disabled={flow.busy}>
        {t('confirm')}
      </button>
    </form>
  );
}

export function SetPasswordStep({ flow, onSkip }: { flow: LoginFlow; onSkip: () => void }) {
  const { t } = useTranslation('login');
  const [password, setPassword] = useState('');
  const submit = () => {
    const r = validatePassword(password);
    if (!r.ok) return flow.setError(flow.msg(r.error));
    void flow.submitNewPassword(r.value);
  };
  return (
    <form className="login__form" onSubmit={submitWith(submit)} noValidate>
      <p className="login__hint">{t('setPasswordHint')}</p>
      <Field
        label={t('newPasswordLabel')}
        type="password"
        maxLength={6}
        value={password}
        onChange={setPassword}
        error={flow.error}
        autoComplete="new-password"
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={flow.busy}>
        {t('save')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onSkip}>
        {t('skip')}
      </button>
    </form>
  );
}
