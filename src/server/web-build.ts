import path from 'node:path';
import { ssrDirOf } from './plugins/page-render.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app into `outDir`, and its server renderer beside it (`ssrDirOf`). The build is always React's production build, whatever
 * NODE_ENV the caller runs under (Vite follows NODE_ENV, and the test runner sets it to "test").
 */
export async function buildWebApp(outDir: string): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    const configFile = path.join(root, 'vite.config.ts');
    await build({
      configFile,
      mode: 'production',
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
    await build({
      configFile,
      mode: 'production',
      build: {
        ssr: path.join(root, 'src/web/entry-server.tsx'),
        outDir: ssrDirOf(outDir),
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
      },
      // Self-contained: it runs from wherever the build is put, with no node_modules beside it.
      ssr: { noExternal: true },
      logLevel: 'warn',
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
