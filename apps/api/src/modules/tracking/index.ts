// The tracking module's front door: what other modules and the app may use. Nothing else here is imported from outside.

/** Its routes: page and event tracking, limited per address. */
export { trackingRoutes } from './routes.ts';
/** The booking funnel report over days, in text (scripts/report-funnel.ts prints it). */
export { funnelReport } from './funnel-report.ts';
