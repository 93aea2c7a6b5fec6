/** Types of scripts/build-server.mjs. */
/** Compiles the server into `outDir` (default dist/server) and returns it. */
export function buildServer(outDir?: string): string;
