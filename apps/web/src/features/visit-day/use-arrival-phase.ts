import { arrivalWindow, hourText, minuteOfHourText, vietnamMinutesOfDay } from '@salon/domain';
import type { VisitDay } from '@salon/domain/contracts';
import { useEffect, useReducer } from 'react';

// 'Tôi đã đến' is accepted from half an hour before the booking's first hour to an hour after it
// (decision 0141). The server decides; the card offers the button only inside that window, so nobody
// is asked for their location only to be told it is too early. Read on the device's clock (Vietnam
// time), drawn again when the window opens and when it closes.

export type ArrivalPhase = { phase: 'early'; opensAt: string } | { phase: 'open' } | { phase: 'late' };

/** Where now stands against the arrival window of the booking whose guests are `queue`; null: no hour known. */
export function useArrivalPhase(queue: VisitDay['queue']): ArrivalPhase | null {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const starts = queue.flatMap((g) => minuteOfHourText(g.plannedStart) ?? []);
  const window = starts.length > 0 ? arrivalWindow(Math.min(...starts)) : null;
  const now = vietnamMinutesOfDay(new Date());
  // The next minute at which the phase changes: the window's first minute, or the one after its last.
  const next = window ? [window.opens, window.closes + 1].find((m) => m > now) : undefined;
  useEffect(() => {
    if (next === undefined) return;
    const wait = (next - now) * 60_000 - (Date.now() % 60_000);
    const id = setTimeout(redraw, Math.max(1_000, wait));
    return () => clearTimeout(id);
  }, [next, now]);
  if (!window) return null;
  if (now < window.opens) return { phase: 'early', opensAt: hourText(window.opens) };
  return now > window.closes ? { phase: 'late' } : { phase: 'open' };
}
