export * from './availability.ts';
export * from './booking-date.ts';
export * from './channel.ts';
export * from './date-options.ts';
export * from './group-rules.ts';
export * from './master-limit.ts';
export * from './slots.ts';
export * from './busy-salon.ts';
