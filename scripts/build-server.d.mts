/** Types of build-server.mjs for the TypeScript code that calls it (the compiled-server test). */
export declare const SERVER_DIST: string;
export declare const SERVER_ENTRIES: Record<string, string>;
/** Compiles the server into `outdir` (default apps/server/dist); returns the input files. */
export declare function buildServer(options?: { outdir?: string; quiet?: boolean }): Promise<string[]>;
/** Why the build in `outdir` must be redone, or null when it is current. */
export declare function staleReason(outdir?: string): string | null;
