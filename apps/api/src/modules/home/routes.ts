import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 9 — home config JSON, blog, shop, style masters, booking lookup and cancel, consent.
export async function homeRoutes(_app: AppInstance) {}
