/** The checks of a smoke test: each printed as it is made; the process fails at the end if any did. */
export class Checks {
  private readonly failures: string[] = [];

  constructor(private readonly log: (line: string) => void) {}

  check(ok: boolean, what: string): void {
    this.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) this.failures.push(what);
  }

  get passed(): boolean {
    return this.failures.length === 0;
  }

  /** Prints the outcome and sets the exit code. */
  report(): void {
    if (this.failures.length > 0) {
      this.log(`${this.failures.length} check(s) failed`);
      process.exitCode = 1;
    } else this.log('Every check passed');
  }
}
