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
  __benchFloor?: Promise<TapTiming>;
  __benchVisible?: Promise<Visible>;
  __benchReplay?: Promise<ReplayTiming>;
}

/** What a tap is waited for: a booking row's arrived state changed, or a slot's list of `count` rows shown. */
export type TapTarget = { row: string } | { slot: string; count: number };

/**
 * Arms a tap: resolves once what it changes shows in the page and the next frame is painted, with the click's time.
 * `{ row: name }`, the arrived checkbox of a booking: its row (`li[aria-label=name]`) shows the change
 * (`data-arrived` differs). `{ slot: 'HH:mm', count }`, a slot's toggle: its list (`ul[aria-label="Bookings at
 * HH:mm"]`) holds `count` rows, those near the window drawn whole (with their arrived checkbox). 10 s at most.
 */
export function armTap(target: TapTarget): void {
  const w = window as unknown as BenchWindow;
  const row = () => ('row' in target ? document.querySelector(`li[aria-label="${CSS.escape(target.row)}"]`) : null);
  const before = row()?.getAttribute('data-arrived') ?? null;
  const done = () => {
    if ('row' in target) return (row()?.getAttribute('data-arrived') ?? null) !== before;
    const list = document.querySelector(`ul[aria-label="Bookings at ${target.slot}"]`);
    return Boolean(list && list.children.length >= target.count && list.querySelector('input[type="checkbox"]'));
  };
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
      if (clickedAt === undefined || !done()) return;
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
      reject(new Error(`${'row' in target ? target.row : target.slot}: no change within 10 s of the tap`));
    }, 10_000);
  });
}

export function tapResult(): Promise<TapTiming> | undefined {
  return (window as unknown as BenchWindow).__benchTap;
}

/**
 * The floor of a tap (issue 32): puts a plain button (`#bench-floor`) into the page, whose click changes its own
 * attribute, and arms the same clock as a tap (armTap): from the click to the next frame painted. What the browser
 * gives this hour with no app in the way; the bench clicks it as it clicks a checkbox.
 */
export function armPlainTap(): void {
  const w = window as unknown as BenchWindow;
  document.getElementById('bench-floor')?.remove();
  const button = document.createElement('button');
  button.id = 'bench-floor';
  button.textContent = 'floor';
  button.style.cssText = 'position:fixed;left:0;top:0;width:60px;height:40px;z-index:99999';
  button.addEventListener('click', () => button.setAttribute('data-pressed', String(performance.now())));
  document.body.append(button);
  w.__benchFloor = new Promise<TapTiming>((resolve) => {
    let clickedAt = 0;
    document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const shown = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          button.remove();
          resolve({ clickedAt, shown, painted: performance.now() });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(button, { attributes: true });
  });
}

export function plainTapResult(): Promise<TapTiming> | undefined {
  return (window as unknown as BenchWindow).__benchFloor;
}

/**
 * Init script of a cold start: resolves once `selector` is in the page (a timeslot row of the schedule,
 * `[data-testid^="slot-"]`; for the floor, public/blank.html's `#bench-blank`) and the next frame is painted.
 */
export function watchVisible(selector: string): void {
  const w = window as unknown as BenchWindow;
  w.__benchVisible = new Promise<Visible>((resolve) => {
    const check = () => {
      if (!document.querySelector(selector)) return;
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

/**
 * The floor of a render (issue 32): `count` plain list items with a line of text each, built by hand into a list
 * appended to the page and laid out (the browser's own cost for as many rows, no framework, no app), in ms.
 */
export function plainRows(count: number): number {
  const started = performance.now();
  const list = document.createElement('ul');
  for (let i = 0; i < count; i++) {
    const item = document.createElement('li');
    item.textContent = `Busy ${String(i).padStart(4, '0')} · 2 guests · 19:00`;
    list.append(item);
  }
  document.body.append(list);
  void list.offsetHeight;
  const ms = performance.now() - started;
  list.remove();
  return ms;
}

/**
 * The floor of the mirror's write (issue 32): `json` put as one value into a scratch IndexedDB database of its own
 * and committed, in ms (the database is deleted after).
 */
export async function plainIndexedDbWrite(json: string): Promise<number> {
  const request = <T>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
    });
  const name = 'bench-floor';
  const opening = indexedDB.open(name, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore('values');
  const db = await request(opening);
  try {
    const started = performance.now();
    const tx = db.transaction('values', 'readwrite');
    tx.objectStore('values').put(JSON.parse(json), 'day');
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    });
    return performance.now() - started;
  } finally {
    db.close();
    indexedDB.deleteDatabase(name);
  }
}
