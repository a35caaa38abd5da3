import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 5 — stylists, hours, backup hours, booking-multiple, verify-otp-booking.
export async function bookingRoutes(_app: AppInstance) {}
