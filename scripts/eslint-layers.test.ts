import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import layers from './eslint-layers.js';

/** The layer rule of docs/architecture.md: what `npm run lint` says about an import in a given file. */
const ROOT = path.dirname(import.meta.dirname);
const linter = new Linter({ cwd: ROOT });
const config = [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { layers }, rules: { 'layers/imports': 'error' as const } }];

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
    expect(problems('apps/server/src/platform/jobs/runner.ts', "export * from '../../modules/types.js';")).toHaveLength(1);
    expect(problems('apps/server/src/platform/cache.test.ts', "import { x } from '../modules/auth/auth.testkit.js';")).toEqual([]);
    expect(problems('apps/server/src/platform/auth.ts', "import { x } from './sessions.js';")).toEqual([]);
  });

  it('lets a feature reach another only through its service or presenter', () => {
    const file = 'apps/server/src/modules/home/service.ts';
    expect(problems(file, "import { x } from '../news/service.js'; import { y } from '../news/presenter.js';")).toEqual([]);
    expect(problems(file, "import { x } from '../news/repo.js';")).toEqual([expect.stringContaining("'news/service'")]);
    expect(problems(file, "const m = await import('../site/repo.js');")).toHaveLength(1);
    // Its own files, the content kit and the module registry's types are fine.
    expect(problems(file, "import { x } from './repo.js'; import { y } from '../content/publishable/service.js'; import type { Z } from '../types.js';")).toEqual([]);
    expect(problems('apps/server/src/modules/news/staff/routes.ts', "import { x } from '../repo.js';")).toEqual([]);
  });

  it('has no exceptions but tests (notification types come through module hooks, not imports)', () => {
    expect(problems('apps/server/src/modules/auth/notifications.ts', "import { x } from '../notifications/texts.js';")).toHaveLength(1);
    expect(problems('apps/server/src/modules/notifications/service.ts', "import { x } from '../auth/notifications.js';")).toHaveLength(1);
    expect(problems('apps/server/src/modules/auth/notifications.ts', "import { x } from '../../platform/notification-types.js';")).toEqual([]);
    expect(problems('apps/server/src/modules/media/media.api.test.ts', "import { x } from '../admin/admin.testkit.js';")).toEqual([]);
    expect(problems('apps/server/src/modules/admin/accounts.ts', "import { x } from '../auth/password.js';")).toHaveLength(1);
  });

  it('keeps the staff console out of the public pages', () => {
    expect(problems('apps/web/src/pages/news/NewsPage.tsx', "import { x } from '../../admin/api.js';")).toEqual([
      expect.stringContaining('never import the staff console'),
    ]);
    expect(problems('apps/web/src/admin/news/NewsSection.tsx', "import { x } from '../../pages/frames.js';")).toEqual([]);
    expect(problems('apps/web/src/pages/news/NewsPage.tsx', "import { x } from '../../components/api/client.js';")).toEqual([]);
  });
});
