import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 10 — campaigns for booking, reward detail, promotion code, campaign-customer family.
export async function campaignRoutes(_app: AppInstance) {}
