import { todayInVietnam, vietnamMinutesOfDay } from '@salon/domain';
import { useEffect, useState } from 'react';
import type { Clock } from './time-rules.ts';

function read(atSalon: boolean): Clock {
  const now = new Date();
  return { todayIso: todayInVietnam(now), nowMinute: vietnamMinutesOfDay(now), atSalon };
}

/** Today and the minute of the day in Asia/Ho_Chi_Minh, whatever the device's zone; ticks every 30 s. */
export function useVietnamClock(atSalon: boolean): Clock {
  const [clock, setClock] = useState(() => read(atSalon));
  useEffect(() => {
    setClock(read(atSalon));
    const id = setInterval(() => setClock(read(atSalon)), 30_000);
    return () => clearInterval(id);
  }, [atSalon]);
  return clock;
}
