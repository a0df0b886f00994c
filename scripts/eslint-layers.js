// The layering rules of docs/architecture.md, as ESLint rules.
//
// `layers/imports` resolves every relative import against the importing file and checks four things:
//   1. apps/server/src/platform/ never imports apps/server/src/modules/ (the platform sits below every
//      feature; a feature plugs into it, never the reverse).
//   2. A server feature (apps/server/src/modules/<a>/) reaches another feature (modules/<b>/) only
//      through that feature's public files: `service.ts` (its exported functions) and `presenter.ts`
//      (how its rows are shown). `modules/content/` is not a feature but the kit every content type is
//      built with, so anyone may import it; `modules/types.ts` and `modules/index.ts` are the registry.
//   3. The web's public pages (apps/web/src/pages/) never import the staff console (apps/web/src/admin/),
//      which is a separate lazy bundle only staff download.
//   4. The seed (apps/server/src/seed/: demo and large data) stands above the features and writes through
//      them: it imports a module only through its service.ts, and of the rest only platform/db.ts,
//      platform/context.ts and config.ts (a command opens the database), never db/schema or a platform
//      internal. So demo data obeys the rules members and staff meet.
// Test files (`*.test.ts`, `*.testkit.ts`) are exempt from 1, 2 and 4: a test drives the whole app, and a
// feature's testkit (sign a member up, upload an image...) is meant to be used by other features' tests.
//
// `layers/no-cycles` fails on an import circle anywhere in apps/server/src, apps/web/src and
// packages/shared/src: value imports only (`import type`, `export type` and imports whose names are all
// `type` are left out: they vanish at build), dynamic `import()` included (a lazy chunk that imports its
// loader back is a circle too). The graph of every file is read once per lint run (a regular expression
// per file, about 0.1 s); the file being linted is checked from its own syntax tree, so a circle shows on
// the import that closes it, in the editor as on the command line.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SERVER = path.join(ROOT, 'apps/server/src');
const PLATFORM = path.join(SERVER, 'platform') + path.sep;
const MODULES = path.join(SERVER, 'modules') + path.sep;
const SEED = path.join(SERVER, 'seed') + path.sep;
/** What the seed may import outside itself and the modules' service.ts files. */
const SEED_ALLOWED = new Set(['platform/db', 'platform/context', 'config'].map((f) => path.join(SERVER, f)));
const PAGES = path.join(ROOT, 'apps/web/src/pages') + path.sep;
const ADMIN = path.join(ROOT, 'apps/web/src/admin') + path.sep;

/** Folders under modules/ that are shared kits, not features. */
const KITS = new Set(['content']);
/** Files of a feature that other features may import. */
const PUBLIC_FILES = new Set(['service', 'presenter']);
const isTestFile = (file) => /\.(test|testkit)\.tsx?$/.test(file);
const stripExt = (file) => file.replace(/\.(js|ts|tsx|mjs)$/, '');

function featureOf(file) {
  if (!file.startsWith(MODULES)) return null;
  const parts = file.slice(MODULES.length).split(path.sep);
  return parts.length > 1 ? { name: parts[0], rest: parts.slice(1).join('/') } : null;
}

/** Why importing `target` from `file` breaks a layer, or null when it is fine. */
function violation(file, target) {
  if (file.startsWith(PAGES) && target.startsWith(ADMIN)) {
    return 'Public pages never import the staff console (apps/web/src/admin/): move what both need to components/.';
  }
  if (isTestFile(file)) return null;
  if (file.startsWith(SEED) && !target.startsWith(SEED) && target.startsWith(SERVER)) {
    const to = featureOf(target);
    if (to ? stripExt(to.rest) === 'service' : SEED_ALLOWED.has(stripExt(target))) return null;
    return `The seed writes through the features: import a module's service.ts (export a seed function there), not '${path.relative(SERVER, target)}'.`;
  }
  if (file.startsWith(PLATFORM) && target.startsWith(MODULES)) {
    return 'platform/ never imports modules/: move what the platform needs down into platform/, or let the feature register it.';
  }
  const from = featureOf(file);
  const to = featureOf(target);
  if (!from || !to || from.name === to.name || KITS.has(to.name)) return null;
  const rest = stripExt(to.rest);
  if (PUBLIC_FILES.has(rest)) return null;
  return `A feature reaches another feature only through its service.ts or presenter.ts: import '${to.name}/service' (export a function there) instead of '${to.name}/${rest}'.`;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the layers of docs/architecture.md: platform below modules, features through services, pages apart from the console.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = violation(file, path.resolve(path.dirname(file), source));
      if (message) context.report({ node, message });
    }
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

// ---------------------------------------------------------------- import circles

/** The folders whose import graph must have no circle. */
export const GRAPH_ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'].map((r) => path.join(ROOT, r));
const inGraph = (file) => GRAPH_ROOTS.some((r) => file.startsWith(r + path.sep));

/** The source file a relative specifier names (`./x.js` is `./x.ts`, `./x.tsx` or `./x/index.ts`), or null. */
function resolveImport(from, spec, exists) {
  const base = path.resolve(path.dirname(from), spec).replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate;
  }
  return null;
}

// Statements at the start of a line (not in a comment): `import [type] clause from '...'`, `export [type]
// {...} | * [as x] from '...'`, `import '...'`; and `import('...')` anywhere outside a line comment.
const STATIC_IMPORT =
  /^[ \t]*(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+))\s*from\s*['"](\.[^'"]+)['"]/gm;
const BARE_IMPORT = /^[ \t]*import\s*['"](\.[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /^(.*?)\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/gm;

/** Whether an import clause brings only types (`{ type A, type B }`): it vanishes at build. */
const onlyTypes = (clause) =>
  /^\{[^}]*\}$/.test(clause.trim()) &&
  clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .every((x) => x.startsWith('type '));

/** The relative value imports of a source text, as written. */
export function valueImports(source) {
  const specs = [];
  for (const m of source.matchAll(STATIC_IMPORT)) if (!m[2] && !onlyTypes(m[3])) specs.push(m[4]);
  for (const m of source.matchAll(BARE_IMPORT)) specs.push(m[1]);
  for (const m of source.matchAll(DYNAMIC_IMPORT)) if (!/^\s*(\/\/|\*|\/\*)/.test(m[1])) specs.push(m[2]);
  return specs;
}

/** Every .ts/.tsx file of the graph's folders and its value imports, read from disk. */
export function readGraph(roots = GRAPH_ROOTS) {
  const files = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(p);
    }
  };
  for (const root of roots) if (fs.existsSync(root)) walk(root);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = valueImports(fs.readFileSync(file, 'utf8')).map((spec) =>
      resolveImport(file, spec, (f) => known.has(f)),
    );
    graph.set(file, [...new Set(targets.filter(Boolean))]);
  }
  return graph;
}

/** A path of imports from `start` back to `goal` in the graph (both included), or null. */
function pathBack(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const out = [];
      for (let x = at; x !== null; x = previous.get(x)) out.unshift(x);
      return out;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The strongly connected groups of two files or more (Tarjan): every import circle of the graph. */
export function circlesOf(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const groups = [];
  const visit = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!order.has(v)) visit(v);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

// Read once per lint run (when ESLint loads this plugin).
const diskGraph = readGraph();

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type'));

const cyclesRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No import circle in the server, the web app or the shared package (value imports; import type excluded).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!inGraph(file)) return {};
    const exists = (f) => diskGraph.has(f) || fs.existsSync(f);
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.') || isTypeOnly(node)) return;
      const target = resolveImport(file, source, exists);
      if (!target || target === file) return;
      // The rest of the graph as on disk; this file's own imports as the editor has them.
      const back = pathBack(diskGraph, target, file);
      if (!back) return;
      const names = [file, ...back].map((f) => path.relative(ROOT, f));
      context.report({
        node,
        message: `Import circle: ${names.join(' -> ')}. Cut it: move what both need into a file both import, or let one side register with the other through a hook (docs/architecture.md, "Layers and the lint").`,
      });
    }
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

/**
 * A disable comment of the listed rules says why after ` -- ` (`// eslint-disable-next-line
 * react-hooks/exhaustive-deps -- why`): a missing dependency or an `any` is a decision a reader must be
 * able to check, not a silenced warning.
 */
const REASONED_RULES = ['react-hooks/exhaustive-deps', '@typescript-eslint/no-explicit-any'];
const disableReasonRule = {
  meta: {
    type: 'suggestion',
    docs: { description: `Disabling ${REASONED_RULES.join(' or ')} needs a reason after " -- ".` },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (!/^eslint-disable(-next-line|-line)?\s/.test(text)) continue;
          const [directive, reason] = text.split(/\s--\s/, 2);
          const rules = directive.replace(/^eslint-disable(-next-line|-line)?\s+/, '').split(/[\s,]+/);
          const named = rules.filter((r) => REASONED_RULES.includes(r));
          if (named.length && !reason?.trim())
            context.report({
              loc: comment.loc,
              message: `Say why ${named.join(' and ')} is disabled here: "// eslint-disable-next-line ${named[0]} -- <reason>".`,
            });
        }
      },
    };
  },
};

// The version is this file's hash and the graph's circles, so `eslint --cache` forgets its results when
// the rules change or a circle appears or goes (a file's cached report of a circle another file closed).
const version = createHash('sha256')
  .update(fs.readFileSync(new URL(import.meta.url)))
  .update(JSON.stringify(circlesOf(diskGraph).map((g) => g.map((f) => path.relative(ROOT, f)))))
  .digest('hex')
  .slice(0, 12);

export default {
  meta: { name: 'layers', version },
  rules: { imports: importsRule, 'no-cycles': cyclesRule, 'disable-reason': disableReasonRule },
};
