import type { TestProject } from 'vitest/node';
import { freePort } from '../src/server/db/embedded.ts';
import { startApp } from './start-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the push journey's stand-in push service listens: the only one Oja posts to. */
    pushServiceHost: string;
  }
}

/** Builds the web app, then starts Oja on a fresh embedded database and a free loopback port. */
export default async function setup(project: TestProject) {
  const pushServiceHost = `127.0.0.1:${await freePort()}`;
  const app = await startApp(() => ({ WEB_PUSH_HOSTS: pushServiceHost }));
  project.provide('baseUrl', app.baseUrl);
  project.provide('pushServiceHost', pushServiceHost);
  return app.stop;
}
