import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../..');
/** Debian's nginx (`.ci/run` installs it when missing), or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx in the foreground with deploy/'s site, listening on `port` and proxying to the processes on `upstreams`. */
export async function startNginx(dir: string, port: number, upstreams: [number, number]): Promise<ChildProcess> {
  const original = await readFile(path.join(root, 'deploy/nginx/checkout-admin.conf'), 'utf8');
  const site = original
    .replace('server 127.0.0.1:8080 ', `server 127.0.0.1:${upstreams[0]} `)
    .replace('server 127.0.0.1:8081 ', `server 127.0.0.1:${upstreams[1]} `)
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  for (const wanted of [`127.0.0.1:${upstreams[0]}`, `127.0.0.1:${upstreams[1]}`, `listen 127.0.0.1:${port};`])
    expect(site).toContain(wanted);
  await writeFile(path.join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join('\n  ');
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would run as www-data, which cannot enter this test's private temp dir.
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 512; }',
      `http {\n  access_log ${dir}/access.log;\n  ${temp}\n  include ${dir}/site.conf;\n}`,
    ].join('\n'),
  );
  let output = '';
  const child = spawn(NGINX, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `nginx exited (${child.exitCode}): ${output}${await readFile(`${dir}/error.log`, 'utf8').catch(() => '')}`,
      );
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return child;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
