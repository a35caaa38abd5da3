import type { AppInstance } from '../../http/app-instance.ts';
import { homeContentRoutes } from './content-routes.ts';
import { lookupRoutes } from './lookup-routes.ts';

// HTTP only: schema → use case (service.ts) → reply. Area: home config JSON, blog, shop,
// style masters, booking lookup and cancel, consent.
export async function homeRoutes(app: AppInstance) {
  await homeContentRoutes(app);
  await lookupRoutes(app);
}
