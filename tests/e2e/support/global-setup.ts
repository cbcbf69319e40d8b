import { rm } from 'node:fs/promises';
import { makeDataTemplate } from './data-template.ts';

/** Once per run, before the workers start: the data-dir template their servers start from (data-template.ts). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await makeDataTemplate();
  return () => rm(dir, { recursive: true, force: true });
}
