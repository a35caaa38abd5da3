/** Route → the lazy chunk it needs (file name prefix in dist/assets); null when it is in the entry. */
export declare const ROUTE_CHUNKS: Record<string, string | null>;
/** First-load budget per route, gzipped bytes (the performance goal: 120 KB each). */
export declare const FIRST_LOAD_BUDGET_BYTES: number;
export interface RouteSize {
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}
export declare function staticImports(code: string): string[];
export declare function measureRoute(dist: string, route: string): RouteSize;
export declare function measureAllRoutes(dist: string): RouteSize[];
