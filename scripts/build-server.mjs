import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run build:server [-- --out-dir DIR]`. tsc, not a bundle: file for file, so stack traces name the source
 * file, `import.meta.url` still finds the migrations beside it and dependencies resolve from node_modules.
 * `noCheck`, as type errors are `npm run typecheck`'s job; only what server.ts and admin.ts import is built.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The entry: the compiled server one folder down, serving the dist/ this folder sits in. */
const ENTRY = `// Written by scripts/build-server.mjs: \`node dist/server/server.js\` starts the compiled server.
import 'dotenv/config';
import { fileURLToPath } from 'node:url';

// web-plugin looks for the site and widget builds two folders above itself, which from
// dist/server/server/web/ would be dist/server/: point it at this dist/ unless DIST_DIR is set
// (in the environment or .env, loaded first).
process.env.DIST_DIR ||= fileURLToPath(new URL('../', import.meta.url));
await import('./server/server.js');
`;

export function buildServer(outDir = path.join(root, 'dist/server')) {
  rmSync(outDir, { recursive: true, force: true });
  let tsc;
  try {
    tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    throw new Error('TypeScript is not installed: building needs the dev dependencies (npm ci, then npm run build)');
  }
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.server.json'), '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.server.json failed (${result.status ?? result.signal})`);
  const migrations = path.join(outDir, 'server/db/migrations');
  mkdirSync(migrations, { recursive: true });
  for (const file of readdirSync(path.join(root, 'server/db/migrations'))) {
    if (file.endsWith('.sql')) copyFileSync(path.join(root, 'server/db/migrations', file), path.join(migrations, file));
  }
  const demoPhotos = path.join(outDir, 'server/db/demo-photos');
  mkdirSync(demoPhotos, { recursive: true });
  for (const file of readdirSync(path.join(root, 'server/db/demo-photos'))) {
    if (/\.(webp|jpg)$/.test(file)) copyFileSync(path.join(root, 'server/db/demo-photos', file), path.join(demoPhotos, file));
  }
  writeFileSync(path.join(outDir, 'server.js'), ENTRY);
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--out-dir');
  const outDir = flag > 0 ? path.resolve(process.argv[flag + 1] ?? '') : undefined;
  try {
    console.log(`server: compiled to ${path.relative(process.cwd(), buildServer(outDir)) || '.'}`);
  } catch (error) {
    console.error(`server: ${error.message}`);
    process.exit(1);
  }
}
