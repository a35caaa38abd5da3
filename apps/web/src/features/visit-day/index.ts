import { lazy } from 'react';

// The visit-day feature's front door. Its card (and the QR encoder with it) is a chunk of its own,
// loaded only by the screens that show a booking: never part of the first load of / or /booking.

/** The check-in QR code, the booking code and, on the day, the live queue and 'Tôi đã đến'. */
export const VisitDayCard = lazy(() => import('./visit-day-card.tsx'));
