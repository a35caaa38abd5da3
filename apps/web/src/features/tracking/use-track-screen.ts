import { TRACKING_EVENTS } from '@salon/domain';
import { useEffect, useRef } from 'react';
import { trackSoon } from './track-soon.ts';
import type { TrackingData } from './tracking.ts';

/** One screen_view event each time a screen is shown (mount or screenId change); data as of that moment. */
export function useTrackScreen(screenId: string, data: TrackingData = {}, pageId?: string): void {
  const latest = useRef({ data, pageId });
  latest.current = { data, pageId };
  useEffect(() => {
    trackSoon(TRACKING_EVENTS.screenView, latest.current.data, { screenId, pageId: latest.current.pageId });
  }, [screenId]);
}
