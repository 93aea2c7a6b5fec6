import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * CI's production start check (.ci/run): COMMAND, on a free port with a temporary PGlite DATA_DIR, must serve
 * /health, the API, site and widget, then exit 0 on SIGTERM. --fresh: fails if `npm start` rebuilt or warned.
 */
const args = process.argv.slice(2);
const dashes = args.indexOf('--');
if (dashes < 0 || dashes === args.length - 1) {
  console.error('usage: node scripts/smoke-start.mjs [--cwd DIR] [--fresh] -- COMMAND [ARGS...]');
  process.exit(2);
}
const options = args.slice(0, dashes);
const [command, ...commandArgs] = args.slice(dashes + 1);
const cwd = options.includes('--cwd') ? path.resolve(options[options.indexOf('--cwd') + 1]) : process.cwd();
const fresh = options.includes('--fresh');
const label = `${[command, ...commandArgs].join(' ')} (in ${cwd})`;

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'tb-smoke-'));
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'DIST_DIR', 'NODE_OPTIONS'].includes(key)));
Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

const started = Date.now();
// Its own process group, so that a failed check can kill everything it started (npm's child too).
const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`smoke-start: ${label}: ${message}\n--- output ---\n${output}`);
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

const url = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 120_000;
for (;;) {
  if (child.exitCode !== null) fail(`exited with ${child.exitCode} before answering /health`);
  if (Date.now() > deadline) fail('no 200 from /health within 120 s');
  // Bodies are read to the end: a response left unread keeps its connection busy, and the
  // graceful shutdown would wait for it.
  const health = await fetch(`${url}/health`)
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .catch(() => null);
  if (health?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const ready = ((Date.now() - started) / 1000).toFixed(1);

const checks = [
  ['/api/get_status', 'application/json'],
  ['/', 'text/html'],
  ['/widget/table-booking.js', 'javascript'],
];
for (const [route, type] of checks) {
  const response = await fetch(url + route);
  const contentType = response.headers.get('content-type') ?? '';
  await response.arrayBuffer();
  if (response.status !== 200 || !contentType.includes(type)) fail(`GET ${route}: ${response.status} ${contentType}`);
}
if (fresh && /building|sources are newer/.test(output)) fail('rebuilt or found a stale build, though the build was fresh');

child.kill('SIGTERM');
const timer = setTimeout(() => fail('still running 15 s after SIGTERM'), 15_000);
const { code, signal } = await exited;
clearTimeout(timer);
if (code !== 0) fail(`exit ${code ?? signal} after SIGTERM (expected a graceful 0)`);
rmSync(dataDir, { recursive: true, force: true });
console.log(`smoke-start: ${label}: /health 200 after ${ready} s, API, site and widget served, SIGTERM -> exit 0`);
