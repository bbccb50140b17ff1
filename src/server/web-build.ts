import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app into `outDir`. The build is always React's production build, whatever
 * NODE_ENV the caller runs under (Vite follows NODE_ENV, and the test runner sets it to "test").
 */
export async function buildWebApp(outDir: string): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
