import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 4 — service-booking-v2, detail-v2.
export async function serviceRoutes(_app: AppInstance) {}
