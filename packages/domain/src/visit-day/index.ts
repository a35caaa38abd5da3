export * from './arrival.ts';
export * from './queue-estimate.ts';
