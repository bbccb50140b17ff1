import type { VideoGuide } from '../src/shared/schemas/guides.ts';
import type { Guide, StepTiming } from './guide.ts';

/** `hh:mm:ss.ttt`, as WebVTT writes a cue's time. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

type Cue = { start: number; end: number; text: string };

function vtt(cues: Cue[]): string {
  const body = cues.map(
    (c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}\n`,
  );
  return `WEBVTT\n\n${body.join('\n')}`;
}

/**
 * The guide's steps on the video's clock: each caption shows from its step's start until the next
 * step starts (the last until the end), and each chapter spans its steps.
 */
export function guideTrack(
  guide: Guide,
  timings: StepTiming[],
  toVideoTime: (wall: number) => number,
  duration: number,
) {
  const starts = timings.map((t) => toVideoTime(t.start));
  // The video starts on its first step, whatever the clock said while recording began.
  starts[0] = 0;
  const endOf = (i: number) => starts[i + 1] ?? duration;
  const captions: Cue[] = timings.map((t, i) => ({
    start: starts[i]!,
    end: endOf(i),
    text: guide.chapters[t.chapter]!.steps[t.step]!.say,
  }));
  const chapters: VideoGuide['chapters'] = guide.chapters.map((chapter, c) => {
    const own = timings.flatMap((t, i) => (t.chapter === c ? [i] : []));
    return {
      title: chapter.title,
      start: round(starts[own[0]!]!),
      steps: own.map((i) => ({ say: captions[i]!.text, start: round(starts[i]!) })),
    };
  });
  const chapterCues = chapters.map((chapter, c) => ({
    start: chapter.start,
    end: chapters[c + 1]?.start ?? duration,
    text: chapter.title,
  }));
  return { captionsVtt: vtt(captions), chaptersVtt: vtt(chapterCues), chapters };
}

const round = (s: number) => Math.round(s * 1000) / 1000;
