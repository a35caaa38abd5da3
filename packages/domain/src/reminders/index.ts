export * from './reminder-times.ts';
