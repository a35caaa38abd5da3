export * from './draw.ts';
export * from './points.ts';
