import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 3 — provinces, salons, salon-near, salon-off, booking-privacy.
export async function salonRoutes(_app: AppInstance) {}
