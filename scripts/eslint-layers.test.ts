import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers, { circlesOf, readGraph, valueImports } from './eslint-layers.js';

/** The layer rule of docs/architecture.md: what `npm run lint` says about an import in a given file. */
const ROOT = path.dirname(import.meta.dirname);
const linter = new Linter({ cwd: ROOT });
const config = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { layers },
    rules: { 'layers/imports': 'error' as const, 'layers/no-cycles': 'error' as const },
  },
];

function problems(file: string, code: string): string[] {
  const messages = linter.verify(code, config, { filename: path.join(ROOT, file) });
  if (messages.some((m) => m.fatal)) throw new Error(messages[0].message);
  return messages.map((m) => m.message);
}

describe('layer rule', () => {
  it('keeps platform/ below modules/, except in tests', () => {
    expect(problems('apps/server/src/platform/auth.ts', "import { x } from '../modules/auth/repo.js';")).toEqual([
      expect.stringContaining('platform/ never imports modules/'),
    ]);
    expect(problems('apps/server/src/platform/jobs/runner.ts', "export * from '../../modules/types.js';")).toHaveLength(
      1,
    );
    expect(
      problems('apps/server/src/platform/cache.test.ts', "import { x } from '../modules/auth/auth.testkit.js';"),
    ).toEqual([]);
    expect(problems('apps/server/src/platform/auth.ts', "import { x } from './sessions.js';")).toEqual([]);
  });

  it('lets a feature reach another only through its service or presenter', () => {
    const file = 'apps/server/src/modules/home/service.ts';
    expect(problems(file, "import { x } from '../news/service.js'; import { y } from '../news/presenter.js';")).toEqual(
      [],
    );
    expect(problems(file, "import { x } from '../news/repo.js';")).toEqual([expect.stringContaining("'news/service'")]);
    expect(problems(file, "const m = await import('../site/repo.js');")).toHaveLength(1);
    // Its own files, the content kit and the module registry's types are fine.
    expect(
      problems(
        file,
        "import { x } from './repo.js'; import { y } from '../content/publishable/service.js'; import type { Z } from '../types.js';",
      ),
    ).toEqual([]);
    expect(problems('apps/server/src/modules/news/staff/routes.ts', "import { x } from '../repo.js';")).toEqual([]);
  });

  it('has no exceptions but tests (notification types come through module hooks, not imports)', () => {
    expect(
      problems('apps/server/src/modules/auth/notifications.ts', "import { x } from '../notifications/texts.js';"),
    ).toHaveLength(1);
    expect(
      problems('apps/server/src/modules/notifications/service.ts', "import { x } from '../auth/notifications.js';"),
    ).toHaveLength(1);
    expect(
      problems(
        'apps/server/src/modules/auth/notifications.ts',
        "import { x } from '../../platform/notification-types.js';",
      ),
    ).toEqual([]);
    expect(
      problems('apps/server/src/modules/media/media.api.test.ts', "import { x } from '../admin/admin.testkit.js';"),
    ).toEqual([]);
    expect(
      problems('apps/server/src/modules/admin/accounts.ts', "import { x } from '../auth/password.js';"),
    ).toHaveLength(1);
  });

  it('keeps the staff console out of the public pages', () => {
    expect(problems('apps/web/src/pages/news/NewsPage.tsx', "import { x } from '../../admin/api.js';")).toEqual([
      expect.stringContaining('never import the staff console'),
    ]);
    expect(problems('apps/web/src/admin/news/NewsSection.tsx', "import { x } from '../../pages/frames.js';")).toEqual(
      [],
    );
    expect(
      problems('apps/web/src/pages/news/NewsPage.tsx', "import { x } from '../../components/api/client.js';"),
    ).toEqual([]);
  });

  it('lets the seed reach a feature only through its service.ts', () => {
    const file = 'apps/server/src/seed/demo.ts';
    expect(
      problems(
        file,
        "import { seedArticles } from '../modules/news/service.js'; import { x } from './content/index.js';",
      ),
    ).toEqual([]);
    expect(
      problems(
        file,
        "import { openDatabase } from '../platform/db.js'; import type { AppContext } from '../platform/context.js'; import { loadConfig } from '../config.js';",
      ),
    ).toEqual([]);
    expect(problems(file, "import { articleSearchFields } from '../modules/news/search-text.js';")).toEqual([
      expect.stringContaining('The seed writes through the features'),
    ]);
    expect(problems(file, "import { articles } from '../db/schema/index.js';")).toHaveLength(1);
    expect(problems(file, "import { createAdmin } from '../modules/admin/accounts.js';")).toHaveLength(1);
    expect(problems(file, "import { storeImage } from '../platform/storage.js';")).toHaveLength(1);
    expect(
      problems('apps/server/src/seed/demo.api.test.ts', "import { articles } from '../db/schema/index.js';"),
    ).toEqual([]);
  });
});

describe('no import circle', () => {
  // news/service.ts imports news/repo.ts: repo.ts importing the service back closes a circle.
  const repo = 'apps/server/src/modules/news/repo.ts';

  it('fails on the import that closes a circle, naming it', () => {
    expect(problems(repo, "import { listChannels } from './service.js';")).toEqual([
      'Import circle: apps/server/src/modules/news/repo.ts -> apps/server/src/modules/news/service.ts -> apps/server/src/modules/news/repo.ts. Cut it: move what both need into a file both import, or let one side register with the other through a hook (docs/architecture.md, "Layers and the lint").',
    ]);
    // A lazy chunk importing its loader back is a circle too; so is a re-export.
    expect(problems(repo, "export const load = () => import('./service.js');")).toHaveLength(1);
    expect(problems(repo, "export { listChannels } from './service.js';")).toHaveLength(1);
  });

  it('leaves type imports out (they vanish at build), and imports that close no circle', () => {
    expect(
      problems(repo, "import type { RankingCache } from './search-repo.js'; import type { X } from './service.js';"),
    ).toEqual([]);
    expect(
      problems(repo, "import { type X, type Y } from './service.js'; export type { Z } from './service.js';"),
    ).toEqual([]);
    expect(problems(repo, "import { paginate } from '../../platform/paging.js';")).toEqual([]);
  });

  it('reads value imports from source text as the whole-graph check does', () => {
    const source = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "import { type C } from './c.js';",
      "import D, { e } from './d.js';",
      "export * from './f.js';",
      "export type { G } from './g.js';",
      "import './h.css.js';",
      "const i = () => import('./i.js');",
      "// const j = () => import('./j.js');",
      " * import { k } from './k.js';",
    ].join('\n');
    expect(valueImports(source)).toEqual(['./a.js', './d.js', './f.js', './h.css.js', './i.js']);
  });

  it('finds every circle of a graph, and none in the repository', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e2']],
      ['e2', ['e']],
    ]);
    expect(circlesOf(graph)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'e2'],
    ]);
    expect(circlesOf(readGraph())).toEqual([]);
  });
});

describe('disable-reason rule', () => {
  const reasonConfig = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      linterOptions: { reportUnusedDisableDirectives: 'off' as const },
      plugins: { layers },
      rules: { 'layers/disable-reason': 'error' as const },
    },
  ];
  const reasons = (code: string) =>
    linter
      .verify(code, reasonConfig, { filename: path.join(ROOT, 'apps/web/src/x.ts') })
      .filter((m) => m.ruleId === 'layers/disable-reason')
      .map((m) => m.message);

  it('asks for a reason when exhaustive-deps or no-explicit-any is disabled without one', () => {
    expect(reasons('// eslint-disable-next-line react-hooks/exhaustive-deps\nconst a = 1;')).toEqual([
      expect.stringContaining('Say why react-hooks/exhaustive-deps is disabled'),
    ]);
    expect(reasons('const a = 1; // eslint-disable-line @typescript-eslint/no-explicit-any')).toHaveLength(1);
    expect(reasons('// eslint-disable-next-line react-hooks/exhaustive-deps --   \nconst a = 1;')).toHaveLength(1);
  });

  it('accepts the same comment with its reason, and other rules without one', () => {
    expect(
      reasons('// eslint-disable-next-line react-hooks/exhaustive-deps -- only a new opening resets\nconst a = 1;'),
    ).toEqual([]);
    expect(reasons('// eslint-disable-next-line no-console\nconst a = 1;')).toEqual([]);
  });
});
