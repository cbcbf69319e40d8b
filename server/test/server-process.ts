import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serveForTest = fileURLToPath(new URL('./serve-for-test.ts', import.meta.url));

/**
 * A server in a process of its own on `databaseUrl` (serve-for-test.ts), verifying tokens with `jwks`; resolves
 * with its base URL once it serves. Stop it with `stopServerProcess`.
 */
export function serverProcess(databaseUrl: string, jwks: object): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serveForTest], {
    env: { ...process.env, DATABASE_URL: databaseUrl, TEST_JWKS: JSON.stringify(jwks) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ base: `http://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}): ${err}`)));
  });
}

/** SIGTERM, and waits for it to exit (at once if it already has). */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The URL of the database `url`'s server under another database name (a test's own database). */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
