import { OTP_LENGTH } from '@salon/domain';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

interface Props {
  value: string;
  onChange: (code: string) => void;
  describedBy?: string;
}

/** Six one-digit boxes: typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpDigits({ value, onChange, describedBy }: Props) {
  const { t } = useTranslation('booking-time');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');
  const setAt = (i: number, d: string) => {
    const next = digits.slice();
    next[i] = d;
    onChange(next.join('').slice(0, OTP_LENGTH));
  };
  const onKey = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      setAt(i - 1, '');
      refs.current[i - 1]?.focus();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted);
    refs.current[Math.min(pasted.length, OTP_LENGTH - 1)]?.focus();
  };
  return (
    <div className="b-otp">
      {digits.map((d, i) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number.
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className="b-otp__box"
          type="text"
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={t('otpDigit', { n: i + 1 })}
          aria-describedby={describedBy}
          value={d}
          onKeyDown={(e) => onKey(i, e)}
          onPaste={onPaste}
          onChange={(e) => {
            const d = e.target.value.replace(/\D/g, '').slice(-1);
            setAt(i, d);
            if (d && i < OTP_LENGTH - 1) refs.current[i + 1]?.focus();
          }}
        />
      ))}
    </div>
  );
}
