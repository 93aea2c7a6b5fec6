import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `root`, by its '/'-separated path relative to root; source maps left out. */
export function readTree(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith('.map')) files.set(relative(root, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return files;
}
