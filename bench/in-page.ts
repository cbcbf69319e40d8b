/**
 * What the bench runs inside the console's page (passed to `page.evaluate` / `addInitScript`, so each function is
 * self-contained: no imports, no outer variables). Times are the page's `performance.now()`: milliseconds since
 * its navigation started.
 */

export interface TapTiming {
  /** The tap's click event (its `timeStamp`). */
  clickedAt: number;
  /** The row's change seen in the DOM (MutationObserver). */
  shown: number;
  /** After the next frame was painted (requestAnimationFrame, then a task). */
  painted: number;
}

export interface Visible {
  shown: number;
  painted: number;
}

export interface ReplayTiming {
  /** The `online` event. */
  online: number;
  /** The sync indicator's waiting count gone. */
  empty: number;
}

interface BenchWindow {
  __benchTap?: Promise<TapTiming>;
  __benchVisible?: Promise<Visible>;
  __benchReplay?: Promise<ReplayTiming>;
}

/**
 * Arms a tap on the arrived checkbox of the booking `name`: resolves once its row (`li[aria-label=name]`) shows the
 * change (`data-arrived` differs) and the next frame is painted, with the click's time. 10 s at most.
 */
export function armTap(name: string): void {
  const w = window as unknown as BenchWindow;
  const row = () => document.querySelector(`li[aria-label="${CSS.escape(name)}"]`);
  const before = row()?.getAttribute('data-arrived') ?? null;
  w.__benchTap = new Promise<TapTiming>((resolve, reject) => {
    let clickedAt: number | undefined;
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || (row()?.getAttribute('data-arrived') ?? null) === before) return;
      observer.disconnect();
      clearTimeout(timer);
      const shown = performance.now();
      const tapped = clickedAt;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ clickedAt: tapped, shown, painted: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-arrived'],
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the row of ${name} did not change within 10 s of the tap`));
    }, 10_000);
  });
}

export function tapResult(): Promise<TapTiming> | undefined {
  return (window as unknown as BenchWindow).__benchTap;
}

/**
 * Init script of a cold start: resolves once a timeslot row of the schedule (`[data-testid^="slot-"]`) is in the
 * page and the next frame is painted.
 */
export function watchScheduleVisible(): void {
  const w = window as unknown as BenchWindow;
  w.__benchVisible = new Promise<Visible>((resolve) => {
    const check = () => {
      if (!document.querySelector('[data-testid^="slot-"]')) return;
      observer.disconnect();
      const shown = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ shown, painted: performance.now() });
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  });
}

export function visibleResult(): Promise<Visible> | undefined {
  return (window as unknown as BenchWindow).__benchVisible;
}

/**
 * Arms the replay clock: from the `online` event to the moment the sync indicator shows no waiting count
 * (`[data-testid="sync-waiting"]` gone). 3 minutes at most.
 */
export function armReplay(): void {
  const w = window as unknown as BenchWindow;
  w.__benchReplay = new Promise<ReplayTiming>((resolve, reject) => {
    let online: number | undefined;
    const check = () => {
      if (online === undefined || document.querySelector('[data-testid="sync-waiting"]')) return;
      observer.disconnect();
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ online, empty: performance.now() });
    };
    window.addEventListener(
      'online',
      (event) => {
        online = event.timeStamp;
        check();
      },
      { once: true },
    );
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    // In case the count goes in a mutation the observer sees before the online event.
    const poll = setInterval(check, 50);
    const timer = setTimeout(() => {
      observer.disconnect();
      clearInterval(poll);
      reject(new Error('the outbox did not empty within 3 minutes of going online'));
    }, 180_000);
  });
}

export function replayResult(): Promise<ReplayTiming> | undefined {
  return (window as unknown as BenchWindow).__benchReplay;
}

/**
 * Taps the arrived checkbox of each booking in `names` (a real click on the real element, as a finger's tap ends),
 * one per frame; resolves with the milliseconds it took, or rejects naming a checkbox that is not there.
 */
export async function tapAll(names: string[]): Promise<number> {
  const started = performance.now();
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const checkbox = (name: string) =>
    document.querySelector<HTMLInputElement>(`input[aria-label="${CSS.escape(`Arrived: ${name}`)}"]`);
  for (const name of names) {
    // On the busy day only the rows near the window are drawn whole: a row far from it is scrolled to first.
    if (!checkbox(name))
      document.querySelector(`li[aria-label="${CSS.escape(name)}"]`)?.scrollIntoView({ block: 'center' });
    for (let frame = 0; frame < 30 && !checkbox(name); frame++) await nextFrame();
    const box = checkbox(name);
    if (!box) throw new Error(`no arrived checkbox for ${name}`);
    box.click();
    await nextFrame();
  }
  return performance.now() - started;
}

/** Whether any IndexedDB store of the page holds a value whose JSON contains every one of `needles`. */
export async function indexedDbHolds(needles: string[]): Promise<boolean> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
    });
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await request(indexedDB.open(name));
    try {
      const found = new Set<string>();
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
        for (const value of values) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          for (const needle of needles) if (text.includes(needle)) found.add(needle);
        }
      }
      if (found.size === needles.length) return true;
    } finally {
      db.close();
    }
  }
  return false;
}
