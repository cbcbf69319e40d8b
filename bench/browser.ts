import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { BATCH_PATH, type BatchItem } from '../contract/batch.ts';
import { REPLAY_BATCH_MAX, REPLAY_CONCURRENCY } from '../src/offline/send-plan.ts';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import type { ScheduleBooking } from '../contract/bookings.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { figure, median, notMeasured, round, type Figure } from './figures.ts';
import {
  armPlainTap,
  armReplay,
  armTap,
  plainIndexedDbWrite,
  plainRows,
  plainTapResult,
  indexedDbHolds,
  replayResult,
  tapAll,
  tapResult,
  visibleResult,
  watchVisible,
} from './in-page.ts';
import { watchDay } from './live-events.ts';
import {
  bookingName,
  dayBookings,
  dayGroups,
  NAME_SHIM,
  pool,
  RESTAURANT_ID,
  SCHEDULE_PATH,
  sleep,
  tabletContext,
  within,
  type BusyDay,
  type SignedIn,
} from './setup.ts';

export const RUNS = { taps: 20, cold: 5, js: 3, render: 5, replay: 3, open: 5 };
/** Replay runs stop once the replays so far took this long (today's replay is slow: one run then). */
const REPLAY_SECONDS = 30;
const REPLAY_COUNT = 500;

const dayPath = (day: string, view?: 'list') => `${SCHEDULE_PATH}?date=${day}${view ? `&view=${view}` : ''}`;
const slotRow = (page: Page, time: string) => page.getByTestId(`slot-${time}`);
const waitingGone = (page: Page, ms = 60_000) =>
  page.waitForFunction(() => !document.querySelector('[data-testid="sync-waiting"]'), null, { timeout: ms });
const waitingText = (page: Page, text: string, ms = 60_000) =>
  page.waitForFunction((t) => document.querySelector('[data-testid="sync-waiting"]')?.textContent === t, text, {
    timeout: ms,
  });
const offlineShown = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="sync-status"]')?.textContent?.startsWith('offline') ?? false,
    null,
    { timeout: 15_000 },
  );

/** Session storage's open slots of the schedule (src/features/restaurant-schedule/open-slots.ts). */
const openSlotsKey = (day: string) => `checkout-admin.open-slots:${RESTAURANT_ID}:${day}`;

async function openDay(page: Page, day: string, firstTime: string): Promise<void> {
  await page.goto(dayPath(day));
  await slotRow(page, firstTime).waitFor({ timeout: 30_000 });
}

async function openSlot(page: Page, time: string): Promise<void> {
  const closed = slotRow(page, time).getByRole('button', { expanded: false });
  if (await closed.count()) await closed.click();
  await page.getByRole('list', { name: `Bookings at ${time}`, exact: true }).waitFor({ timeout: 15_000 });
}

/** The floor of a tap, `runs` times on `page` as it is (bench/in-page.ts, armPlainTap): a real click, as a tap is. */
async function plainTaps(page: Page, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.evaluate(armPlainTap);
    await page.locator('#bench-floor').click({ timeout: 15_000 });
    const timing = await within(15_000, 'the floor tap', page.evaluate(plainTapResult));
    if (!timing) throw new Error('the floor probe was not armed');
    times.push(timing.painted - timing.clickedAt);
  }
  return times;
}

const TAP_FLOOR =
  'a click on a plain button put into the same page, whose click changes its own attribute: click -> next frame painted';

/** Taps each booking's arrived checkbox with Playwright (a real click), timing click → row changed → painted. */
async function timedTaps(page: Page, names: string[], afterEach: (index: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (const [index, name] of names.entries()) {
    // On the busy day only the rows near the window are drawn whole: the row is scrolled to first, as a host does
    // (not timed).
    await page.getByRole('listitem', { name, exact: true }).scrollIntoViewIfNeeded({ timeout: 15_000 });
    await page.evaluate(armTap, { row: name });
    await page.locator(`input[aria-label="Arrived: ${name}"]`).click({ timeout: 15_000 });
    const timing = await within(15_000, `tap on ${name}`, page.evaluate(tapResult));
    if (!timing) throw new Error('the tap probe was not armed');
    times.push(timing.painted - timing.clickedAt);
    await afterEach(index);
  }
  return times;
}

const notArrived = (bookings: ScheduleBooking[], time: string, day: string) =>
  bookings
    .filter((b) => b.bookingDateTime === `${day}T${time}:00` && !b.visited && b.status === 'Created')
    .map((b) => b.name);

/**
 * 1 and 2: 20 taps on "arrived" online (each sent before the next), then 20 with the network off (each queued), on
 * bookings of two open slots of the busy day; the queued ones are sent afterwards.
 */
export async function tapFigures(host: SignedIn, busy: BusyDay): Promise<Figure[]> {
  const { page, context, api } = host;
  const [onlineTime, offlineTime] = [busy.times[1]!, busy.times[2]!];
  const bookings = await dayBookings(api, busy.day);
  await openDay(page, busy.day, busy.times[0]!);
  await waitingGone(page);
  await openSlot(page, onlineTime);
  // Each tap is sent before the next (its entry shows in the outbox, then leaves it).
  const online = await timedTaps(page, notArrived(bookings, onlineTime, busy.day).slice(0, RUNS.taps), async () => {
    await sleep(300);
    await waitingGone(page, 15_000);
  });

  await openSlot(page, offlineTime);
  await context.setOffline(true);
  await offlineShown(page);
  const offline = await timedTaps(
    page,
    notArrived(bookings, offlineTime, busy.day).slice(0, RUNS.taps),
    async (index) => {
      await waitingText(page, `${index + 1} waiting`, 15_000);
    },
  );
  await context.setOffline(false);
  await waitingGone(page);
  const floor = { value: median(await plainTaps(page, RUNS.taps)), what: TAP_FLOOR };
  const group = 'taps';
  const note = `click event -> the booking row's data-arrived changed -> next frame painted; slots ${onlineTime} and ${offlineTime} open (about ${Math.round(busy.bookings.length / busy.times.length)} rows each)`;
  return [
    figure(
      {
        id: 'tap-online',
        group,
        metric: 'tap "arrived" -> row shows it, online',
        unit: 'ms',
        budget: { op: '<=', value: 50 },
        note,
      },
      online,
      floor,
    ),
    figure(
      {
        id: 'tap-offline',
        group,
        metric: 'tap "arrived" -> row shows it, offline (queued)',
        unit: 'ms',
        budget: { op: '<=', value: 50 },
      },
      offline,
      floor,
    ),
  ];
}

/**
 * The tap that opens a slot of 100 bookings on the busy day (issue 32), as a host does it: the day opened in a new
 * page with every slot closed and left to settle, then a real click on the slot's toggle, timed from the click to its
 * rows in the page (those near the window drawn whole) and the next frame painted. One slot per page, the first open
 * of it; `RUNS.open` pages.
 */
const SETTLE_MS = Number(process.env.OPEN_SETTLE_MS ?? 0);

export async function slotOpenFigures(host: SignedIn, busy: BusyDay): Promise<Figure[]> {
  const { context } = host;
  const times: number[] = [];
  const floors: number[] = [];
  const bookings = await dayBookings(host.api, busy.day);
  for (let run = 0; run < RUNS.open; run++) {
    const time = busy.times[(run + 3) % busy.times.length]!;
    const count = bookings.filter((b) => b.bookingDateTime === `${busy.day}T${time}:00`).length;
    const page = await context.newPage();
    try {
      await openDay(page, busy.day, busy.times[0]!);
      // As soon as the day shows, as a host taps (OPEN_SETTLE_MS: after that long, once it has settled).
      if (SETTLE_MS) {
        await waitingGone(page);
        await sleep(SETTLE_MS);
      }
      floors.push(...(await plainTaps(page, 3)));
      await page.evaluate(armTap, { slot: time, count });
      await slotRow(page, time).getByRole('button', { expanded: false }).click({ timeout: 15_000 });
      const timing = await within(15_000, `opening ${time}`, page.evaluate(tapResult));
      if (!timing) throw new Error('the slot probe was not armed');
      times.push(timing.painted - timing.clickedAt);
    } finally {
      await page.close();
    }
  }
  host.adopt(await context.newPage());
  const sizes = [
    ...new Set(busy.times.map((t) => bookings.filter((b) => b.bookingDateTime === `${busy.day}T${t}:00`).length)),
  ];
  return [
    figure(
      {
        id: 'slot-open',
        group: 'open',
        metric: 'tap that opens a 100-booking slot -> its rows painted',
        unit: 'ms',
        budget: { op: '<=', value: 200 },
        note: `the busy day in a new page, every slot closed, ${SETTLE_MS ? `settled ${SETTLE_MS} ms` : 'tapped as soon as the slot rows show (after 3 clicks of the floor)'}; a real click on the slot's toggle -> its list holds every row (${sizes.join('/')} a slot), those near the window drawn whole -> next frame painted; one first open per page`,
      },
      times,
      { value: median(floors), what: TAP_FLOOR },
    ),
  ];
}

/**
 * 7: 500 arrived taps queued offline (Timeslots view, the slots holding them open), then online: time from the
 * `online` event to the waiting count gone; then the server's event stream of the day must have announced each of
 * the 500 bookings exactly once, and the server must hold each as tapped. Run 1 arrives them, run 2 undoes it, run 3
 * arrives them again, while the replays so far took under 30 s.
 */
export async function replayFigures(host: SignedIn, server: RunningServer, busy: BusyDay): Promise<Figure[]> {
  const { page, context, api } = host;
  const group = 'replay';
  const fields = {
    id: 'replay',
    group,
    metric: `outbox replay: ${REPLAY_COUNT} queued mutations -> server, exactly once`,
    unit: 'mut/s',
    budget: { op: '>=' as const, value: 100 },
  };
  const before = await dayBookings(api, busy.day);
  const targets = before.filter((b) => !b.visited && b.status === 'Created').slice(0, REPLAY_COUNT);
  if (targets.length < REPLAY_COUNT) return [notMeasured(fields, `only ${targets.length} bookings not yet arrived`)];
  const open = [...new Set(targets.map((b) => b.bookingDateTime))];
  await page.goto(dayPath(busy.day));
  await page.evaluate(([key, times]) => sessionStorage.setItem(key, JSON.stringify(times)), [
    openSlotsKey(busy.day),
    open,
  ] as const);
  await page.reload();
  for (const mealTime of open) await openSlot(page, mealTime.slice(11, 16));
  await waitingGone(page);

  const rates: number[] = [];
  const notes: string[] = [];
  let exact = true;
  let replaying = 0;
  for (let run = 0; run < RUNS.replay && replaying < REPLAY_SECONDS; run++) {
    const arrive = run % 2 === 0;
    await context.setOffline(true);
    await offlineShown(page);
    const tapMs = await within(
      180_000,
      `${REPLAY_COUNT} offline taps`,
      page.evaluate(
        tapAll,
        targets.map((b) => b.name),
      ),
    );
    await waitingText(page, `${REPLAY_COUNT} waiting`, 60_000);

    const events = await watchDay(server.url, host.token, busy.day);
    try {
      await page.evaluate(armReplay);
      await context.setOffline(false);
      const timing = await within(200_000, 'replay', page.evaluate(replayResult));
      if (!timing) throw new Error('the replay probe was not armed');
      const seconds = (timing.empty - timing.online) / 1000;
      replaying += seconds;
      rates.push(REPLAY_COUNT / seconds);
      // Exactly once, server side: one announced change per booking (the server announces each toggle it runs; a
      // replayed request answered from its Idempotency-Key runs nothing), and each booking as the host left it.
      await sleep(1500);
      const counts = events.counts();
      const ids = new Set(targets.map((b) => b.bookingId));
      const twice = targets.filter((b) => (counts.get(b.bookingId) ?? 0) > 1).length;
      const never = targets.filter((b) => !counts.has(b.bookingId)).length;
      const others = [...counts.keys()].filter((id) => !ids.has(id)).length;
      const after = new Map((await dayBookings(api, busy.day)).map((b) => [b.bookingId, b]));
      const wrong = targets.filter((b) => after.get(b.bookingId)?.visited !== arrive).length;
      const verdict = twice === 0 && never === 0 && wrong === 0 && others === 0 ? 'exactly once' : 'NOT exactly once';
      notes.push(
        `run ${run + 1} (${arrive ? 'arrive' : 'undo'}): ${round(seconds, 2)} s; ${verdict}: ${REPLAY_COUNT - never} of ${REPLAY_COUNT} announced, ${twice} more than once, ${others} other bookings, ${wrong} not as tapped on the server; the ${REPLAY_COUNT} taps took ${round(tapMs / 1000, 1)} s offline`,
      );
      if (verdict !== 'exactly once') exact = false;
    } finally {
      events.close();
    }
  }
  const fewer = rates.length < RUNS.replay ? ` (runs stop once the replays took ${REPLAY_SECONDS} s in all)` : '';
  // The floor: the server's own rate for the same requests sent directly, as the outbox sends them (batches of
  // REPLAY_BATCH_MAX, REPLAY_CONCURRENCY at once), each booking set to the other state than the last run left.
  const last = (rates.length - 1) % 2 === 0;
  const started = performance.now();
  const batches: BatchItem[][] = [];
  for (let i = 0; i < targets.length; i += REPLAY_BATCH_MAX)
    batches.push(
      targets.slice(i, i + REPLAY_BATCH_MAX).map((b) => ({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion?visited=${!last}`,
        idempotencyKey: randomUUID(),
      })),
    );
  await pool(batches, REPLAY_CONCURRENCY, async (requests) => {
    const { results } = await api.send<{ results: Array<{ status: number }> }>('POST', BATCH_PATH, { requests });
    const failed = results.filter((r) => r.status !== 200).length;
    if (failed) throw new Error(`the floor's direct replay: ${failed} of ${requests.length} not 200`);
  });
  const direct = targets.length / ((performance.now() - started) / 1000);
  const replay = figure(
    {
      ...fields,
      note: `${exact ? '' : 'NOT EXACTLY ONCE (so the budget does not hold); '}${notes.join('; ')}${fewer}`,
    },
    rates,
    {
      value: direct,
      what: `the same ${targets.length} toggles sent to the server directly from the bench, as the outbox sends them (POST /api/batch, ${REPLAY_BATCH_MAX} a batch, ${REPLAY_CONCURRENCY} at once)`,
    },
  );
  return [exact ? replay : { ...replay, holds: false }];
}

/**
 * 3: installed, offline, cold: the service worker controls the app and IndexedDB holds the busy day; every page is
 * closed, then each run opens a NEW page with the network off and times navigation start → first timeslot row
 * painted.
 */
export async function coldStartFigures(host: SignedIn, busy: BusyDay): Promise<Figure[]> {
  const { context, page } = host;
  const fields = {
    id: 'cold-start',
    group: 'cold',
    metric: 'installed app, offline, cold start -> schedule visible',
    unit: 'ms',
    budget: { op: '<=' as const, value: 500 },
  };
  await openDay(page, busy.day, busy.times[0]!);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
  const needles = [bookingName(1), bookingName(busy.bookings.length)];
  let warm = false;
  for (const deadline = Date.now() + 20_000; !warm && Date.now() < deadline; await sleep(250))
    warm = await page.evaluate(indexedDbHolds, needles);
  if (!warm) return [notMeasured(fields, 'IndexedDB never held the busy day: nothing to start from')];
  for (const other of context.pages()) await other.close();

  const times: number[] = [];
  const floors: number[] = [];
  let stopped = 'the service worker stopped before each';
  /** A new page offline with the service worker stopped, timed from navigation start to `selector` painted. */
  const coldStart = async (path: string, selector: string): Promise<number> => {
    await sleep(500);
    const cold = await context.newPage();
    try {
      // The app was not running: its service worker is stopped too (it must start to serve the shell).
      const cdp = await context.newCDPSession(cold);
      try {
        await cdp.send('ServiceWorker.enable');
        await cdp.send('ServiceWorker.stopAllWorkers');
      } catch (error) {
        stopped = `the service worker left running (it could not be stopped: ${error instanceof Error ? error.message : String(error)})`;
      }
      await cdp.detach();
      await cold.addInitScript({ content: `${NAME_SHIM}(${watchVisible.toString()})(${JSON.stringify(selector)});` });
      await cold.goto(path, { waitUntil: 'commit', timeout: 30_000 });
      const visible = await within(30_000, `offline cold start of ${path}`, cold.evaluate(visibleResult));
      if (!visible) throw new Error('the visibility probe was not installed');
      return visible.painted;
    } finally {
      await cold.close();
    }
  };
  await context.setOffline(true);
  try {
    for (let run = 0; run < RUNS.cold; run++) {
      times.push(await coldStart(dayPath(busy.day), '[data-testid^="slot-"]'));
      // The floor, right after: a blank page the same service worker serves from its precache.
      floors.push(await coldStart('/blank.html', '#bench-blank'));
    }
  } finally {
    await context.setOffline(false);
  }
  host.adopt(await context.newPage());
  return [
    figure(
      {
        ...fields,
        note: `the busy day (${busy.bookings.length} bookings, slots closed); a new page, ${stopped}; navigation start -> first timeslot row in the DOM -> next frame painted`,
      },
      times,
      {
        value: median(floors),
        what: 'public/blank.html in a new page, offline, the same service worker stopped before it and serving it from its precache: navigation start -> its text painted',
      },
    ),
  ];
}

interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
  /** Bytes on the wire (the body as sent: compressed if the server compressed it). */
  sent: number;
  encoding: string | undefined;
}

async function scriptSize(response: Response): Promise<ScriptSize> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    sent: sizes.responseBodySize,
    encoding: response.headers()['content-encoding'],
  };
}

/**
 * 4: a cold load of the first route (the schedule, today) signed in, in each language (the person's on the server and
 * the device's alike): fresh context, no service worker, HTTP cache off; every script response until the day is shown
 * and 2 s more passed; each body gzipped here (level 9).
 */
export async function firstRouteFigures(browser: Browser, server: RunningServer, host: SignedIn): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const language of ['en', 'nb'] as const) {
    await host.api.send('PUT', 'me/settings', { language });
    try {
      figures.push(await firstRouteFigure(browser, server, host, language));
    } finally {
      await host.api.send('PUT', 'me/settings', { language: 'en' });
    }
  }
  return figures;
}

/** What the schedule says on a day with nothing on it (src/features/restaurant-schedule, lang/nb/door.json). */
const EMPTY_DAY = {
  en: 'No timeslots or bookings on this day.',
  nb: 'Ingen tidspunkter eller bestillinger denne dagen.',
} as const;

async function firstRouteFigure(
  browser: Browser,
  server: RunningServer,
  host: SignedIn,
  language: 'en' | 'nb',
): Promise<Figure> {
  const totals: number[] = [];
  let last: ScriptSize[] = [];
  for (let run = 0; run < RUNS.js; run++) {
    const context = await tabletContext(browser, server, { storageState: host.state, serviceWorkers: 'block' });
    try {
      // The device's language (src/i18n/languages.ts), as a tablet that showed it last time has it.
      await context.addInitScript((code) => localStorage.setItem('checkout-admin.language', code), language);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const pending: Array<Promise<ScriptSize>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') pending.push(scriptSize(response));
      });
      await page.goto(SCHEDULE_PATH);
      await page.waitForFunction(
        ({ lang, empty }) =>
          document.documentElement.lang === lang &&
          (document.querySelector('[data-testid^="slot-"]') !== null || document.body.innerText.includes(empty)),
        { lang: language, empty: EMPTY_DAY[language] },
        { timeout: 30_000 },
      );
      await sleep(2000);
      last = await Promise.all(pending);
      totals.push(last.reduce((sum, s) => sum + s.gzip, 0) / 1000);
    } finally {
      await context.close();
    }
  }
  const raw = last.reduce((sum, s) => sum + s.raw, 0);
  const sent = last.reduce((sum, s) => sum + s.sent, 0);
  const encodings = [...new Set(last.map((s) => s.encoding ?? 'none'))].join(', ');
  const biggest = [...last]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `${s.url.replace(/^.*\/assets\//, '')} ${round(s.gzip / 1000)} kB`);
  return figure(
    {
      id: language === 'en' ? 'first-route-js' : `first-route-js-${language}`,
      group: 'js',
      metric: `JS loaded for the first route (schedule), gzip, ${language === 'en' ? 'English' : 'Norsk'}`,
      unit: 'kB',
      budget: { op: '<=', value: 250 },
      note: `${last.length} scripts, ${round(raw / 1000)} kB raw, gzipped here at level 9 (kB = 1,000 bytes); the server sent ${round(sent / 1000)} kB (content-encoding: ${encodings}); by size: ${biggest.join(', ')}`,
    },
    totals,
  );
}

interface RenderRun {
  render: number;
  rows: number;
  whole: number;
  /** The largest `mirror:write` measure after the day arrived, if any; and how many there were in all. */
  mirrorWrite?: number;
  mirrorWrites: number;
  /** The floors, in the same page after it: as many plain rows laid out, the day's JSON put into IndexedDB. */
  rowsFloor: number;
  writeFloor: number;
}

/** One fresh, signed-in page opening the busy day; reads `schedule:render` and `mirror:write`. */
async function openBusyDay(
  browser: Browser,
  server: RunningServer,
  host: SignedIn,
  busy: BusyDay,
  variant: 'closed' | 'open' | 'list',
  dayJson: string,
): Promise<RenderRun> {
  const context: BrowserContext = await tabletContext(browser, server, {
    storageState: host.state,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    if (variant === 'open') {
      await page.addInitScript(([key, times]) => sessionStorage.setItem(key, JSON.stringify(times)), [
        openSlotsKey(busy.day),
        busy.mealTimes,
      ] as const);
    }
    await page.goto(dayPath(busy.day, variant === 'list' ? 'list' : undefined));
    await page.waitForFunction(() => performance.getEntriesByName('schedule:render').length > 0, null, {
      timeout: 30_000,
    });
    // The mirror writes after the day arrived: give them a moment to finish.
    await sleep(1500);
    const elements = await page.evaluate(() => document.querySelectorAll('li, tr').length);
    const rowsFloor = await page.evaluate(plainRows, elements);
    const writeFloor = await page.evaluate(plainIndexedDbWrite, dayJson);
    const measured = await page.evaluate((list) => {
      const render = performance.getEntriesByName('schedule:render')[0]!;
      const writes = performance.getEntriesByName('mirror:write');
      const after = writes.filter((w) => w.startTime >= render.startTime).map((w) => w.duration);
      return {
        render: render.duration,
        rows: list
          ? document.querySelectorAll('section[aria-labelledby^="list-"] li').length
          : document.querySelectorAll('ul[aria-label^="Bookings at"] > li').length,
        // On a busy day the open slots draw whole only the rows near the window (the others are stand-ins).
        whole: list
          ? 0
          : document.querySelectorAll('ul[aria-label^="Bookings at"] > li:has(input[type="checkbox"])').length,
        mirrorWrite: after.length ? Math.max(...after) : undefined,
        mirrorWrites: writes.length,
      };
    }, variant === 'list');
    return { ...measured, rowsFloor, writeFloor };
  } finally {
    await context.close();
  }
}

/**
 * 5 and 6: the busy day opened in a fresh signed-in page (nothing cached): `schedule:render` (data in the query
 * cache → rows committed), with every slot closed, with every slot open (all 1,000 bookings' rows), and in the
 * Booking List view; and the largest `mirror:write` measure that followed.
 */
export async function renderFigures(
  browser: Browser,
  server: RunningServer,
  host: SignedIn,
  busy: BusyDay,
): Promise<Figure[]> {
  const group = 'render';
  const figures: Figure[] = [];
  const mirror: number[] = [];
  const writeFloors: number[] = [];
  let mirrorSeen = 0;
  const dayJson = JSON.stringify(await dayGroups(host.api, busy.day));
  const variants = [
    [
      'closed',
      'render of the 1,000-booking day, slots closed',
      'Timeslots view, every slot closed: the slot rows only',
    ],
    ['open', 'render of the 1,000-booking day, all slots open', 'Timeslots view, every slot open'],
    ['list', 'render of the 1,000-booking day, Booking List view', 'Booking List view'],
  ] as const;
  for (const [variant, metric, what] of variants) {
    const runs: RenderRun[] = [];
    for (let run = 0; run < RUNS.render; run++)
      runs.push(await openBusyDay(browser, server, host, busy, variant, dayJson));
    writeFloors.push(...runs.map((r) => r.writeFloor));
    for (const r of runs) {
      if (r.mirrorWrite !== undefined) mirror.push(r.mirrorWrite);
      mirrorSeen += r.mirrorWrites;
    }
    const rows = runs.map((r) => r.rows);
    const whole = runs.map((r) => r.whole);
    const drawn =
      variant !== 'open'
        ? ''
        : `, ${Math.min(...whole)}${Math.max(...whole) !== Math.min(...whole) ? `-${Math.max(...whole)}` : ''} of them drawn whole`;
    figures.push(
      figure(
        {
          id: `render-${variant}`,
          group,
          metric,
          unit: 'ms',
          budget: { op: '<=', value: 200 },
          note: `${what}: performance.measure "schedule:render", data in the query cache -> rows committed (layout effect); ${Math.min(...rows)}${Math.max(...rows) !== Math.min(...rows) ? `-${Math.max(...rows)}` : ''} booking rows in the DOM${drawn}`,
        },
        runs.map((r) => r.render),
        {
          value: median(runs.map((r) => r.rowsFloor)),
          what: 'as many plain list items as the page then held (li and tr), built by hand into a list and laid out, in the same page',
        },
      ),
    );
  }
  const mirrorFields = {
    id: 'mirror-write',
    group,
    metric: 'mirror write of that day to IndexedDB',
    unit: 'ms',
    budget: { op: '<=' as const, value: 50 },
  };
  figures.push(
    mirrorSeen === 0
      ? notMeasured(mirrorFields, 'not instrumented: the console takes no "mirror:write" measure yet')
      : mirror.length === 0
        ? notMeasured(mirrorFields, `${mirrorSeen} "mirror:write" measures, none after the day arrived`)
        : figure(
            {
              ...mirrorFields,
              note: 'the largest "mirror:write" measure after the day arrived, one per page load (all three views)',
            },
            mirror,
            {
              value: median(writeFloors),
              what: "the day's JSON put as one value into a scratch IndexedDB database of the same page and committed",
            },
          ),
  );
  return figures;
}
