// The titles of the tests and groups a test file declares: `it(...)`, `test(...)`, `describe(...)`,
// `test.describe(...)`, their modifiers (`.only`, `.skip`, `.fixme`, `.serial`...) and `.each(table)`, with
// the title as a '...', "..." or `...` literal. Used by the spec trace check (scripts/spec-coverage.test.ts).
const HEAD = /(?<![\w.$])(?:it|test|describe)\b/g;
const MODIFIER =
  /^\s*\.\s*(?:only|skip|fixme|fail|fails|todo|concurrent|sequential|serial|parallel|describe|runIf|skipIf|each|for)\b/;
const WITH_ARGS = /^(?:runIf|skipIf|each|for)$/;

/** Index just past the parenthesis that closes the one at `open`, skipping strings and comments. */
function skipParens(src, open) {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '/' && src[i + 1] === '/') i = src.indexOf('\n', i) === -1 ? src.length : src.indexOf('\n', i);
    else if (c === '/' && src[i + 1] === '*') i = src.indexOf('*/', i) + 1 || src.length;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return src.length;
}

function unescape(raw) {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, e) => {
    if (e.startsWith('u{')) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
    if (e[0] === 'u' && e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === 'x' && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', '\n': '' }[e] ?? e;
  });
}

/** Every test or group title in a source text, unescaped (a template literal with `${}` as written). */
export function testTitles(source) {
  const titles = new Set();
  for (const head of source.matchAll(HEAD)) {
    let i = head.index + head[0].length;
    for (let m; (m = MODIFIER.exec(source.slice(i, i + 40)));) {
      i += m[0].length;
      const name = m[0].replace(/[\s.]/g, '');
      if (WITH_ARGS.test(name)) {
        const open = source.slice(i).search(/\S/) + i;
        if (source[open] !== '(') break;
        i = skipParens(source, open);
      }
    }
    const call = /^\s*\(\s*(['"`])((?:\\[\s\S]|(?!\1)[^\\])*)\1/.exec(source.slice(i));
    if (!call) continue;
    // A template title (`the ${name} page`) is kept as written: the trace names it that way.
    titles.add(call[1] === '`' && call[2].includes('${') ? call[2] : unescape(call[2]));
  }
  return titles;
}
