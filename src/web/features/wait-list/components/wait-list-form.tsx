import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { WaitListWants } from '#shared/schemas/wait-list.ts';
import { Columns } from '#web/components/plain-layout.tsx';
import { LightSelect, LightTextField } from '#web/components/light-fields.tsx';
import { useNigerianStates } from '#web/lib/reference-data.ts';
import { useJoinWaitList, waitListFailure } from '../api/wait-list.ts';

const EMPTY = { name: '', email: '', phone: '', wants: 'shop' as WaitListWants, state: '' };

/**
 * Joining the wait-list: name, e-mail or phone, shopping or selling, and the state. The server's
 * answer is shown as it is: its thanks, or every problem it found, one a line.
 */
export function WaitListForm() {
  const join = useJoinWaitList();
  const states = useNigerianStates();
  const [form, setForm] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    join.mutate(
      {
        name: form.name,
        email: form.email.trim() || undefined,
        phone: form.phone.trim() || undefined,
        wants: form.wants,
        state: form.state,
      },
      { onSuccess: () => setForm(EMPTY) },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Join the wait-list">
      <Stack gap="sm">
        <LightTextField
          label="Your name"
          value={form.name}
          autoComplete="name"
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <Columns cols={1} sm={2} gap="sm">
          <LightTextField
            label="E-mail address"
            type="email"
            value={form.email}
            autoComplete="email"
            onChange={(e) => set('email')(e.currentTarget.value)}
          />
          <LightTextField
            label="Phone number"
            type="tel"
            value={form.phone}
            autoComplete="tel-national"
            onChange={(e) => set('phone')(e.currentTarget.value)}
          />
        </Columns>
        <Text size="xs" c="dimmed" mt={-4}>
          One of the two is enough: we only use it to tell you we are open.
        </Text>
        <Columns cols={1} sm={2} gap="sm">
          <LightSelect
            label="I want to"
            value={form.wants}
            onChange={(e) => set('wants')(e.currentTarget.value)}
            options={[
              { value: 'shop', label: 'Shop on Oja' },
              { value: 'sell', label: 'Sell on Oja' },
            ]}
          />
          <LightSelect
            label="State"
            value={form.state}
            onChange={(e) => set('state')(e.currentTarget.value)}
            options={[
              { value: '', label: 'Choose your state' },
              ...(states.data ?? []).map((s) => ({ value: s.name, label: s.name })),
            ]}
          />
        </Columns>
        {join.isError && (
          <Alert color="red" title="Please check these" role="alert">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {waitListFailure(join.error)}
            </Text>
          </Alert>
        )}
        {join.isSuccess && (
          <Alert color="navy" title="You are on the list" role="status">
            <Text size="sm">{join.data}</Text>
          </Alert>
        )}
        <Button type="submit" loading={join.isPending} w="fit-content">
          Join the wait-list
        </Button>
      </Stack>
    </form>
  );
}
