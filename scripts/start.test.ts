import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';
import { buildStale, isStale, root, targets, type Log, type Target } from './start.mjs';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the compiled server (npm run build:server)', () => {
  it('runs with plain node: no TypeScript left, /health and the API answer, SIGTERM shuts it down cleanly', async () => {
    // A deploy's layout: the package's package.json and node_modules, the build in dist/server.
    const app = tempDir('tb-start-');
    writeFileSync(path.join(app, 'package.json'), readFileSync(path.join(root, 'package.json')));
    symlinkSync(path.join(root, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    const out = buildServer(path.join(app, 'dist/server'));

    const built = files(out);
    expect(built).toContain('server.js');
    expect(built).toContain('server/server.js');
    expect(built).toContain('api-client/contract/boot.js');
    expect(built).toContain('scripts/admin.js');
    expect(built).toContain('server/db/migrations/001_reservations.sql');
    expect(built.filter((file) => /\.(m|c)?tsx?$/.test(file))).toEqual([]);
    // Only what the server imports: no tests, test helpers or provider fakes.
    expect(built.filter((file) => /\.test\.js$|(^|\/)test\/|test-support|test-verify|fakes\/|-fake\.js$/.test(file))).toEqual([]);
    const tsSpecifiers = built
      .filter((file) => file.endsWith('.js'))
      .filter((file) => /(from\s+|import\s*\(?\s*)['"]\.{1,2}\/[^'"]*\.tsx?['"]/.test(readFileSync(path.join(out, file), 'utf8')));
    expect(tsSpecifiers).toEqual([]);

    const port = await freePort();
    const env: Record<string, string> = {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !['NODE_OPTIONS', 'DATABASE_URL', 'DIST_DIR'].includes(key))),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(app, 'data'),
      LOG_LEVEL: 'warn',
    };
    // `node dist/server/server.js` and nothing else: no --import, no loader, no NODE_OPTIONS.
    const child = spawn(process.execPath, ['dist/server/server.js'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 45_000;
      let health: Response | null = null;
      while (!health && Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
        health = await fetch(`${url}/health`).catch(() => null);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(health?.status, output).toBe(200);
      const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(cmdline).toEqual([process.execPath, 'dist/server/server.js']);

      const status = await fetch(`${url}/api/get_status`);
      expect(status.status).toBe(200);
      expect(await status.json()).toBe('live');
      // dist/ of the package (here without a site build) is the one served.
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  });
});

describe('npm start rebuilds what is stale (scripts/start.mjs)', () => {
  const quiet = (): Log & { lines: string[] } => {
    const lines: string[] = [];
    return { lines, log: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };
  };

  // Aged from the file's own stamp rather than the clock, so a shifted test clock (weekday runs) agrees.
  const age = (file: string, secondsAgo: number) => {
    const time = new Date(statSync(file).mtimeMs - secondsAgo * 1000);
    utimesSync(file, time, time);
  };

  /** A package whose build:x writes out/x.txt with a fresh stamp; `tool` is what the build needs. */
  function fakePackage(tool: string): { base: string; target: Target; output: string; stamp(): string } {
    const base = tempDir('tb-stale-');
    mkdirSync(path.join(base, 'src'));
    mkdirSync(path.join(base, 'node_modules/fake-builder'), { recursive: true });
    writeFileSync(path.join(base, 'node_modules/fake-builder/package.json'), '{"name":"fake-builder"}');
    writeFileSync(path.join(base, 'src/a.ts'), 'export {};\n');
    const script = `node -e "require('fs').mkdirSync('out',{recursive:true});require('fs').writeFileSync('out/x.txt',String(Math.random()))"`;
    writeFileSync(path.join(base, 'package.json'), JSON.stringify({ name: 'fake', private: true, scripts: { 'build:x': script } }));
    for (const source of ['src/a.ts', 'package.json']) age(path.join(base, source), 120);
    const output = path.join(base, 'out/x.txt');
    return {
      base,
      output,
      target: { name: 'x', script: 'build:x', tool, output: 'out/x.txt', sources: ['src', 'package.json'] },
      stamp: () => readFileSync(output, 'utf8'),
    };
  }

  it('builds a missing target, leaves a fresh one alone, rebuilds it when a source is newer', () => {
    const pkg = fakePackage('fake-builder');
    expect(isStale(pkg.target, pkg.base)).toBe(true);
    expect(buildStale({ base: pkg.base, only: [pkg.target], log: quiet() })).toBe(true);
    expect(isStale(pkg.target, pkg.base)).toBe(false);
    const first = pkg.stamp();

    const log = quiet();
    expect(buildStale({ base: pkg.base, only: [pkg.target], log })).toBe(true);
    expect(pkg.stamp()).toBe(first);
    expect(log.lines).toEqual(['x: up to date (out/x.txt)']);

    age(pkg.output, 60);
    writeFileSync(path.join(pkg.base, 'src/a.test.ts'), 'a test is not a source\n');
    expect(isStale(pkg.target, pkg.base)).toBe(false);
    writeFileSync(path.join(pkg.base, 'src/a.ts'), 'export const edited = 1;\n');
    expect(isStale(pkg.target, pkg.base)).toBe(true);
    expect(buildStale({ base: pkg.base, only: [pkg.target], log: quiet() })).toBe(true);
    expect(pkg.stamp()).not.toBe(first);
    expect(isStale(pkg.target, pkg.base)).toBe(false);
  });

  it('without the dev dependencies (npm prune --omit=dev): starts a stale build with a warning, refuses a missing one in one line', () => {
    const pkg = fakePackage('a-pruned-dev-dependency');
    const missing = quiet();
    expect(buildStale({ base: pkg.base, only: [pkg.target], log: missing })).toBe(false);
    expect(missing.lines).toEqual(['Not built: out/x.txt. Run `npm run build` with the dev dependencies installed (npm ci), then npm start.']);

    mkdirSync(path.join(pkg.base, 'out'));
    writeFileSync(pkg.output, 'built before the prune');
    age(pkg.output, 60);
    writeFileSync(path.join(pkg.base, 'src/a.ts'), 'export const edited = 1;\n');
    const stale = quiet();
    expect(buildStale({ base: pkg.base, only: [pkg.target], log: stale })).toBe(true);
    expect(stale.lines).toHaveLength(1);
    expect(stale.lines[0]).toMatch(/^Warning: sources are newer than the build \(out\/x\.txt\)/);
    expect(pkg.stamp()).toBe('built before the prune');
  });

  it("builds the site, the widget, the server and the staff console with the package's scripts and dev dependencies", () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(targets.map((target) => target.name)).toEqual(['site', 'widget', 'server', 'console']);
    for (const target of targets) {
      expect(pkg.scripts[target.script], target.script).toBeTruthy();
      expect(pkg.scripts.build).toContain(`npm run ${target.script}`);
      expect(pkg.devDependencies[target.tool ?? ''], target.tool).toBeTruthy();
      for (const source of target.sources) expect(existsSync(path.join(root, source)), source).toBe(true);
    }
    // npm start itself needs no dev dependency.
    expect(pkg.scripts.start).toMatch(/^(exec )?node scripts\/start\.mjs$/);
    expect(pkg.dependencies.tsx).toBeUndefined();
  });
});
