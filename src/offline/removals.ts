import type { OfflineDb } from './db.ts';
import { MergedCalls } from './merge-calls.ts';

/**
 * Removes accepted entries from the outbox (with the last-sync time), those accepted while one removal is being
 * written in the next, so a replay writes a few transactions a second rather than one per entry.
 */
export class Removals {
  private waiting: number[] = [];
  private readonly writes = new MergedCalls(() => this.write());

  constructor(
    private readonly db: OfflineDb,
    private readonly now: () => number,
    /** Told of a removal that could not be written, with the entries it held (they are in the outbox still). */
    private readonly failed: (error: unknown, seqs: number[]) => void,
  ) {}

  remove(seq: number): void {
    this.waiting.push(seq);
    void this.writes.call();
  }

  private async write(): Promise<void> {
    const seqs = this.waiting.splice(0);
    if (seqs.length === 0) return;
    try {
      await this.db.transaction('rw', this.db.outbox, this.db.meta, async () => {
        await this.db.outbox.bulkDelete(seqs);
        await this.db.meta.put({ key: 'lastSyncAt', value: this.now() });
      });
    } catch (error) {
      this.failed(error, seqs);
    }
  }

  /** Resolves once every removal asked for has been written (or has failed, which the run reports). */
  done(): Promise<void> {
    return this.writes.idle();
  }
}
