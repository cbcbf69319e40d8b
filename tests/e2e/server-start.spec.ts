import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { removeDir, startServer, type RunningServer } from './support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `server/main.ts` on a data dir and resolves with its exit code and error output. */
function runServer(dataDir: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

test.describe('npm start on a data dir', () => {
  let server: RunningServer | undefined;

  test.afterEach(async () => {
    await server?.stop();
    if (server) await removeDir(server.dataDir);
    server = undefined;
  });

  // One first start on an empty data dir (the migrations and the seed: the slow part) proves both.
  test('refuses a second server on the same data dir at once, with a clear message, and keeps the data across a restart', async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
    const { dataDir } = server;
    const started = Date.now();
    const second = await runServer(dataDir);
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/in use by another Checkout Admin server/);
    expect(Date.now() - started).toBeLessThan(30_000);

    await expect.poll(() => server?.output()).toMatch(/"seeded":true/);
    await server.stop();
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // The database was found migrated and seeded: the second start seeds nothing.
    await expect.poll(() => server?.output()).toMatch(/"seeded":false/);
  });
});
