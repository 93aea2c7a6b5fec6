import { lstat, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFile, writeNewFile } from './new-file.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tb-new-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('a backup written by the command line', () => {
  it('is a new file only its owner can read, with nothing left beside it', async () => {
    const file = path.join(dir, 'backup.tar.gz');
    await writeNewFile(file, Buffer.from('the database'));
    expect(await readFile(file, 'utf8')).toBe('the database');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['backup.tar.gz']);
  });

  it('never follows a symlink planted where it is written, and never replaces a file', async () => {
    const victim = path.join(dir, 'victim');
    await writeFile(victim, 'precious', { mode: 0o644 });
    const file = path.join(dir, 'backup.tar.gz');
    await symlink(victim, `${file}.partial`);
    await writeNewFile(file, Buffer.from('the database'));
    expect(await readFile(victim, 'utf8')).toBe('precious');
    expect((await lstat(file)).isSymbolicLink()).toBe(false);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    await expect(writeNewFile(victim, Buffer.from('again'))).rejects.toThrow(/already exists/);
    expect(await readFile(victim, 'utf8')).toBe('precious');
    const link = path.join(dir, 'link');
    await symlink(victim, link);
    await expect(writeNewFile(link, Buffer.from('again'))).rejects.toThrow(/already exists/);
    expect(await readFile(victim, 'utf8')).toBe('precious');
  });
});

describe('the staff token the command line keeps', () => {
  it('replaces the file, never writing through a symlink planted there', async () => {
    const victim = path.join(dir, 'victim');
    await writeFile(victim, 'precious');
    const kept = path.join(dir, 'staff-token');
    await symlink(victim, kept);
    await replaceFile(kept, 'tbp_token\n');
    expect(await readFile(victim, 'utf8')).toBe('precious');
    expect(await readFile(kept, 'utf8')).toBe('tbp_token\n');
    expect((await lstat(kept)).isSymbolicLink()).toBe(false);
    expect((await stat(kept)).mode & 0o777).toBe(0o600);
    await replaceFile(kept, 'tbp_newer\n');
    expect(await readFile(kept, 'utf8')).toBe('tbp_newer\n');
    expect((await readdir(dir)).sort()).toEqual(['staff-token', 'victim']);
  });
});
