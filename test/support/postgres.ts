// Vitest global set-up: one PostgreSQL cluster for the whole run, its URL provided to every test
// file (inject('postgresUrl')); each test server makes its own schema in it (stores.ts).
import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function postgresCluster(project: TestProject): Promise<() => void> {
  const cluster = await startCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
