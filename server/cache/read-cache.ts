/**
 * Answers of read-mostly GET routes (images, sections, restaurants...), kept by this server process as the bytes it
 * sends until the database says a table they were read from changed (docs/decisions/024-schedule-day-cache.md).
 *
 * Told by the database, whoever writes: migration 004 announces every change of every table on `table_changes`
 * (the table's name), in the changing transaction; each process LISTENs and drops the answers read from that table.
 * A read first waits until every change committed before it has been heard (`catchUp`, cached-routes.ts), so a
 * write's next read, through this process or another, has it. It keeps nothing while it does not hear every change:
 * before `enable()`, and from `disable()` (the LISTEN connection dropped) until `enable()` again.
 *
 * The race: a read that began before a change committed may finish after the change was announced, with what was
 * there before. A read takes a ticket (the count of changes so far of each table it reads) before it reads, and its
 * answer is kept only if none of them changed since: nothing read before a change is kept after it. Changes of other
 * tables do not count (on a busy evening the bookings change hundreds of times a second: the restaurants list read
 * meanwhile is kept).
 */

import { KeptWhileListening } from './kept-while-listening.ts';

/** The channel migration 004's triggers announce every table change on (the table's name). */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** A kept answer as it is sent: the JSON, and the same gzipped (for clients that take it: browsers do). */
export interface KeptAnswer {
  json: Buffer;
  gzip: Buffer;
}

interface Entry extends KeptAnswer {
  tables: readonly string[];
}

/** What a read that may be kept holds from before it read. */
export interface ReadTicket {
  key: string;
  tables: readonly string[];
  /** Everything dropped (`clear`) so far. */
  clears: number;
  /** How many times each of `tables` had changed. */
  changes: number[];
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  answers: number;
}

/** How much one process keeps, at most (bytes of JSON and gzip): read-mostly lists are small. */
const DEFAULT_MAX_SIZE = 16 * 1024 * 1024;

export class ReadCache extends KeptWhileListening {
  private readonly entries = new Map<string, Entry>();
  /** Bumped when everything is dropped, and per table by its changes: a read keeps its answer only if none came since. */
  private clears = 0;
  private readonly changes = new Map<string, number>();
  private size = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxSize = DEFAULT_MAX_SIZE) {
    super();
  }

  /**
   * The kept answer of `key`, if any; else, while listening, the ticket a read of it must show to `keep` its
   * answer (undefined when nothing may be kept).
   */
  lookUp(key: string, tables: readonly string[]): { answer: KeptAnswer } | { ticket?: ReadTicket } {
    const entry = this.listening ? this.entries.get(key) : undefined;
    if (entry) {
      this.hits++;
      // Most recently used last: the size bound drops the least recently used first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { answer: entry };
    }
    this.misses++;
    return {
      ticket: this.listening ? { key, tables, clears: this.clears, changes: this.changesOf(tables) } : undefined,
    };
  }

  /** Keeps what a read found, unless a change was announced (or the LISTEN lost) since it took its ticket. */
  keep(ticket: ReadTicket, answer: KeptAnswer): boolean {
    if (!this.listening || ticket.clears !== this.clears) return false;
    const now = this.changesOf(ticket.tables);
    if (now.some((count, i) => count !== ticket.changes[i])) return false;
    const entry: Entry = { ...answer, tables: ticket.tables };
    const before = this.entries.get(ticket.key);
    if (before) this.remove(ticket.key, before);
    this.entries.set(ticket.key, entry);
    this.size += sizeOf(entry);
    this.trim();
    return true;
  }

  /** A table changed (a `table_changes` notification): drops what was read from it, kept or being read. */
  changed(table: string): void {
    this.changes.set(table, (this.changes.get(table) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tables.includes(table)) this.remove(key, entry);
  }

  get stats(): ReadCacheStats {
    return { hits: this.hits, misses: this.misses, answers: this.entries.size };
  }

  private changesOf(tables: readonly string[]): number[] {
    return tables.map((table) => this.changes.get(table) ?? 0);
  }

  protected clear(): void {
    this.clears++;
    this.entries.clear();
    this.size = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.size -= sizeOf(entry);
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.size <= this.maxSize) return;
      this.remove(key, entry);
    }
  }
}

function sizeOf(answer: KeptAnswer): number {
  return answer.json.length + answer.gzip.length;
}
