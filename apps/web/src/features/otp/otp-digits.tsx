import { OTP_LENGTH } from '@salon/domain';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './otp-digits.css';
import './otp-texts.ts';

interface Props {
  value: string;
  onChange: (code: string) => void;
  describedBy?: string;
  /** Each new value focuses the first box (on open, and after a wrong code cleared the boxes). */
  focusKey?: number;
}

/** The digit a change brought into a box that held `old`: the caret may sit before or after it. */
function typedDigit(raw: string, old: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length <= 1) return digits;
  return digits.startsWith(old) ? digits.slice(old.length, old.length + 1) : (digits[0] ?? '');
}

/**
 * Six one-digit boxes. A box's digit is selected when it gets focus, so typing replaces it; Backspace
 * clears the box (or, when empty, the one before); arrows move; a pasted or autofilled code fills
 * them all; Enter submits the form.
 */
export function OtpDigits({ value, onChange, describedBy, focusKey = 0 }: Props) {
  const { t } = useTranslation('otp');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');
  const focusBox = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(i, OTP_LENGTH - 1))];
    el?.focus();
    el?.select();
  };
  // After the dialog opened (its showModal focuses the first button otherwise); focusKey is the trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs are stable; only a new key refocuses.
  useEffect(() => {
    const id = requestAnimationFrame(() => {
      refs.current[0]?.focus();
      refs.current[0]?.select();
    });
    return () => cancelAnimationFrame(id);
  }, [focusKey]);
  const setAt = (i: number, d: string) => {
    const next = digits.slice();
    next[i] = d;
    onChange(next.join('').slice(0, OTP_LENGTH));
  };
  const fill = (from: number, code: string) => {
    const next = digits.slice();
    for (let k = 0; k < code.length && from + k < OTP_LENGTH; k++) next[from + k] = code[k] ?? '';
    onChange(next.join(''));
    focusBox(Math.min(from + code.length, OTP_LENGTH - 1));
  };
  const onKey = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      if (digits[i]) setAt(i, '');
      else if (e.key === 'Backspace' && i > 0) {
        setAt(i - 1, '');
        focusBox(i - 1);
      }
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'ArrowRight' && i < OTP_LENGTH - 1) {
      e.preventDefault();
      focusBox(i + 1);
    } else if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Replaces the box's digit wherever the caret is.
      e.preventDefault();
      setAt(i, e.key);
      if (i < OTP_LENGTH - 1) focusBox(i + 1);
    }
  };
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    e.preventDefault();
    if (!pasted) return;
    fill(pasted.length === OTP_LENGTH ? 0 : i, pasted);
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
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('digit', { n: i + 1 })}
          aria-describedby={describedBy}
          value={d}
          onFocus={(e) => e.currentTarget.select()}
          onMouseUp={(e) => {
            // A tap puts the caret before the digit; keep the digit selected so typing replaces it.
            e.preventDefault();
            e.currentTarget.select();
          }}
          onKeyDown={(e) => onKey(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onChange={(e) => {
            const raw = e.target.value.replace(/\D/g, '');
            // An autofilled code (one-time-code) arrives whole in one box.
            if (raw.length >= OTP_LENGTH) fill(0, raw.slice(0, OTP_LENGTH));
            else {
              const typed = typedDigit(raw, d);
              setAt(i, typed);
              if (typed && i < OTP_LENGTH - 1) focusBox(i + 1);
            }
          }}
        />
      ))}
    </div>
  );
}
