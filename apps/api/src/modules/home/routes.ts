import type { AppInstance } from '../../http/app-instance.ts';
import { homeContentRoutes } from './content-routes.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: home config JSON, blog, shop,
// style masters (booking lookup, cancel and consent: modules/booking).
export async function homeRoutes(app: AppInstance) {
  await homeContentRoutes(app);
}
