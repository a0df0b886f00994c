// Reads the JSON reports of .ci/run's test steps and prints one line per step, then the total as
// `N passed, N failed, N skipped` (the last line). A step whose runner failed without a failing test
// (a test file that did not load, an unhandled error, a global setup that threw, no report at all)
// counts as one failure, so the total never hides a red step. A step of kind `check` (the lint) has no
// report and counts as one test: passed on exit code 0, failed otherwise. A test that needed more than
// one attempt (Playwright's "flaky": failed, then passed on a retry) is named and counts as failed: CI
// runs with no retries, so one is a defect to fix, never a pass. (Vitest's JSON report has no attempts;
// vitest.config.ts sets no retry, so its tests get one attempt.) Each failing test is named under its step
// with its error's first line, since a reader of CI's output may only see its end.
import fs from 'node:fs';

const total = { passed: 0, failed: 0, skipped: 0 };

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitestCounts(r) {
  let brokenFiles = 0;
  for (const file of r.testResults ?? []) {
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed')) brokenFiles++;
  }
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + brokenFiles,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

/** The failing tests of a Vitest report, each with the first line of its first failure. */
function vitestFailures(r) {
  const found = [];
  for (const file of r.testResults ?? []) {
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed')
        found.push(
          `${file.name?.split('/').slice(-2).join('/')} > ${a.fullName ?? a.title}: ${firstLine((a.failureMessages ?? [])[0])}`,
        );
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'))
      found.push(`${file.name}: ${firstLine(file.message)}`);
  }
  return found;
}

function firstLine(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- the ANSI colour codes of the test runners' messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim()) ?? ''
  );
}

/**
 * Where a test that ran out of time was: the step still waiting (an action such as a click waits for its
 * element until the test's own timeout) with its line in the spec, from the report's other errors.
 */
function pendingStep(result) {
  const parts = [];
  for (const e of result.errors ?? []) {
    // eslint-disable-next-line no-control-regex
    const text = String(e.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
    const waiting = text.split('\n').find((l) => /waiting for /.test(l));
    const at = e.location ? `${e.location.file.split('/').slice(-2).join('/')}:${e.location.line}` : '';
    if (waiting || (at && !/^Test timeout/.test(firstLine(text))))
      parts.push([at, firstLine(text), waiting?.trim()].filter(Boolean).join(' '));
  }
  return parts.length ? ` [${parts.join('; ')}]` : '';
}

/** The failing tests of a Playwright report (failed or timed out on their last attempt), with the error's first line. */
function playwrightFailures(r) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = (t.results ?? []).at(-1);
        if (t.status === 'unexpected' && last)
          found.push(
            `${[...path, spec.title].join(' > ')} (${last.status}): ${firstLine(last.error?.message ?? last.errors?.[0]?.message)}${pendingStep(last)}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  for (const e of r.errors ?? []) found.push(`(outside a test): ${firstLine(e.message)}`);
  return found;
}

/** Titles of the tests that ran more than once, with the attempts' outcomes. */
function retriedTests(r) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const results = t.results ?? [];
        if (results.length > 1 || t.status === 'flaky')
          found.push(`${[...path, spec.title].join(' > ')} (${results.map((x) => x.status).join(', then ')})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, [suite.title]);
  return found;
}

function playwrightCounts(r) {
  const s = r.stats ?? {};
  const retried = retriedTests(r);
  return {
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + ((r.errors ?? []).length && !s.unexpected ? 1 : 0),
    skipped: s.skipped ?? 0,
    retried,
  };
}

for (const arg of process.argv.slice(2)) {
  const [name, kind, file, rcText] = arg.split('|');
  const rc = Number(rcText);
  let c = { passed: 0, failed: 0, skipped: 0 };
  const report = file ? readJson(file) : null;
  let failures = [];
  if (report && kind === 'vitest') {
    c = vitestCounts(report);
    failures = vitestFailures(report);
  } else if (report && kind === 'playwright') {
    c = playwrightCounts(report);
    failures = playwrightFailures(report);
  } else if (kind === 'check' && rc === 0) c.passed = 1;
  let note = '';
  if (c.retried?.length) note += ` (needed more than one attempt, counted as failed: ${c.retried.join('; ')})`;
  if (rc !== 0 && c.failed === 0) {
    c.failed = 1;
    note = report ? ` (exit code ${rc} without a failing test: see its output)` : ` (exit code ${rc}, no report)`;
  }
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
  console.log(`${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${note}`);
  // The names are repeated here because a reader of CI's output may only see its end.
  for (const f of failures.slice(0, 20)) console.log(`  failed: ${f.slice(0, 700)}`);
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
