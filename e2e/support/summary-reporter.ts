import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints one closing line, `e2e: N passed, N failed, N skipped`, after the list reporter's summary,
 * so the counts are the run's last line (CI sums these lines). A flaky test counts as passed only if
 * its last try passed; with retries 0 there are none.
 */
export default class SummaryReporter implements Reporter {
  private readonly last = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.last.set(test, result.status);
  }

  printsToStdio() {
    return true;
  }

  onEnd(_result: FullResult) {
    // onEnd of every reporter runs before onExit; the line is printed there.
  }

  async onExit() {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const status of this.last.values()) {
      if (status === 'passed') passed++;
      else if (status === 'skipped') skipped++;
      else failed++;
    }
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
