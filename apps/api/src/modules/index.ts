import type { AppInstance } from '../http/app-instance.ts';
import { authRoutes } from './auth/routes.ts';
import { bookingRoutes } from './booking/routes.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { courseRoutes } from './courses/routes.ts';
import { discoverRoutes } from './discover/routes.ts';
import { benchRoutes } from './health/bench-routes.ts';
import { healthRoutes } from './health/routes.ts';
import { historyRoutes } from './history/routes.ts';
import { posRoutes } from './history/pos-routes.ts';
import { homeRoutes } from './home/routes.ts';
import { jobRoutes } from './jobs/routes.ts';
import { reminderRoutes } from './reminders/routes.ts';
import { placesRoutes } from './places/routes.ts';
import { rankingRoutes } from './ranking/routes.ts';
import { salonRoutes } from './salons/routes.ts';
import { serviceRoutes } from './services/routes.ts';
import { styleMasterRoutes } from './stylemaster/routes.ts';
import { trackingRoutes } from './tracking/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { luckyRoutes } from './wheel/lucky-routes.ts';
import { wheelRoutes } from './wheel/routes.ts';
import { waitlistRoutes } from './waitlist/routes.ts';

/** Every area's routes. Each module owns its routes, rules and SQL. */
export const moduleRoutes: Array<(app: AppInstance) => Promise<void>> = [
  healthRoutes,
  benchRoutes,
  salonRoutes,
  placesRoutes,
  serviceRoutes,
  bookingRoutes,
  authRoutes,
  trackingRoutes,
  homeRoutes,
  campaignRoutes,
  historyRoutes,
  posRoutes,
  styleMasterRoutes,
  rankingRoutes,
  courseRoutes,
  discoverRoutes,
  walletRoutes,
  wheelRoutes,
  luckyRoutes,
  waitlistRoutes,
  jobRoutes,
  reminderRoutes,
];
