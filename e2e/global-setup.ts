import type { TestProject } from 'vitest/node';
import { startApp } from './start-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the web app, then starts Oja on a fresh embedded database and a free loopback port. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}
