import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { makeSiteDataTemplate } from './site-server.ts';

/** Once per run of the browser tests: the data folder every site starts on a copy of. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await makeSiteDataTemplate();
  project.provide('siteDataTemplate', template);
  return () => rm(template, { recursive: true, force: true });
}
