import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every message the console says, as its code has it: id → English (the default, the specification's texts). */
export interface Extracted {
  [id: string]: { defaultMessage: string; description?: string };
}

/**
 * The console's messages, extracted from its code by FormatJS's own extractor (`formatjs extract`, decision 039):
 * every `formatMessage({ id, defaultMessage })` and `defineMessages({...})` of the console and of contract/ (the
 * server's messages, which the console says), tests left out. It refuses one id with two texts.
 */
export async function extractMessages(): Promise<Extracted> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-i18n-'));
  try {
    const out = path.join(dir, 'en.json');
    await run(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@formatjs/cli/bin/formatjs'),
        'extract',
        'src/**/*.{ts,tsx}',
        'contract/**/*.ts',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        '--ignore',
        'contract/**/*.test.ts',
        '--out-file',
        out,
        '--throws',
        '--preserve-whitespace',
      ],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(await readFile(out, 'utf8')) as Extracted;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
