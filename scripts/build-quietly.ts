import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * `npm start`'s build: `vite build` with its progress and its file list (about 260 lines, each file with its .gz
 * and .br) folded into one summary line. Anything else it prints (a warning, an error) is shown as printed; on a
 * failure, everything is. `npm run build` still prints the whole list.
 */

/** The lines of a good build that say nothing a person starting the product needs. */
const ROUTINE = [
  /^\s*$/,
  /^vite v\S+ building /,
  /^transforming\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^rendering chunks\.\.\.$/,
  /^computing gzip size\.\.\.$/,
  /^✓ built in /,
  /^\s*dist\//,
  /^PWA v\S+$/,
  /^Building sw\/sw\.ts service worker/,
  /^(mode|format:)\s+\S+$/,
  /^precache\s+\d+ entries/,
  /^files generated$/,
];

const started = performance.now();
const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, FORCE_COLOR: '0' },
});
let output = '';
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
const lines = stripVTControlCharacters(output).split(/\r?\n/);

if (code !== 0) {
  process.stderr.write(output);
  process.exit(code ?? 1);
}
for (const line of lines) if (!ROUTINE.some((routine) => routine.test(line))) console.log(line);
const files = lines.filter((line) => /^\s*dist\//.test(line) && !/\.(gz|br)\s/.test(line)).length;
const precache = lines.find((line) => line.startsWith('precache'))?.replace(/^precache\s+/, '') ?? '';
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Console built into dist/ in ${seconds} s: ${files} files, the service worker precaches ${precache}.`);
