import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, type RunningServer } from './support/server.ts';

const root = path.resolve(import.meta.dirname, '../..');
let first: RunningServer | undefined;

afterAll(async () => {
  await first?.stop();
  if (first) await removeDir(first.dataDir);
});

describe('npm start on a data dir', () => {
  it('refuses a second server on the same data dir at once, with a clear message', async () => {
    first = await startServer({ LOG_LEVEL: 'info' });
    const started = Date.now();
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: first.dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/in use by another Checkout Admin server/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('keeps the data across a restart', async () => {
    if (!first) throw new Error('first server missing');
    const dataDir = first.dataDir;
    await expect.poll(() => first?.output()).toMatch(/"seeded":true/);
    await first.stop();
    first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // The database was found migrated and seeded: the second start seeds nothing.
    await expect.poll(() => first?.output()).toMatch(/"seeded":false/);
  });
});
