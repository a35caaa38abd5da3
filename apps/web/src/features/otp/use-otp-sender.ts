import type { OtpMethod } from '@salon/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../api/client.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { OtpSendAnswer } from '@salon/domain/contracts';
import {
  answerOutcome,
  initialOtpSender,
  methodToAsk,
  type OtpSendOutcome,
  type OtpSenderState,
  otpSenderReducer,
  refusalOutcome,
} from './otp-sender-state.ts';

export type OtpRequest = (method: OtpMethod) => Promise<OtpSendAnswer>;

/**
 * Sends and resends an OTP code (login and booking): the method rotation, the countdown ticking each
 * second, and the outcome's error for the caller to show next to its own errors.
 */
export function useOtpSender(resume?: Partial<OtpSenderState>) {
  const { t } = useTranslation();
  const fallback = t('msg.systemInterrupted');
  const [state, dispatch] = useReducer(otpSenderReducer, resume, initialOtpSender);
  // Two sends in one tick must still alternate: the last asked method is read from here.
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    if (state.seconds <= 0) return;
    const id = setTimeout(() => dispatch({ type: 'tick' }), 1000);
    return () => clearTimeout(id);
  }, [state.seconds]);

  /** Asks for a code by the next method (zalo when `restart`); resolves to what came of it. */
  const send = useCallback(
    async (
      request: OtpRequest,
      opts: { restart?: boolean } = {},
    ): Promise<OtpSendOutcome & { asked: OtpMethod }> => {
      const method = methodToAsk(latest.current, opts.restart);
      latest.current = { ...latest.current, asked: method };
      dispatch({ type: 'ask', method });
      let outcome: OtpSendOutcome;
      try {
        outcome = answerOutcome(await request(method), fallback);
      } catch (e) {
        outcome = refusalOutcome(e instanceof ApiError ? e.data : null, fallback);
      }
      dispatch({ type: 'outcome', outcome });
      return { ...outcome, asked: method };
    },
    [fallback],
  );

  return { ...state, nextMethod: methodToAsk(state), send };
}

export type OtpSender = ReturnType<typeof useOtpSender>;
