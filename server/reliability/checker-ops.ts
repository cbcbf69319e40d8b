import type { BookingChange } from '../../contract/booking-writes.ts';
import type { DiscountCode } from '../../contract/codes.ts';
import type { HistoryEntry } from '../../contract/history.ts';
import { seededRandom } from '../seed/random.ts';
import { PEOPLE, type Answer, type Sender } from './checker-http.ts';

/**
 * What the checker's clients do (checker.test.ts): host intents at the door, arrivals, cancels and walk-ins on a few
 * slots with few tables, staff edits of discount codes (fresh or stale versions), their hotel packages, deletes and
 * reverts of recent entries. Each client draws from its own seeded PRNG, so a seed gives the same choices again (the
 * interleaving is the machine's).
 */

export const DAY = '2032-03-10';
export const SLOTS = ['18:00', '18:30', '19:00'] as const;
export const RESTAURANTS = [1, 2] as const;
/** The numbered tables: one party each per slot. */
export const TABLES = ['1', '2', '3', '4', '5'] as const;
/** Bar seats: always given with `shared` (a host chose to share them), so never checked. */
export const BAR = ['B1', 'B2', 'B3'] as const;

export type Kind =
  'intents' | 'arrived' | 'cancel' | 'walk-in' | 'code-edit' | 'code-create' | 'code-link' | 'code-delete' | 'revert';

/** One operation as it ended: its write's final answer and the unique values it wrote. */
export interface Op {
  n: number;
  client: number;
  person: number;
  kind: Kind;
  answer: Answer;
  bookingId?: number;
  codeId?: number;
  /** A walk-in's customerName. */
  name?: string;
  /** A code made, or renamed to. */
  code?: string;
  /** The text its setMessage set (the last one, when it sent two). */
  message?: string;
  /** A code edit or delete sent with a version older than one read before it: must be refused. */
  stale?: boolean;
}

/** What the clients know: the bookings and codes made so far (any client acts on any), the hotel packages. */
export interface Model {
  bookings: Array<{ id: number; restaurantId: number }>;
  /** Code id → a version a client has seen (a stale edit sends it). */
  codes: Map<number, number>;
  packages: string[];
}

const WEIGHTS: Array<[Kind, number]> = [
  ['intents', 0.36],
  ['arrived', 0.08],
  ['cancel', 0.04],
  ['walk-in', 0.1],
  ['code-edit', 0.12],
  ['code-create', 0.04],
  ['code-link', 0.08],
  ['code-delete', 0.03],
  ['revert', 0.15],
];

type Random = ReturnType<typeof seededRandom>;

export interface Run {
  senders: Sender[];
  operations: number;
  seed: number;
  model: Model;
  /** Called as operation `n` starts (the test restarts the database at one). */
  onStart: (n: number) => void;
}

/** `senders.length` clients at once until `operations` have started; every operation that wrote, as it ended. */
export async function runClients(run: Run): Promise<Op[]> {
  const ops: Op[] = [];
  let next = 0;
  await Promise.all(
    run.senders.map(async (sender, client) => {
      const rng = seededRandom(run.seed * 7919 + client);
      const act = actions(run.model, sender, rng, client, client % PEOPLE.length);
      while (next < run.operations && !sender.halted) {
        const n = next++;
        run.onStart(n);
        const kind = pickKind(rng);
        const op = await act[kind]();
        if (op) ops.push({ n, client, person: client % PEOPLE.length, kind, ...op });
      }
    }),
  );
  return ops;
}

function pickKind(rng: Random): Kind {
  let r = rng.next();
  for (const [kind, weight] of WEIGHTS) {
    if (r < weight) return kind;
    r -= weight;
  }
  return 'revert';
}

/** Makes the bookings (three a slot) and codes the run starts from, before the snapshot. */
export async function setUp(sender: Sender, model: Model): Promise<void> {
  const walkIns = RESTAURANTS.flatMap((restaurantId) =>
    SLOTS.flatMap((slot) => [0, 1, 2].map((i) => ({ restaurantId, slot, name: `Start ${restaurantId}-${slot}-${i}` }))),
  );
  for (const { restaurantId, slot, name } of walkIns) {
    const body = { bookingDateTime: `${DAY}T${slot}`, customerName: name, peopleCount: 2, restaurantId };
    const answer = await sender.send(0, { method: 'POST', path: '/restaurant/v2/bookings/simple', body });
    if (answer.status !== 200) throw new Error(`set-up walk-in: ${answer.status} ${JSON.stringify(answer.body)}`);
    model.bookings.push({ id: (answer.body as { bookingId: number }).bookingId, restaurantId });
  }
  for (let i = 0; i < 5; i++) {
    const body = { code: `START-${i}`, amount: 10, daysOfWeek: [1, 2, 3, 4, 5] };
    const answer = await sender.send(0, { method: 'POST', path: '/discount-codes', body });
    if (answer.status !== 200) throw new Error(`set-up code: ${answer.status} ${JSON.stringify(answer.body)}`);
    const code = answer.body as DiscountCode;
    model.codes.set(code.id, code.version);
  }
}

type Ended = Omit<Op, 'n' | 'client' | 'person' | 'kind'> | undefined;

function actions(model: Model, sender: Sender, rng: Random, client: number, person: number) {
  let k = 0;
  const unique = (what: string) => `CK ${what}${client}-${k++}`;
  const booking = () => rng.pick(model.bookings);
  const codeId = () => rng.pick([...model.codes.keys()]);
  const days = () => [...new Set([rng.int(0, 6), rng.int(0, 6), rng.int(0, 6)])].sort();
  /** The code as a fresh read has it now (undefined: deleted, or the read got no answer). */
  const readCode = async (id: number) => {
    const read = await sender.send(person, { method: 'GET', path: '/discount-codes' });
    if (read.status !== 200) return { ok: false as const };
    const current = (read.body as DiscountCode[]).find((c) => c.id === id);
    if (current) model.codes.set(id, Math.max(model.codes.get(id) ?? 0, current.version));
    return { ok: true as const, current };
  };

  const intent = (sent: { message?: string }): BookingChange => {
    const r = rng.next();
    if (r < 0.32) return { type: 'addTable', table: rng.pick(TABLES) };
    if (r < 0.42) return { type: 'addTable', table: rng.pick(BAR), shared: true };
    if (r < 0.6) return { type: 'removeTable', table: rng.pick([...TABLES, ...BAR]) };
    if (r < 0.78) {
      sent.message = unique('m');
      return { type: 'setMessage', message: sent.message };
    }
    if (r < 0.86) return { type: 'setSeats', bookedSeats: rng.int(1, 8) };
    return { type: 'move', bookingDateTime: `${DAY}T${rng.pick(SLOTS)}` };
  };

  return {
    intents: async (): Promise<Ended> => {
      const { id } = booking();
      const sent: { message?: string } = {};
      const changes = Array.from({ length: rng.chance(0.3) ? 2 : 1 }, () => intent(sent));
      const path = `/restaurant/v2/bookings/${id}/changes`;
      return { bookingId: id, ...sent, answer: await sender.send(person, { method: 'POST', path, body: { changes } }) };
    },
    arrived: async (): Promise<Ended> => {
      const { id } = booking();
      const path = `/restaurant/v2/booking/${id}/toggle-completion?visited=${rng.chance(0.5)}`;
      return { bookingId: id, answer: await sender.send(person, { method: 'POST', path }) };
    },
    cancel: async (): Promise<Ended> => {
      const { id } = booking();
      return {
        bookingId: id,
        answer: await sender.send(person, { method: 'POST', path: `/restaurant/v2/booking/${id}/cancel` }),
      };
    },
    'walk-in': async (): Promise<Ended> => {
      const restaurantId = rng.pick(RESTAURANTS);
      const name = unique('w');
      const body = {
        bookingDateTime: `${DAY}T${rng.pick(SLOTS)}`,
        customerName: name,
        peopleCount: rng.int(1, 6),
        restaurantId,
      };
      const answer = await sender.send(person, { method: 'POST', path: '/restaurant/v2/bookings/simple', body });
      const made = answer.status === 200 ? (answer.body as { bookingId: number }).bookingId : undefined;
      if (made) model.bookings.push({ id: made, restaurantId });
      return { name, bookingId: made, answer };
    },
    'code-edit': async (): Promise<Ended> => {
      const id = codeId();
      const read = await readCode(id);
      if (!read.ok) return undefined;
      const { current } = read;
      // Stale on purpose: a version before the one just read (or, the code gone, the last one seen).
      const stale = !current || (current.version > 1 && rng.chance(0.2));
      const ifMatch = current ? current.version - (stale ? 1 : 0) : model.codes.get(id)!;
      const code = !current || rng.chance(0.5) ? unique('c') : undefined;
      const body = { id, code: code ?? current!.code, amount: rng.int(0, 100), daysOfWeek: days() };
      const answer = await sender.send(person, { method: 'PUT', path: '/discount-codes', body, ifMatch });
      return { codeId: id, code, stale: Boolean(current) && stale, answer };
    },
    'code-create': async (): Promise<Ended> => {
      const code = unique('n');
      const body = { code, amount: rng.int(0, 100), daysOfWeek: days() };
      const answer = await sender.send(person, { method: 'POST', path: '/discount-codes', body });
      const made = answer.status === 200 ? (answer.body as DiscountCode) : undefined;
      if (made) model.codes.set(made.id, made.version);
      return { code, codeId: made?.id, answer };
    },
    'code-link': async (): Promise<Ended> => {
      const id = codeId();
      const hotelPackageId = rng.pick(model.packages);
      const answer = rng.chance(0.5)
        ? await sender.send(person, {
            method: 'POST',
            path: `/discount-codes/${id}/hotel-packages`,
            body: { hotelPackageId },
          })
        : await sender.send(person, {
            method: 'DELETE',
            path: `/discount-codes/${id}/hotel-packages/${hotelPackageId}`,
          });
      return { codeId: id, answer };
    },
    'code-delete': async (): Promise<Ended> => {
      const id = codeId();
      const read = await readCode(id);
      if (!read.ok) return undefined;
      const ifMatch = read.current?.version ?? model.codes.get(id)!;
      return {
        codeId: id,
        answer: await sender.send(person, { method: 'DELETE', path: `/discount-codes/${id}`, ifMatch }),
      };
    },
    revert: async (): Promise<Ended> => {
      const read = await sender.send(person, { method: 'GET', path: '/activity?itemsPerPage=12' });
      const items = read.status === 200 ? (read.body as { items: HistoryEntry[] }).items : [];
      if (!items.length) return undefined;
      const entry = rng.pick(items);
      return { answer: await sender.send(person, { method: 'POST', path: `/history/entries/${entry.id}/revert` }) };
    },
  } satisfies Record<Kind, () => Promise<Ended>>;
}
