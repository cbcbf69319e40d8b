import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase } from './open.ts';

const openTs = fileURLToPath(new URL('./open.ts', import.meta.url));

/** A server process holding the data dir: opens it (lock and PGlite) as main.ts does, says so, and stays. */
function lockHolder(dataDir: string): Promise<ChildProcess> {
  const script = `const { openDatabase } = await import(${JSON.stringify(openTs)});
await openDatabase({ dataDir: process.env.HOLD_DATA_DIR });
process.stdout.write('locked\\n');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, HOLD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited (${code}): ${err}`)));
  });
}

describe('the PGlite data dir lock', () => {
  let dir: string | undefined;
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second server while the first lives, and lets a new one in at once when the first was killed', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ca-lock-'));
    child = await lockHolder(dir);

    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    // Still refused a little later (the lock is kept fresh, and its owner is alive).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // At once: not after the 10 s a stale lock takes.
    const started = Date.now();
    const handle = await openDatabase({ dataDir: dir });
    try {
      expect(Date.now() - started).toBeLessThan(5_000);
      const rows = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows.rows).toEqual([{ one: 1 }]);
      // And it holds the lock in turn: a third server is refused.
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await handle.close();
    }
    // Closed cleanly: the next one opens without any takeover.
    const next = await openDatabase({ dataDir: dir });
    await next.close();
  });
});
