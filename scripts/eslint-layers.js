// The layering rule of docs/architecture.md, as an ESLint rule (`layers/imports`). It resolves every
// relative import against the importing file and checks three things:
//   1. apps/server/src/platform/ never imports apps/server/src/modules/ (the platform sits below every
//      feature; a feature plugs into it, never the reverse).
//   2. A server feature (apps/server/src/modules/<a>/) reaches another feature (modules/<b>/) only
//      through that feature's public files: `service.ts` (its exported functions) and `presenter.ts`
//      (how its rows are shown). `modules/content/` is not a feature but the kit every content type is
//      built with, so anyone may import it; `modules/types.ts` and `modules/index.ts` are the registry.
//   3. The web's public pages (apps/web/src/pages/) never import the staff console (apps/web/src/admin/),
//      which is a separate lazy bundle only staff download.
// Test files (`*.test.ts`, `*.testkit.ts`) are exempt from 1 and 2: a test drives the whole app, and a
// feature's testkit (sign a member up, upload an image...) is meant to be used by other features' tests.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SERVER = path.join(ROOT, 'apps/server/src');
const PLATFORM = path.join(SERVER, 'platform') + path.sep;
const MODULES = path.join(SERVER, 'modules') + path.sep;
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
    docs: { description: 'Keeps the layers of docs/architecture.md: platform below modules, features through services, pages apart from the console.' },
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

// The version is this file's hash, so `eslint --cache` forgets its results when the rule changes.
const version = createHash('sha256').update(fs.readFileSync(new URL(import.meta.url))).digest('hex').slice(0, 12);

export default { meta: { name: 'layers', version }, rules: { imports: importsRule } };
