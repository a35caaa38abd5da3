import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { readBookingQuery } from './booking-query.ts';

/**
 * The address's query as it is now. React Router hands an update the query of its last render: a tap's
 * step and a write made just after (the logged-in phone written in when the session answers) would
 * each undo the other, and the customer was sent back to step 0.
 */
export function addressNow(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The step lives in the URL: the state follows the URL and the URL follows the state. */
export function useBookingNav() {
  const [params, setParams] = useSearchParams();
  const query = readBookingQuery(params);
  const go = useCallback(
    (step: number, extra: Record<string, string | number | null> = {}) => {
      setParams(() => {
        const next = addressNow();
        next.set('step', String(step));
        for (const [k, v] of Object.entries(extra)) {
          if (v === null) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const setParam = useCallback(
    (key: string, value: string | number | null) => {
      setParams(
        () => {
          const next = addressNow();
          if (value === null) next.delete(key);
          else next.set(key, String(value));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  // The URL follows the state: a step the rules corrected (entry, in-app cap) is written back.
  const rawStep = params.get('step');
  useEffect(() => {
    if (rawStep !== null && rawStep !== String(query.step)) setParam('step', query.step);
  }, [rawStep, query.step, setParam]);
  // A salon id the rules rewrote (customer_ios in-app 20 → 0) is written back too.
  const rawSalon = params.get('salonId');
  useEffect(() => {
    if (query.salonId !== null && rawSalon !== String(query.salonId)) setParam('salonId', query.salonId);
  }, [rawSalon, query.salonId, setParam]);
  return { query, params, go, setParam };
}
