import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * ESLint rule `house/server-folders`: the server's folders import each other in layers (http ->
 * domain -> store, docs/booking-core.md) and never in a circle, so each can be read and changed
 * from its own imports down. Type-only imports do not count: they vanish at run time.
 */
export const HTTP = ['app.ts', 'start.ts', 'server.ts', 'routes', 'plugins', 'web', 'openapi', 'observability'];
export const STORE = ['db', 'repositories', 'cache', 'lib'];

const RUNTIME_IMPORT = /^\s*import\s+(?!type\b)([^'";]*?)\s*from\s*'([^']+)'|^\s*export\s+(?!type\b)[^'";]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;
const TEST_ONLY = /\.test\.tsx?$|\/test\/|test-support|test-verify|\/fakes\/|-fake\.ts$|\/contracts\//;

/** Whether an import clause brings values (not only `{ type A, type B }`). */
function bringsValues(clause) {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  return !named || named[1].split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type '));
}

/** The server folder (or top-level file) a path belongs to; null outside `root`. */
export function folderOf(root, file) {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

/** Folder -> folders it imports at run time, from the production files under `root`. */
export function folderGraph(root) {
  const graph = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'migrations') walk(file);
      } else if (/\.tsx?$/.test(name) && !TEST_ONLY.test(file)) {
        for (const target of runtimeImports(file)) addEdge(graph, folderOf(root, file), folderOf(root, target));
      }
    }
  };
  walk(root);
  return graph;
}

function runtimeImports(file) {
  const found = [];
  for (const match of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
    const spec = match[2] ?? match[3] ?? match[4];
    if (spec.startsWith('.') && (match[1] === undefined || bringsValues(match[1]))) found.push(path.resolve(path.dirname(file), spec));
  }
  return found;
}

function addEdge(graph, from, to) {
  if (!to || from === to) return;
  if (!graph.has(from)) graph.set(from, new Set());
  graph.get(from).add(to);
}

/** The folders in a circle with another (Tarjan's strongly connected components), as folder -> its circle. */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const circleOf = new Map();
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = stack.splice(stack.indexOf(node));
    if (members.length > 1) for (const member of members) circleOf.set(member, members);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circleOf;
}

const layerOf = (folder) => (HTTP.includes(folder) ? 'http' : STORE.includes(folder) ? 'store' : 'domain');
const RANK = { http: 2, domain: 1, store: 0 };

let known = null;
function knownCircles(root) {
  if (known?.root !== root) known = { root, circleOf: circles(folderGraph(root)) };
  return known.circleOf;
}

export const serverFolders = {
  meta: {
    type: 'problem',
    docs: { description: 'Server folders import downwards (http -> domain -> store) and never in a circle.' },
    messages: {
      upwards: 'The {{layer}} folder {{from}} imports {{to}} ({{toLayer}}): the layers go http -> domain -> store.',
      circle: '{{from}} and {{to}} import each other (through {{circle}}): move what both need to a lower folder.',
    },
    schema: [],
  },
  create(context) {
    const root = path.join(context.cwd, 'server');
    const file = context.filename;
    const from = folderOf(root, file);
    if (!from || TEST_ONLY.test(file)) return {};
    const check = (node, spec, typeOnly) => {
      if (typeOnly || typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = folderOf(root, path.resolve(path.dirname(file), spec));
      if (!to || to === from) return;
      const [layer, toLayer] = [layerOf(from), layerOf(to)];
      if (RANK[toLayer] > RANK[layer]) context.report({ node, messageId: 'upwards', data: { layer, from, to, toLayer } });
      const circle = knownCircles(root).get(from);
      if (circle?.includes(to)) context.report({ node, messageId: 'circle', data: { from, to, circle: circle.join(', ') } });
    };
    const typeOnly = (node) => node.importKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source.value, false),
    };
  },
};
