import {
  Badge,
  Box,
  Card,
  Group,
  List,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useRef } from 'react';
import { formatClock as clock } from '#shared/clock.ts';
import type { VideoGuide } from '#shared/schemas/guides.ts';
import classes from './guide-video.module.css';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/**
 * One guide: the video (fetched only when played, with English captions and chapters), its
 * chapters as buttons that jump there, and every step written out, for watching without sound or
 * reading without the video.
 */
export function GuideVideo({ guide }: { guide: VideoGuide }) {
  const video = useRef<HTMLVideoElement>(null);
  const jumpTo = (seconds: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = seconds;
    void v.play().catch(() => {});
  };
  const headingId = `guide-${guide.slug}`;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={headingId}>
      <div className={classes.layout}>
        <Box className={classes.player}>
          <video
            ref={video}
            className={classes.video}
            controls
            playsInline
            preload="none"
            poster={guide.poster}
            width={guide.width}
            height={guide.height}
            aria-label={`Video: ${guide.title}`}
          >
            <source src={guide.video} type="video/webm" />
            <track kind="captions" src={guide.captions} srcLang="en" label="English" default />
            <track kind="chapters" src={guide.chaptersTrack} srcLang="en" label="Chapters" />
          </video>
          <Text size="xs" c="dimmed" mt={6}>
            {clock(guide.duration)} · {megabytes(guide.bytes)} · loads only when you press play
          </Text>
        </Box>
        <Stack gap="sm" className={classes.steps}>
          <Stack gap={4}>
            <Title order={2} fz={{ base: 20, sm: 22 }} id={headingId}>
              {guide.title}
            </Title>
            <Text size="sm" c="dimmed">
              {guide.summary}
            </Text>
          </Stack>
          {guide.chapters.map((chapter) => (
            <Stack gap={6} key={chapter.title}>
              <UnstyledButton className={classes.chapter} onClick={() => jumpTo(chapter.start)}>
                <VisuallyHidden>Play from </VisuallyHidden>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" radius="sm" className={classes.time}>
                    {clock(chapter.start)}
                  </Badge>
                  <Text fw={600} size="sm">
                    {chapter.title}
                  </Text>
                </Group>
              </UnstyledButton>
              <List type="ordered" size="sm" spacing={4} className={classes.list}>
                {chapter.steps.map((step) => (
                  <List.Item key={step.say}>{step.say}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      </div>
    </Card>
  );
}
