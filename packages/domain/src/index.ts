export * from './date.ts';
export * from './day-label.ts';
export * from './messages.ts';
export * from './name.ts';
export * from './otp.ts';
export * from './password.ts';
export * from './phone.ts';
export * from './price.ts';
export * from './result.ts';
// Zod schemas are a separate entry, '@salon/domain/schemas', so the web bundle never carries zod.
export * from './text.ts';
export * from './tracking.ts';
export * from './booking/index.ts';
export * from './services/index.ts';
export * from './salon/index.ts';
export * from './auth/auth-limits.ts';
export * from './home/index.ts';
export * from './campaigns/index.ts';
