import type { TestProject } from 'vitest/node';
import { makeTestTemplates, type TestTemplates } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** The server project's globalSetup: the test databases' templates, made once per run (server/test/templates.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const made = await makeTestTemplates(process.env.TEST_DATABASE_URL);
  project.provide('testTemplates', made.templates);
  return () => made.remove();
}
