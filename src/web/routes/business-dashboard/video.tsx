import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '#web/components/load-error.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';
import { useGuides } from '#web/features/guides/api/guides.ts';
import { GuideVideo } from '#web/features/guides/components/guide-video.tsx';

/** `/vendor/{id}/video`: short videos of the main tasks, recorded from Oja's own screens. */
export default function VideoGuideScreen() {
  useDocumentTitle('Video guide | Oja');
  const guides = useGuides();
  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Video guide
        </Title>
        <Text c="dimmed">
          Short videos of running your store on Oja, from opening it to getting paid, recorded on
          the screens you use. Each has captions, and its steps are written out beside it if you
          would rather read or save data.
        </Text>
      </Stack>
      {guides.isError ? (
        <LoadError what="the video guide" onRetry={() => guides.refetch()} />
      ) : !guides.data ? (
        <Stack gap="lg" aria-busy="true" role="status" aria-label="Loading the video guide">
          <Skeleton h={420} radius="lg" />
          <Skeleton h={420} radius="lg" />
        </Stack>
      ) : (
        guides.data.map((guide) => <GuideVideo key={guide.slug} guide={guide} />)
      )}
    </Stack>
  );
}
