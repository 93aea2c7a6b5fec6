import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This server's version: package.json's, found upwards from this file (the source tree and the
 * compiled dist/server sit at different depths), with the commit when BUILD_COMMIT names it.
 */
function readVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (name === 'table-booking' && version) return version;
    }
    dir = path.dirname(dir);
  }
  return 'unknown';
}

const commit = process.env.BUILD_COMMIT?.trim();
export const SERVER_VERSION = commit ? `${readVersion()}+${commit.slice(0, 12)}` : readVersion();
