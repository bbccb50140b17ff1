import { z } from 'zod';

/**
 * The seller's video guide (`GET guides`): each video recorded from the app's own screens, with
 * its captions, chapters and poster, and the same steps written out for those watching without
 * video. Times are seconds into the video.
 */
export const guideSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  video: z.string(),
  captions: z.string(),
  chaptersTrack: z.string(),
  poster: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  duration: z.number().positive(),
  bytes: z.number().int().positive(),
  recordedAt: z.iso.datetime(),
  chapters: z.array(
    z.object({
      title: z.string(),
      start: z.number().min(0),
      steps: z.array(z.object({ say: z.string(), start: z.number().min(0) })),
    }),
  ),
});
export type VideoGuide = z.infer<typeof guideSchema>;

export const guideManifestSchema = z.object({ guides: z.array(guideSchema) });
export type GuideManifest = z.infer<typeof guideManifestSchema>;
