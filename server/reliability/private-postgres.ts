import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/ports.ts';

const run = promisify(execFile);

/** The directory holding initdb and pg_ctl (Debian's /usr/lib/postgresql/<version>/bin, the newest), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter(
      (version) =>
        existsSync(path.join(root, version, 'bin', 'pg_ctl')) && existsSync(path.join(root, version, 'bin', 'initdb')),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user (which must exist). */
function asPostgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Whether a private PostgreSQL can be started here: its binaries, and (as root) a `postgres` user to run them. */
export function privatePostgresUnavailable(): string | undefined {
  if (!postgresBinaries()) return 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin';
  try {
    if (asPostgresUser()) execFileSync('runuser', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'running as root without a `postgres` user (or `runuser`) to run PostgreSQL as';
  }
  return undefined;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth). */
  url: string;
  /** `pg_ctl restart -m fast`: the clients' connections are terminated, a checkpoint, and it starts again. */
  restartFast(): Promise<void>;
  /** `pg_ctl stop -m immediate` (a crash: no checkpoint, WAL recovery at the next start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (fast) and removes its files. */
  remove(): Promise<void>;
  log(): Promise<string>;
}

/**
 * A PostgreSQL instance of the test's own, in a temporary directory on a free port, for a test that restarts or
 * crashes its database (never the shared cluster other people's tests use).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const owner = asPostgresUser();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-private-pg-'));
  if (owner) await chown(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const port = await freePort();
  const pg = async (command: string, args: string[]) => {
    const [file, argv] = owner
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    try {
      await run(file, argv, { timeout: 60_000 });
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${command} ${args.join(' ')} failed: ${(error as Error).message}\n${log.slice(-3000)}`);
    }
  };
  // fsync stays on (the default): a crash must lose nothing that was acknowledged.
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const start = () => pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: () =>
      pg('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', '-m', 'fast', '-o', options, 'restart']),
    crash: () => pg('pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop']),
    start,
    log: () => readFile(logFile, 'utf8').catch(() => ''),
    async remove() {
      if (removed) return;
      removed = true;
      await pg('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
