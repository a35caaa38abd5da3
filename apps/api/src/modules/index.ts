import type { AppInstance } from '../http/app-instance.ts';
import { authRoutes } from './auth/index.ts';
import { bookingRoutes } from './booking/index.ts';
import { campaignRoutes } from './campaigns/index.ts';
import { courseRoutes } from './courses/index.ts';
import { discoverRoutes } from './discover/index.ts';
import { benchRoutes, healthRoutes } from './health/index.ts';
import { historyRoutes, posRoutes } from './history/index.ts';
import { homeRoutes } from './home/index.ts';
import { jobRoutes } from './jobs/index.ts';
import { reminderRoutes } from './reminders/index.ts';
import { placesRoutes } from './places/index.ts';
import { rankingRoutes } from './ranking/index.ts';
import { salonRoutes } from './salons/index.ts';
import { serviceRoutes } from './services/index.ts';
import { styleMasterRoutes } from './stylemaster/index.ts';
import { trackingRoutes } from './tracking/index.ts';
import { walletRoutes } from './wallet/index.ts';
import { luckyRoutes, wheelRoutes } from './wheel/index.ts';
import { waitlistRoutes } from './waitlist/index.ts';
import { visitDayRoutes } from './visit-day/index.ts';

/** Every area's routes, each from its module's front door (index.ts). Each module owns its routes, rules and SQL. */
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
  visitDayRoutes,
];
