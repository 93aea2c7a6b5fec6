import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Section } from '../lib/checks.ts';
import { compressedSize, kb } from '../lib/compress.ts';

const run = promisify(execFile);

/**
 * Published embed scripts of peers, for scale: what a host page loads to show each one.
 * Cal.com's scheduling embed is the closest peer (a booking widget on other people's pages);
 * Typeform's embed is a widely used embed script of another kind.
 */
export const PEERS = [
  { name: '@calcom/embed-core', version: '1.5.3', file: 'dist/embed/embed.js', what: 'Cal.com embed (booking; its UI then loads in an iframe)' },
  { name: '@calcom/embed-snippet', version: '1.3.3', file: 'dist/snippet.umd.js', what: 'Cal.com loader snippet (inline)' },
  { name: '@typeform/embed', version: '6.1.1', file: 'build/embed.js', what: 'Typeform embed (forms)' },
] as const;

/** Packs each peer with npm into workDir (not committed) and measures its embed script. */
export async function peerSizes(workDir: string): Promise<Section> {
  const dir = resolve(workDir, 'peers');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const peer of PEERS) {
    const spec = `${peer.name}@${peer.version}`;
    try {
      const { stdout } = await run('npm', ['pack', spec, '--silent', '--pack-destination', dir], { cwd: dir, timeout: 60_000 });
      const tarball = join(dir, stdout.trim().split('\n').pop()!);
      const unpacked = join(dir, peer.name.replace(/[@/]/g, '_'));
      await mkdir(unpacked, { recursive: true });
      await run('tar', ['xzf', tarball, '-C', unpacked]);
      const size = compressedSize(await readFile(join(unpacked, 'package', peer.file)));
      rows.push([`${spec} ${peer.file}`, peer.what, kb(size.raw), kb(size.gzip), kb(size.brotli)]);
    } catch (error) {
      notes.push(`${spec}: not measured (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return { title: 'Peers: published embed scripts (npm pack, same run)', columns: ['package file', 'what', 'raw', 'gzip', 'brotli'], rows, checks: [], notes };
}
