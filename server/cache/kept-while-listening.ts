/**
 * What a cache told of changes by the database needs (server/cache/read-cache.ts, server/live/schedule-day-cache.ts):
 * it keeps anything only while it hears every change (its LISTEN is on), and it can wait until it has heard every
 * change committed before now (docs/decisions/024-schedule-day-cache.md).
 */
export abstract class KeptWhileListening {
  protected listening = false;

  /**
   * How this cache learns it has heard every change announced so far (the LISTEN's `caughtUp`, db/listening.ts): set by
   * whoever listens. Without it, what has arrived is taken as all there is.
   */
  caughtUp?: () => Promise<void>;

  /** Keeps answers from now on: this process hears every change (its LISTEN is on). */
  enable(): void {
    this.clear();
    this.listening = true;
  }

  /** Keeps nothing and drops what it kept: changes may go unheard (no LISTEN, or its connection was lost). */
  disable(): void {
    this.listening = false;
    this.clear();
  }

  get enabled(): boolean {
    return this.listening;
  }

  /**
   * Waits until every change committed before this call has been heard, so that a kept answer served after it is
   * never older than a write whose answer was already given, by any process (on PostgreSQL a notification comes a
   * moment after its writer's answer). false: not listening, or that could not be known; read without keeping.
   */
  async catchUp(): Promise<boolean> {
    if (!this.listening) return false;
    try {
      await this.caughtUp?.();
    } catch {
      return false;
    }
    return this.listening;
  }

  /** Drops everything kept, and every read under way is kept out. */
  protected abstract clear(): void;
}
