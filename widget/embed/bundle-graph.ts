/**
 * What a built bundle's files load, read from the files themselves: the budget test and
 * `npm run bench` share this one definition of "initial download" (the entry and every chunk it
 * imports statically, transitively) so the two can never disagree about what they measure.
 * Works on Vite/Rolldown output, whose chunks import each other by relative path.
 */
const QUOTE = '["\'`]';
const STATIC_IMPORT = new RegExp(`(?:^|[;}\\s])import\\s*(?:[\\w$\\{\\},\\s*]+from\\s*)?${QUOTE}(\\.{1,2}/[^"'\`]+|/[^"'\`]+)${QUOTE}`, 'g');
const DYNAMIC_IMPORT = new RegExp(`import\\(\\s*${QUOTE}(\\.{1,2}/[^"'\`]+|/[^"'\`]+)${QUOTE}\\s*\\)`, 'g');

/** Relative (or root-absolute) specifiers of a chunk's static imports. */
export const staticImports = (code: string): string[] => [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
/** Relative (or root-absolute) specifiers of a chunk's `import('...')` calls. */
export const dynamicImports = (code: string): string[] => [...code.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);

/** The file a specifier names, relative to the bundle's root: 'chunks/a.js' + './b.js' = 'chunks/b.js'. */
export function resolveFrom(from: string, spec: string): string {
  if (spec.startsWith('/')) return spec.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The entry and every chunk it imports statically: what runs before anything lazy. */
export function initialFiles(files: ReadonlyMap<string, string>, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || !files.has(name)) return;
    seen.add(name);
    for (const spec of staticImports(files.get(name)!)) visit(resolveFrom(name, spec));
  };
  visit(entry);
  return seen;
}

/** Files reached from `from` through its dynamic imports (each with its own static imports). */
export function lazyTargets(files: ReadonlyMap<string, string>, from: string): string[] {
  return dynamicImports(files.get(from) ?? '').map((spec) => resolveFrom(from, spec)).filter((name) => files.has(name));
}

/** The widget's language chunks: one of them is part of the initial download (the guest's language). */
export const isLanguageChunk = (name: string): boolean => /(^|\/)(en|zh)-[\w-]+\.js$/.test(name);

/** The embed entry's file name inside dist/widget. */
export const WIDGET_ENTRY = 'table-booking.js';

/**
 * Bytes (by `size`, e.g. gzip) the guest downloads before the slot pane is usable, per language:
 * the entry's static graph plus that language's strings chunk.
 */
export function initialDownloadByLanguage(
  files: ReadonlyMap<string, string>,
  size: (name: string) => number,
  entry: string = WIDGET_ENTRY,
): Map<string, number> {
  const initial = initialFiles(files, entry);
  const base = [...initial].reduce((sum, name) => sum + size(name), 0);
  const languages = lazyTargets(files, entry).filter(isLanguageChunk);
  return new Map(
    languages.map((language) => {
      const extra = [...initialFiles(files, language)].filter((name) => !initial.has(name));
      return [language, base + extra.reduce((sum, name) => sum + size(name), 0)];
    }),
  );
}
