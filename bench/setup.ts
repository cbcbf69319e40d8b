import { spawn } from 'node:child_process';
import path from 'node:path';
import dayjs from 'dayjs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ScheduleBooking, ScheduleGroup } from '../contract/bookings.ts';
import { apiCaller, type ApiCaller } from '../tests/e2e/support/api.ts';
import { captureBearer, signIn, TABLET } from '../tests/e2e/support/browser.ts';
import { addDinnerRule } from '../tests/e2e/support/rules.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const RESTAURANT_ID = 1;
export const SCHEDULE_PATH = '/restaurants/brasseriet';
export const BOOKINGS = 1000;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Resolves with `work`, or rejects after `ms` saying what did not finish. */
export async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not done in ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run build` (the production console in dist/), its output shown only when it fails. */
export async function buildConsole(): Promise<void> {
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await within(
    300_000,
    'npm run build',
    new Promise<number | null>((resolve) => child.once('exit', resolve)),
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output.slice(-4000)}`);
}

/**
 * tsx (which runs the bench) keeps function names with an `__name` helper, which functions sent to the page
 * (`page.evaluate`, init scripts) then call there: defined in the page as a no-op.
 */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** A tablet-sized, touch-enabled context on the server, as the end-to-end tests use (with the `__name` shim). */
export async function tabletContext(
  browser: Browser,
  server: RunningServer,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: TABLET, hasTouch: true, ...options });
  await context.addInitScript({ content: NAME_SHIM });
  return context;
}

/** A host signed in through the real popup (demo, Kari Nordmann), with the token the console sends. */
export interface SignedIn {
  context: BrowserContext;
  /** The host's page; `adopt` another when it is closed. */
  page: Page;
  /** The last bearer token the console sent from any page adopted. */
  token: () => string | undefined;
  api: ApiCaller;
  /** The browser state after signing in (MSAL's cache): a fresh context starts signed in from it. */
  state: StorageState;
  adopt(page: Page): void;
}

export async function signedIn(browser: Browser, server: RunningServer): Promise<SignedIn> {
  const context = await tabletContext(browser, server);
  const page = await context.newPage();
  const seen: Array<() => string | undefined> = [];
  const token = () =>
    seen
      .map((read) => read())
      .reverse()
      .find(Boolean);
  const host: Omit<SignedIn, 'state'> = {
    context,
    page,
    token,
    api: apiCaller(server.url, token),
    adopt(next) {
      seen.push(captureBearer(next));
      host.page = next;
    },
  };
  host.adopt(page);
  await page.goto('/');
  await signIn(page);
  await page.getByRole('button', { name: /Kari Nordmann/ }).waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while (!token()) {
    if (Date.now() > deadline) throw new Error('no bearer token seen in 30 s after signing in');
    await sleep(100);
  }
  return Object.assign(host, { state: await context.storageState() });
}

/** Runs `work` over `items`, `concurrency` at a time. */
export async function pool<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

export interface BusyDay {
  day: string;
  /** The Dinner slots the bookings are spread over, 'HH:mm'. */
  times: string[];
  /** Every timeslot of the day (any meal), 'YYYY-MM-DDTHH:mm:ss'. */
  mealTimes: string[];
  bookings: ScheduleBooking[];
  /** Seconds it took to create. */
  seconds: number;
}

export const bookingName = (n: number) => `Busy ${String(n).padStart(4, '0')}`;

export const dayGroups = (api: ApiCaller, day: string) =>
  api.get<ScheduleGroup[]>(`restaurant/v2/${RESTAURANT_ID}/bookings/mealTimes?date=${day}&source=staff`);

export const dayBookings = async (api: ApiCaller, day: string) =>
  (await dayGroups(api, day)).flatMap((g) => g.timeslots.flatMap((s) => s.bookings));

/**
 * The busy day: a Dinner rule for one day 61 days ahead (17:00-22:00, 400 staff seats a slot, priority over the
 * seed's rules), then 1,000 bookings (1-6 guests, three in four with a phone number) spread over its slots, created
 * through the API 8 at a time.
 */
export async function createBusyDay(api: ApiCaller, count = BOOKINGS): Promise<BusyDay> {
  const started = performance.now();
  const day = dayjs().add(61, 'day').format('YYYY-MM-DD');
  await addDinnerRule(api, {
    description: `bench: busy day ${day}`,
    dates: [day],
    timeFrom: '17:00:00',
    timeTo: '22:00:00',
    webSeats: 300,
    manualSeats: 100,
    priority: 90,
  });
  const slots =
    (await dayGroups(api, day)).find((g) => g.name === 'Dinner')?.timeslots.filter((s) => s.seatsLimit > 0) ?? [];
  if (slots.length === 0) throw new Error(`the bench's Dinner rule made no slots on ${day}`);
  const times = slots.map((s) => s.mealTime.slice(11, 16));
  await pool(
    Array.from({ length: count }, (_, i) => i + 1),
    8,
    async (n) => {
      await api.send('POST', 'restaurant/v2/bookings/simple', {
        bookingDateTime: `${day}T${times[n % times.length]}:00`,
        customerName: bookingName(n),
        // Three in four with a phone number, as people book (a Norwegian mobile number, shown readably at the door).
        customerPhoneNumber: n % 4 === 0 ? '' : `+479${String(n).padStart(7, '0')}`,
        peopleCount: 1 + (n % 6),
        restaurantId: RESTAURANT_ID,
        comment: n % 10 === 0 ? 'Window table, birthday' : '',
      });
    },
  );
  const groups = await dayGroups(api, day);
  const bookings = groups
    .flatMap((g) => g.timeslots.flatMap((s) => s.bookings))
    .filter((b) => b.name.startsWith('Busy '));
  if (bookings.length !== count) throw new Error(`the busy day holds ${bookings.length} bookings, not ${count}`);
  return {
    day,
    times,
    mealTimes: groups.flatMap((g) => g.timeslots.map((s) => s.mealTime)),
    bookings,
    seconds: (performance.now() - started) / 1000,
  };
}
