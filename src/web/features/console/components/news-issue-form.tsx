import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { NewsIssue } from '#shared/schemas/news.ts';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useSaveNewsIssue } from '../api/news.ts';

/** Content staff write a draft of Oja's news (or change one): a subject and plain text. */
export function NewsIssueForm(props: {
  issue: NewsIssue | null;
  onSaved: (saved: NewsIssue) => void;
}) {
  const save = useSaveNewsIssue(props.issue?._id ?? null);
  const [subject, setSubject] = useState(props.issue?.subject ?? '');
  const [body, setBody] = useState(props.issue?.body ?? '');
  const error = save.isError ? save.error : null;
  const other = error ? otherMessages(error, ['subject', 'body']) : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ subject, body }, { onSuccess: (res) => props.onSaved(res.data) });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Subject"
          description="What people see in their inbox"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'subject') : undefined}
          maxLength={150}
        />
        <Textarea
          label="The news"
          description="Plain text: it reads well in every phone's mail app. A greeting and the way to stop the news are added."
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={error ? fieldMessage(error, 'body') : undefined}
          autosize
          minRows={8}
          maxLength={10_000}
        />
        {other && (
          <Text c="red" size="sm" role="alert">
            {other}
          </Text>
        )}
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save draft
        </Button>
      </Stack>
    </form>
  );
}
