/**
 * Items that come within `batchMs` of the first are handed on together (`flushed`), once: a replay accepting a
 * hundred entries a second, or announcing a hundred changes, redraws the screen a few times a second rather than
 * once per item, and nothing that adds an item waits for the redraw. `flush` hands on what waits at once.
 */
export class TimedBatch<T> {
  private waiting: T[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly flushed: (batch: T[]) => void,
    private readonly batchMs: number,
  ) {}

  add(item: T): void {
    this.waiting.push(item);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting.splice(0);
    if (batch.length) this.flushed(batch);
  }
}
