import type { AppInstance } from '../../http/app-instance.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: issue 6 — otp/send, auth/verify, login, login-otp, change-password, current user, logout.
export async function authRoutes(_app: AppInstance) {}
