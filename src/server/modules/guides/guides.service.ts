import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { guideManifestSchema, type VideoGuide } from '#shared/schemas/guides.ts';

/** Where `npm run guide:record` writes the seller's video guide. */
export const GUIDE_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../../guide/media');

export type GuidesService = ReturnType<typeof createGuidesService>;

/**
 * The seller's video guide, as last recorded: read from the recording's manifest once, checked
 * against the contract, and kept (it changes only with a new release).
 */
export function createGuidesService(deps: { mediaDir: string }) {
  let guides: Promise<VideoGuide[]> | null = null;
  const load = async () => {
    const text = await readFile(path.join(deps.mediaDir, 'manifest.json'), 'utf8');
    return guideManifestSchema.parse(JSON.parse(text)).guides;
  };
  return {
    list(): Promise<VideoGuide[]> {
      guides ??= load().catch((error: unknown) => {
        guides = null;
        throw error;
      });
      return guides;
    },
  };
}
