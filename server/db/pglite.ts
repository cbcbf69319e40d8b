import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Listen, Listening } from './listening.ts';

/**
 * Opens (creating it if need be) the embedded database persisted in `pgData`. `createApart`: a new data dir is made
 * (initdb) in a short-lived process of its own, whose memory goes when it ends.
 */
export async function openPglite(pgData: string, { createApart = false } = {}): Promise<PGlite> {
  if (createApart) await createInProcessOfItsOwn(pgData);
  return PGlite.create(pgData, pgliteOptions());
}

/**
 * LISTEN on PGlite: in-process, so nothing can be lost (`onGap` and `onLost` are never called) and every notification
 * is handed over before its commit ends.
 */
export function listenInProcess(pglite: PGlite): Listen {
  return async (handlers) => {
    const stops: Array<() => Promise<void>> = [];
    const listening: Listening = async () => {
      const all = stops.splice(0);
      if (!pglite.closed) for (const stop of all) await stop();
    };
    try {
      for (const [channel, onMessage] of Object.entries(handlers)) stops.push(await pglite.listen(channel, onMessage));
    } catch (err) {
      await listening();
      throw err;
    }
    listening.caughtUp = async () => undefined;
    return listening;
  };
}

/**
 * PGlite's settings beyond its own defaults: a small shared buffer pool. PostgreSQL's default, 128 MB, is resident
 * from the start in PGlite's memory; an embedded database of some tens of MB is read through the OS's page cache
 * anyway.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

function pgliteOptions(): { startParams?: string[] } {
  // Start parameters replace PGlite's own, which it keeps (not in its types) on the class.
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  return Array.isArray(defaults) ? { startParams: [...defaults, ...PGLITE_SETTINGS] } : {};
}

/**
 * Creates a PGlite data dir that does not exist yet in a process of its own: in this one, initdb would leave about
 * 450 MB resident for good.
 */
async function createInProcessOfItsOwn(pgData: string): Promise<void> {
  if (fs.existsSync(path.join(pgData, 'PG_VERSION'))) return;
  const create =
    'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();';
  try {
    await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      create,
      import.meta.resolve('@electric-sql/pglite'),
      pgData,
    ]);
  } catch (err) {
    // It is only memory: PGlite.create in this process makes the data dir instead.
    console.warn(
      `Could not create the database in a process of its own (${(err as Error).message}); creating it here.`,
    );
  }
}
