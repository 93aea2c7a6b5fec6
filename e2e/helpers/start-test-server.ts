import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';


export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts test-server-main.ts in a child process (node + tsx) and waits for its address. */
export function startTestServer(options: { host?: string; distDir?: string } = {}): Promise<RunningServer> {
  // From the package root (where npm test runs): jsdom test files do not get a file: import.meta.url.
  const main = resolve(process.cwd(), 'e2e/helpers/test-server-main.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TB_TEST_HOST: options.host ?? '127.0.0.1',
      ...(options.distDir ? { TB_TEST_DIST_DIR: options.distDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`test server did not start: ${errors}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`test server exited (${code}): ${errors}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
