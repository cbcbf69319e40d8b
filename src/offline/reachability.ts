import type { SendOutcome } from './send-outcome.ts';

/**
 * Whether a server answers the replayer's sends: false after a send no server answered (a network error, a gateway's
 * 502/503/504), until a server answers again (a send, or the health probe). When one does, every entry waiting out
 * a backoff built up during the outage goes at once (`endBackoff`), not when its backoff ends.
 */
export class Reachability {
  private reachable = true;

  constructor(
    private readonly endBackoff: () => Promise<void>,
    private readonly onChange?: (reachable: boolean) => void,
  ) {}

  get isReachable(): boolean {
    return this.reachable;
  }

  /** A server answered (a health probe): true when it had not been reachable (the queue should drain now). */
  async answered(): Promise<boolean> {
    if (this.reachable) return false;
    await this.endBackoff();
    this.set(true);
    return true;
  }

  /** What the answers of one request say of the server: none answered, or one did. */
  async heard(outcomes: readonly SendOutcome[]): Promise<void> {
    if (outcomes.some((outcome) => outcome.kind === 'transient' && outcome.unreachable)) this.set(false);
    else await this.answered();
  }

  private set(reachable: boolean) {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    this.onChange?.(reachable);
  }
}
