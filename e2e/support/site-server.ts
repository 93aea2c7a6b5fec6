import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, serverTarget } from '../../scripts/start.mjs';
import { todayInShanghai } from '../../server/test/open-evenings.ts';

// jsdom test files (the widget's element test) do not get a file: import.meta.url; npm test runs from the root.
const root = import.meta.url.startsWith('file:') ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') : process.cwd();
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

export interface RunningSite {
  url: string;
  adminToken: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The site must be built for the server to serve it; build once if it is missing. */
function ensureSiteBuilt(): void {
  if (existsSync(path.join(root, 'dist/site/index.html'))) return;
  const result = spawnSync('npm', ['run', 'build:site'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:site failed');
}

/** The tests run the compiled server, as `npm start` does: rebuilt when older than its sources. */
function ensureServerBuilt(): void {
  if (!isStale(serverTarget, root)) return;
  const result = spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:server failed');
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer /health within 100 s:\n${log()}`);
}

/** The server process on `dataDir`: its address, and a stop that ends it (SIGTERM, as a deploy does). */
async function launch(env: Record<string, string>, dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  // A test that serves its own build (DIST_DIR) needs no site build.
  if (!env.DIST_DIR) ensureSiteBuilt();
  ensureServerBuilt();
  const port = await freePort();
  let output = '';
  // Plain node on the build, no TypeScript loader: the artefact a deploy runs.
  const child = spawn(process.execPath, [serverTarget.output], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every browser of a test run is a different guest but comes from 127.0.0.1: the per-address
      // caps are sized for real networks. A test of a cap sets it back low in `env`.
      HOLDS_PER_CLIENT: '100',
      HOLD_SEATS_PER_CLIENT_PERCENT: '100',
      HOLD_STARTS_PER_CLIENT_HOUR: '1000',
      LOOKUPS_PER_CLIENT_HOUR: '1000',
      SESSIONS_PER_CLIENT_HOUR: '1000',
      OTP_PER_CLIENT_HOUR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    // A server that never answered is not left running behind a failed test file.
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A data folder the server has started on once and shut down (the embedded database created,
 * migrated and seeded): the browser tests' global set-up makes it, and each site starts on a copy.
 */
export async function makeSiteDataTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tb-e2e-template-'));
  try {
    await (await launch({}, dataDir)).stop();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/** The template of this browser-test run (e2e/support/global-setup.ts), if there is one. */
async function siteDataTemplate(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('siteDataTemplate');
}

export interface SiteOptions {
  /** 'HH:mm': the server's clock starts at this time of today in Shanghai and runs on from there. */
  shanghaiTime?: string;
}

const FAKETIME_LIBRARY = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * The environment that starts the server's clock at `time` of today in Shanghai (libfaketime, Debian's
 * faketime), so a test of tonight's seatings holds at any hour; the date stays the tests' own.
 */
function clockAt(time: string): Record<string, string> {
  if (!existsSync(FAKETIME_LIBRARY)) throw new Error(`a server at ${time} Shanghai needs Debian's faketime: apt-get install -y faketime`);
  const start = new Date(`${todayInShanghai()}T${time}:00+08:00`);
  // libfaketime reads "@..." in the process's zone, so the server's zone is set to UTC with it.
  const utc = start.toISOString().replace('T', ' ').replace(/\.\d+Z$/, '');
  return { LD_PRELOAD: FAKETIME_LIBRARY, FAKETIME: `@${utc}`, FAKETIME_DONT_FAKE_MONOTONIC: '1', NO_FAKE_STAT: '1', TZ: 'UTC' };
}

/**
 * The real server, as `npm start` runs it, on a free port with a data folder of its own (PGlite,
 * seeded demo restaurant, dev outbox for one-time codes, demo payment provider): a copy of the
 * run's template, so its start is a restart, else a new folder (its first start).
 */
export async function startSite(env: Record<string, string> = {}, options: SiteOptions = {}): Promise<RunningSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tb-e2e-'));
  const template = await siteDataTemplate();
  let server: Awaited<ReturnType<typeof launch>>;
  try {
    if (template) await cp(template, dataDir, { recursive: true });
    server = await launch({ ...(options.shanghaiTime ? clockAt(options.shanghaiTime) : {}), ...env }, dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    adminToken: E2E_ADMIN_TOKEN,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The outbox messages whose code latestCode has handed out, per server: each code is used once. */
const handedOut = new Set<string>();

/**
 * The newest one-time code sent to `to` (dev outbox, admin token), skipping notices without one; a
 * code handed out before is given again only when no newer one comes within the wait.
 */
export async function latestCode(site: RunningSite, to: string): Promise<string> {
  let seen: { id: number; code: string } | undefined;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=10`, {
      headers: { authorization: `Bearer ${site.adminToken}` },
    });
    if (!response.ok) throw new Error(`dev outbox: HTTP ${response.status}`);
    const latest = ((await response.json()) as Array<{ id: number; code: string | null }>).find((message) => message.code);
    if (latest?.code) {
      seen = { id: latest.id, code: latest.code };
      if (!handedOut.has(`${site.url} ${latest.id}`)) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!seen) throw new Error(`no code sent to ${to}`);
  handedOut.add(`${site.url} ${seen.id}`);
  return seen.code;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** makeSiteDataTemplate's folder for this run of the browser tests. */
    siteDataTemplate?: string;
  }
}
