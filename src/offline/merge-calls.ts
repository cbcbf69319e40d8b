/**
 * Merges overlapping calls of one async job (reading the outbox, draining it, writing a row). A call while no run is
 * under way starts one at once; calls while one runs share a single next run, started as soon as the current one
 * ends (whatever its outcome), so whatever they changed meanwhile is seen by it. However many calls come during a
 * run, the job runs at most twice: never two runs at once, never one per call.
 */
export class MergedCalls {
  private running: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly work: () => Promise<void>) {}

  /** Whether a run is under way (a call now would wait for the next one). */
  get busy(): boolean {
    return this.running !== undefined || this.next !== undefined;
  }

  /** Runs the job, or joins the next run; resolves (or rejects) with the run that sees this call. */
  call(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    // After the running one, whatever its outcome: a failed run must not fail the calls that came during it.
    this.next = this.running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  /** Resolves once no run is under way or due (a failed run included: it is its callers' to report). */
  async idle(): Promise<void> {
    while (this.running || this.next) await (this.next ?? this.running)?.catch(() => undefined);
  }

  private start(): Promise<void> {
    // Started now (not in a later task); a job that throws at once rejects its run like one that fails later.
    const run = (async () => this.work())();
    const running = run.finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }
}
