/** Types of scripts/start.mjs (plain JavaScript so that `npm start` needs no TypeScript runtime). */
export interface Target {
  name: string;
  /** The npm script that builds it. */
  script: string;
  /** The dev dependency that script needs (not there after `npm prune --omit=dev`). */
  tool?: string;
  /** The file whose modification time is the build's. */
  output: string;
  /** Files and folders (relative to the package) the build reads. */
  sources: string[];
}

export interface Log {
  log(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const root: string;
export const targets: Target[];
export const serverTarget: Target;
export function newestMtime(entry: string): number;
export function isStale(target: Target, base?: string): boolean;
export function buildStale(options?: { base?: string; only?: Target[]; log?: Log }): boolean;
