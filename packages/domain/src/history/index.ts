export * from './profile.ts';
export * from './rating.ts';
export * from './tier-progress.ts';
