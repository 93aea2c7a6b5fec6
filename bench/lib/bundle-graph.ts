import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a built bundle loads, read from Vite's build manifest (`build.manifest`): the budget test
 * and `npm run bench` share this one definition of "initial download" (the entry and every chunk
 * it imports statically, transitively) so the two can never disagree about what they measure.
 */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest of a build in `outDir` (Vite writes it to .vite/manifest.json, which is never served). */
export const readManifest = (outDir: string): Manifest => JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The manifest key of the build's entry (the embed's main.ts, the site's index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The manifest key of the chunk Vite named `name` (from its module's or import's name). */
export function chunkNamed(manifest: Manifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === name);
  if (keys.length !== 1) throw new Error(`expected one chunk named ${name}, found ${keys.length}`);
  return keys[0]!;
}

/** The files (JS and CSS) a chunk loads before it runs: itself and its static imports, transitively. */
export function initialFiles(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/**
 * The embed's first strings, one chunk per language (the calendar's and slot pane's): the guest's
 * own is part of the initial download. The views' strings (en-views, zh-views) load with the views.
 */
const isLanguageChunk = (chunk: ManifestChunk) => /(^|\/)i18n\/(en|zh)-core\.ts$/.test(chunk.src ?? '');

/**
 * Bytes (by `size`, e.g. gzip) the guest downloads before the embed's slot pane is usable, per
 * language: the entry's static graph plus that language's strings chunk and what it imports.
 */
export function initialDownloadByLanguage(manifest: Manifest, size: (file: string) => number): Map<string, number> {
  const entry = entryKey(manifest);
  const initial = initialFiles(manifest, entry);
  const base = [...initial].reduce((sum, file) => sum + size(file), 0);
  const languages = (manifest[entry]!.dynamicImports ?? []).filter((key) => isLanguageChunk(manifest[key]!));
  return new Map(
    languages.map((key) => {
      const extra = [...initialFiles(manifest, key)].filter((file) => !initial.has(file));
      return [manifest[key]!.name!, base + extra.reduce((sum, file) => sum + size(file), 0)];
    }),
  );
}
