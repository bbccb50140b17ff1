import {
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SupportRequestCreated } from '#shared/schemas/support.ts';
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '#shared/support.ts';
import { EMAIL } from '#shared/validation/people.ts';
import {
  SUPPORT_MESSAGE,
  SUPPORT_NAME,
  SUPPORT_ORDER_REFERENCE,
  SUPPORT_SUBJECT,
} from '#shared/validation/support.ts';
import { applyFieldErrors } from '#web/lib/form-errors.ts';
import { required, textCheck } from '#web/lib/validators.ts';
import { useCreateSupportRequest } from '../api/create-support-request.ts';
import { supportRequestPath } from '../support-links.ts';

/** An order the signed-in shopper may ask about, as the picker lists it. */
export type OrderChoice = { value: string; label: string };

const checkName = textCheck(SUPPORT_NAME);
const checkEmail = textCheck(EMAIL);
const checkSubject = textCheck(SUPPORT_SUBJECT);
const checkMessage = textCheck(SUPPORT_MESSAGE);
const checkOrder = textCheck(SUPPORT_ORDER_REFERENCE);
const checkTopic = required('Choose a topic');

function Sent({ created, onAnother }: { created: SupportRequestCreated; onAnother: () => void }) {
  return (
    <Stack gap="md" role="status">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck
          size={28}
          color="var(--mantine-color-teal-8)"
          aria-hidden="true"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={4}>
          <Title order={3} fz="lg">
            We received your request
          </Title>
          <Text size="sm">
            Your reference number is{' '}
            <Text span fw={700} ff="monospace">
              {created.reference}
            </Text>
            . We sent a confirmation with a link to follow it to{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {created.requester.email}
            </Text>
            , and we usually answer within one working day.
          </Text>
        </Stack>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={supportRequestPath(created._id, created.key)}>
          View your request
        </Button>
        <Button variant="default" onClick={onAnother}>
          Send another request
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The request form: topic, subject, message and, optionally, the order it is about (picked from
 * the shopper's recent orders, or typed). A visitor also gives their name and e-mail.
 */
export function SupportRequestForm({
  signedIn,
  orders,
}: {
  signedIn: boolean;
  /** The signed-in shopper's recent orders; none (or undefined) shows a typed order number. */
  orders?: OrderChoice[];
}) {
  const create = useCreateSupportRequest();
  const [created, setCreated] = useState<SupportRequestCreated | null>(null);
  const picker = signedIn && orders !== undefined && orders.length > 0;
  const form = useForm({
    initialValues: { topic: '', subject: '', message: '', orderReference: '', name: '', email: '' },
    validate: {
      topic: checkTopic,
      subject: checkSubject,
      message: checkMessage,
      orderReference: (v) => (picker ? null : checkOrder(v)),
      name: (v) => (signedIn ? null : checkName(v)),
      email: (v) => (signedIn ? null : checkEmail(v)),
    },
  });

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {created ? (
        <Sent
          created={created}
          onAnother={() => {
            form.reset();
            setCreated(null);
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((v) =>
            create.mutate(
              {
                topic: v.topic as (typeof SUPPORT_TOPICS)[number],
                subject: v.subject.trim(),
                message: v.message.trim(),
                orderReference: v.orderReference.trim() || undefined,
                ...(signedIn ? {} : { name: v.name.trim(), email: v.email.trim() }),
              },
              {
                onSuccess: (res) => setCreated(res.data),
                onError: (err) => applyFieldErrors(form, err),
              },
            ),
          )}
        >
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz="xl">
                Contact support
              </Title>
              <Text size="sm" c="dimmed">
                Tell us what happened and we will reply by e-mail and here.
              </Text>
            </Stack>
            {!signedIn && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Your name" autoComplete="name" {...form.getInputProps('name')} />
                <TextInput
                  label="E-mail"
                  type="email"
                  autoComplete="email"
                  description="Where we send our answers"
                  {...form.getInputProps('email')}
                />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label="Topic"
                data={[
                  { value: '', label: 'Choose a topic' },
                  ...SUPPORT_TOPICS.map((t) => ({ value: t, label: SUPPORT_TOPIC_LABELS[t] })),
                ]}
                {...form.getInputProps('topic')}
              />
              {picker ? (
                <NativeSelect
                  label="Order (optional)"
                  data={[{ value: '', label: 'Not about an order' }, ...orders]}
                  {...form.getInputProps('orderReference')}
                />
              ) : (
                <TextInput
                  label="Order number (optional)"
                  placeholder="#3F9A1C"
                  autoComplete="off"
                  {...form.getInputProps('orderReference')}
                />
              )}
            </SimpleGrid>
            <TextInput label="Subject" maxLength={120} {...form.getInputProps('subject')} />
            <Textarea
              label="Message"
              autosize
              minRows={4}
              maxRows={12}
              maxLength={5000}
              {...form.getInputProps('message')}
            />
            <Group>
              <Button type="submit" loading={create.isPending}>
                Send request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}
