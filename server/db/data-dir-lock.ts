import fs from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** A second server on a PGlite data dir would run without error while one of them silently loses its writes. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Data directory ${dataDir} is in use by another Checkout Admin server (lock held). ` +
        'Stop that server or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Data dirs this process holds the lock of (a second open in the same process is refused like any other). */
const heldLocks = new Set<string>();

/**
 * The file system proper-lockfile works through: its lock is a directory, created atomically by `mkdir`; ours gets
 * its owner file written in the same step (before proper-lockfile records the directory's mtime, which a later
 * write would change and make it think the lock stolen), and is removed with its contents.
 */
const lockFs = {
  ...fs,
  mkdir: (dir: string, callback: (err: NodeJS.ErrnoException | null) => void) =>
    fs.mkdir(dir, (err) => {
      if (err) return callback(err);
      const owner: LockOwner = { pid: process.pid, host: os.hostname() };
      fs.writeFile(path.join(dir, OWNER_FILE), JSON.stringify(owner), (writeErr) => {
        if (!writeErr) return callback(null);
        fs.rm(dir, { recursive: true, force: true }, () => callback(writeErr));
      });
    }),
  rmdir: (dir: string, callback: (err: NodeJS.ErrnoException | null) => void) =>
    fs.rm(dir, { recursive: true, force: true }, callback),
  rmdirSync: (dir: string) => fs.rmSync(dir, { recursive: true, force: true }),
};

const OWNER_FILE = 'owner.json';

interface LockOwner {
  pid: number;
  host: string;
}

/**
 * The exclusive lock on a PGlite data dir: `<dataDir>/server.lock`, a directory (created atomically) whose mtime
 * the owner refreshes every 3 s, holding `owner.json` (its PID and host). A lock whose owner is gone (same host, PID no longer
 * alive, or our own PID from a previous life, as in a restarted container) is taken over at once; otherwise a lock
 * nobody refreshed for 10 s (an owner on another host, or one that died before writing its PID) is stale and taken
 * over; anything else refuses with DataDirLockedError.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'server.lock');
  const options: lockfile.LockOptions = {
    lockfilePath: lockPath,
    stale: 10_000,
    update: 3_000,
    retries: 0,
    fs: lockFs,
    onCompromised: (err) => console.error('data dir lock compromised', err),
  };
  const take = () =>
    lockfile.lock(dataDir, options).catch((err: unknown) => {
      throw (err as NodeJS.ErrnoException).code === 'ELOCKED' ? new DataDirLockedError(dataDir) : err;
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    const owner = err instanceof DataDirLockedError && !heldLocks.has(dataDir) ? await readOwner(lockPath) : undefined;
    if (!owner || owner.host !== os.hostname() || (owner.pid !== process.pid && isAlive(owner.pid))) throw err;
    console.warn(`Data dir ${dataDir}: its last server (process ${owner.pid}) is gone; taking over its lock.`);
    await rm(lockPath, { recursive: true, force: true });
    release = await take();
  }
  heldLocks.add(dataDir);
  return async () => {
    heldLocks.delete(dataDir);
    await release();
  };
}

async function readOwner(lockPath: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(path.join(lockPath, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string'
      ? { pid: owner.pid!, host: owner.host }
      : undefined;
  } catch {
    // No owner file yet (its owner is writing it, or died first): only staleness can free this lock.
    return undefined;
  }
}

/** Signal 0 checks that a process exists without touching it; EPERM means it exists but is not ours. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
