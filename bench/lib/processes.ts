import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** A Node server the bench started in its own process, on loopback. */
export interface ChildServer {
  url: string;
  pid: number;
  /** Resident memory of the server process now, in bytes (VmRSS of /proc/<pid>/status). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function residentMemory(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** The server's source entry, which the bench measures as `npm start` runs it: compiled. */
const SERVER_SOURCE = 'server/server.ts';
const SERVER_BUILD = 'dist/server/server.js';

/**
 * The arguments of `node` for a script: the server as its build from `npm run build` (which the
 * bench runs first) with plain node, as `npm start` runs it; any other TypeScript through tsx.
 */
export function nodeArguments(script: string): string[] {
  if (script === SERVER_SOURCE) {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
    return [SERVER_BUILD];
  }
  return script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
}

/** With BENCH_CPU_PROFILE=DIR each server writes a V8 CPU profile there when it stops (for where the time went). */
const cpuProfile = () => (process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []);

/**
 * Starts the script in its own `node` process (see nodeArguments; minus npm, so that the pid is
 * the server's own) and waits until `readyPath` answers 200.
 */
export async function startChildServer(script: string, env: Record<string, string>, readyPath: string): Promise<ChildServer> {
  const port = await freePort();
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL'));
  const child = spawn(process.execPath, [...cpuProfile(), ...nodeArguments(script)], {
    // Not NODE_ENV=production: that demands live providers and secrets (README, Deploying), and
    // nothing the server does runs faster for it.
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} within 90 s:\n${output}`);
    }
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    rss: () => residentMemory(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(forced);
    },
  };
}
