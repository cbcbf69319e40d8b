import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, within } from './setup.ts';

export interface Floor {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * The machine's floor for the API now (issue 32): a bare Fastify route in a process of its own answering `json`
 * (the busy day, kept bytes, gzipped) under autocannon with 50 connections for `seconds`, as the real route is
 * loaded, `runs` times. A figure of the product divided by it says whether the product or the hour moved.
 */
export async function apiFloor(json: string, seconds = 10, runs = 1): Promise<Floor[]> {
  const file = path.join(os.tmpdir(), `floor-day-${process.pid}.json`);
  await writeFile(file, json);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts', file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await within(
      30_000,
      'the floor server',
      new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const found = /listening (\d+)/.exec(chunk.toString())?.[1];
          if (found) resolve(found);
        });
        child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
      }),
    );
    const url = `http://127.0.0.1:${port}/day`;
    const run = (duration: number) =>
      autocannon({ url, connections: 50, duration, headers: { 'accept-encoding': 'gzip' } });
    await run(2);
    const floors: Floor[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await within((seconds + 30) * 1000, 'autocannon on the floor', run(seconds));
      floors.push({ rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 });
    }
    return floors;
  } finally {
    child.kill('SIGTERM');
  }
}

/** "1.8 × the floor" or "0.12 of the floor": a figure beside its floor. */
export function ratio(value: number, floor: number): string {
  if (!floor) return 'no floor';
  const r = value / floor;
  return r >= 1 ? `${r.toFixed(2)} × the floor` : `${r.toFixed(3)} of the floor`;
}
