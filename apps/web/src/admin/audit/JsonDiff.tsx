import { useConsoleT } from '../common/i18n.js';

type Change = { path: string; before: unknown; after: unknown };

/** The leaves that differ between two JSON values, by path (a.b[2].c). */
export function diffJson(before: unknown, after: unknown, path = ''): Change[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObj = (v: unknown) => v !== null && typeof v === 'object';
  if (isObj(before) && isObj(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
    return [...keys].flatMap((k) =>
      diffJson(
        (before as Record<string, unknown>)[k],
        (after as Record<string, unknown>)[k],
        Array.isArray(before) ? `${path}[${k}]` : path ? `${path}.${k}` : k,
      ),
    );
  }
  return [{ path: path || '(value)', before, after }];
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v, null, 1));

/** Before and after of an audited change: the changed fields side by side. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useConsoleT('admin-audit');
  const changes = diffJson(before ?? undefined, after ?? undefined);
  if (changes.length === 0) return <p>{t('audit.noChanges')}</p>;
  return (
    <table className="admin-diff">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <th scope="row">
              <code>{c.path}</code>
            </th>
            <td className="admin-diff__before">
              <pre>{show(c.before)}</pre>
            </td>
            <td className="admin-diff__after">
              <pre>{show(c.after)}</pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
