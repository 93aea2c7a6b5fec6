import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm run admin` runs scripts/admin.ts through tsx while dev dependencies are installed, so an edit needs no
 * build, else the compiled copy that a deploy pruned with `npm prune --omit=dev` keeps. In this process, so
 * argv and exit code are ours.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = path.join(root, 'dist/server/scripts/admin.js');

let tsx = null;
try {
  tsx = await import('tsx/esm/api');
} catch {
  // dev dependencies pruned: use the build
}

if (tsx) {
  tsx.register();
  await (await import(pathToFileURL(path.join(root, 'scripts/admin.ts')).href)).runAdminCommandLine();
} else if (existsSync(compiled)) {
  await (await import(pathToFileURL(compiled).href)).runAdminCommandLine();
} else {
  console.error('The admin console is not built: run `npm run build` with the dev dependencies installed (npm ci), or install them.');
  process.exitCode = 1;
}
