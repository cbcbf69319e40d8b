import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyDataTemplate } from './data-template.ts';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id (its memory: /proc/<pid>/status). */
  pid: number;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /**
   * SIGTERM, then SIGKILL after `killAfterMs` (15 s: longer than the server's own bound, SHUTDOWN_TIMEOUT of 10 s
   * plus 2 s, so a slow graceful stop ends by the server's own rule and says so in its log).
   */
  stop(killAfterMs?: number): Promise<void>;
  /** SIGKILL at once, as a crash or `kill -9` would; resolves when the process is gone. */
  kill(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`server/main.ts`, the built console in dist/) on a free port (or `env.PORT`, e.g. to
 * restart on a killed server's address) with a fresh data dir (or `env.DATA_DIR`), exactly as `npm start` runs it,
 * and waits until `/api/config` answers. `seeded`: the fresh data dir is the run's seeded template, as a first start
 * would have left it (a test of the first start itself leaves it out).
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { seeded?: boolean } = {},
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let dataDir = env.DATA_DIR;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ca-e2e-'));
    // On PGlite, a copy of the run's seeded data dir (support/data-template.ts) saves the initdb and the seed.
    if (opts.seeded && !env.DATABASE_URL) await copyDataTemplate(dataDir);
  }
  const url = `http://localhost:${port}`;
  let log = '';
  // SERVER_NODE_ARGS: options for node itself (the load's --cpu-prof, which NODE_OPTIONS does not take).
  const nodeArgs = env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    port,
    dataDir,
    pid: child.pid!,
    output: () => log,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    async stop(killAfterMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
