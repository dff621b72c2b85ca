/** Types for build-lib.mjs, which TypeScript callers (e2e, bench) import. */
export declare const repoRoot: string;
export declare const webDistDir: string;
export declare const apiBundle: string;
/** Node's flags for the API process (see build-lib.mjs). */
export declare const apiNodeFlags: string[];
export declare const apiProcessEnv: Record<string, string>;
export declare function staleReason(name: 'web' | 'api'): string | null;
export declare function ensureBuilt(options?: {
  log?: (line: string) => void;
  force?: boolean;
}): Promise<void>;
