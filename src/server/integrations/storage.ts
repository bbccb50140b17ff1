import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk by default; an S3-compatible store implements the same. */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
};

/** Files under `dir`, served by the app at `/uploads/<key>`. */
export function createLocalStorage(dir: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `/uploads/${key}`;
    },
  };
}
