export * from './course-progress.ts';
export * from './ranking-score.ts';
