import type { Db } from '../../db/client.ts';
import * as repo from './uploads.repo.ts';

export type UploadsService = ReturnType<typeof createUploadsService>;

/** Who uploaded which picture, so only they can put it on their business or products. */
export function createUploadsService({ db }: { db: Db }) {
  return {
    record: (ownerId: string, url: string) => repo.recordUpload(db, ownerId, url),
    ownedBy: (ownerId: string, urls: string[]) => repo.ownedUploads(db, ownerId, urls),
  };
}
