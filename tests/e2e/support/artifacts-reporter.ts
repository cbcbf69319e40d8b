import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Says where a failed run left its evidence: each failed test's trace, screenshot, browser log and server log
 * (under test-results/), and the HTML report (playwright-report/, never opened automatically).
 */
export default class ArtifactsReporter implements Reporter {
  private readonly failed: Array<{ title: string; paths: string[] }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const paths = result.attachments.map((a) => a.path).filter((p): p is string => Boolean(p));
    this.failed.push({ title: test.titlePath().slice(1).join(' › '), paths });
  }

  onEnd(result: FullResult): void {
    if (result.status === 'passed' && this.failed.length === 0) return;
    const lines = ['', 'End-to-end evidence of the failures (trace: npx playwright show-trace <trace.zip>):'];
    for (const { title, paths } of this.failed) {
      lines.push(`  ${title}`);
      for (const p of paths) lines.push(`    ${p}`);
    }
    lines.push('HTML report: playwright-report/index.html (npx playwright show-report)', '');
    process.stdout.write(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}
