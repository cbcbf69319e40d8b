/** How often a server that cannot be reached is asked whether it answers again. */
export const PROBE_INTERVAL_MS = 3_000;

/**
 * While no server answers, asks every few seconds (`probe`: GET /api/health), one question at a time and none while
 * the browser is offline; `answered` is told of each answer.
 */
export class ServerProbe {
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly probe: (() => Promise<boolean>) | undefined,
    private readonly answered: () => Promise<void>,
    private readonly intervalMs = PROBE_INTERVAL_MS,
  ) {}

  start(): void {
    const { probe } = this;
    if (!probe || this.timer !== undefined) return;
    let asking = false;
    this.timer = setInterval(() => {
      if (asking || !navigator.onLine) return;
      asking = true;
      probe()
        .then((answered) => (answered ? this.answered() : undefined))
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, this.intervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
