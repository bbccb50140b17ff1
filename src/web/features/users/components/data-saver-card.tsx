import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LightSegments } from '#web/components/light-segments.tsx';
import { browserSavesData, useDataSaver } from '#web/lib/data-saver.ts';
import { chooseDataSaver } from '#web/lib/data-saver-sync.ts';
import { formatBytes, weekOfDataUse } from '#web/lib/data-use.ts';
import { useClientStore, type DataSaverChoice } from '#web/lib/store.ts';

const CHOICES: { value: DataSaverChoice; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

/** What this week's downloads were, against what they would have been without data saver. */
function WeekOfData() {
  const [week] = useState(weekOfDataUse);
  if (week.used === 0)
    return (
      <Text size="sm" c="dimmed">
        Oja counts the data it uses on this phone from today: come back to see your week.
      </Text>
    );
  const saved = week.without - week.used;
  return (
    <Stack gap={2}>
      <Text size="sm">
        <Text span fw={700}>
          {formatBytes(week.used)}
        </Text>{' '}
        used on this phone in the last {week.days === 1 ? 'day' : `${week.days} days`}
      </Text>
      <Text size="sm" c="dimmed">
        {saved > 0
          ? `About ${formatBytes(week.without)} without data saver: ${formatBytes(saved)} saved.`
          : 'Data saver saved nothing yet: turn it on to use less.'}
      </Text>
    </Stack>
  );
}

/**
 * Data saver on this phone: smaller pictures, a video's cover at thumbnail size, fewer products at
 * a time. Auto follows the browser (its own data saver, or a 2G connection).
 */
export function DataSaverCard() {
  const choice = useClientStore((s) => s.dataSaver);
  const on = useDataSaver();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            Data saver
          </Title>
          <Text size="sm" c="dimmed">
            Smaller pictures and fewer products at a time, for costly data and slow networks. Videos
            never play until you tap them.
          </Text>
        </Stack>
        <LightSegments
          label="Data saver"
          value={choice}
          onChange={chooseDataSaver}
          options={CHOICES}
        />
        <Text size="sm" role="status">
          {choice === 'auto'
            ? browserSavesData()
              ? 'On now: your browser asks to save data.'
              : 'Off now: it turns on when your browser saves data or the network is 2G.'
            : on
              ? 'On: pictures are small on this phone.'
              : 'Off: pictures are full size on this phone.'}
        </Text>
        <WeekOfData />
      </Stack>
    </Card>
  );
}
