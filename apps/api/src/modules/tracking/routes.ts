import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 7 — api-tracking, tracking-customer/location, api-tracking-error/booking.
export async function trackingRoutes(_app: AppInstance) {}
