import fs from 'node:fs';
import path from 'node:path';

/** docs/benchmarks-history.md and how a bench run writes its table into it (one block per database and label, under "Runs"); today's figures are copied by hand into docs/benchmarks.md. */
export const DOC = path.resolve(import.meta.dirname, '../../../docs/benchmarks-history.md');

export function writeDoc(kind: string, label: string, text: string) {
  const key = `${kind}:${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const start = `<!-- bench:${key} -->`;
  const end = `<!-- /bench:${key} -->`;
  let doc = fs.readFileSync(DOC, 'utf8').replace('No run has been recorded yet.\n', '');
  const block = `${start}\n${text}\n${end}`;
  if (doc.includes(start)) doc = doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block);
  else {
    const marker = '## Runs';
    if (!doc.includes(marker)) doc = doc.trimEnd() + `\n\n${marker}\n`;
    const at = doc.indexOf(marker) + marker.length;
    const next = doc.indexOf('\n## ', at);
    const cut = next < 0 ? doc.length : next;
    doc = doc.slice(0, cut).trimEnd() + `\n\n${block}\n` + doc.slice(cut);
  }
  fs.writeFileSync(DOC, doc);
}
