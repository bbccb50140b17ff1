import { Anchor, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatRelativeDate } from '#shared/relative-date.ts';
import type { Comment } from '#shared/schemas/comments.ts';
import { COMMENT_TEXT_MAX } from '#shared/limits.ts';
import type { Post } from '#shared/schemas/posts.ts';
import { LikeToggle } from '#web/components/like-toggle.tsx';
import { AuthorAvatar } from '#web/components/post-card.tsx';
import { noResults, QueryState } from '#web/components/query-state.tsx';
import { ReportAction } from '#web/components/report-action.tsx';
import { ShowMore } from '#web/components/show-more.tsx';
import { fieldMessage, otherMessages } from '#web/lib/error-messages.ts';
import { useClientStore } from '#web/lib/store.ts';
import { useAddComment, useComments } from '../api/comments.ts';
import { useLikeComment } from '../api/like-comment.ts';
import { useLoginFirst } from '../use-login-first.ts';
import { VerifiedTick } from '#web/components/verified-tick.tsx';

/** Writes a comment, or a reply under one; visitors are asked to log in first. */
function CommentForm({
  post,
  parent,
  onDone,
}: {
  post: Post;
  parent?: Comment;
  onDone?: () => void;
}) {
  const signedIn = useClientStore((s) => s.auth.accessToken !== null);
  const loginFirst = useLoginFirst();
  const add = useAddComment(post);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = parent ? `Reply to ${parent.author.name}` : 'Write a comment';

  if (!signedIn) {
    return (
      <Button variant="light" size="xs" onClick={() => loginFirst(() => {})}>
        Log in to {parent ? 'reply' : 'comment'}
      </Button>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        add.mutate(
          { text: text.trim(), parentId: parent?._id },
          {
            onSuccess: () => {
              setText('');
              onDone?.();
            },
            // A refused comment's field messages are not toasted: they show on the field.
            onError: (err) => setError(fieldMessage(err, 'text') ?? otherMessages(err, ['text'])),
          },
        );
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={label}
          placeholder={parent ? 'Write a reply' : 'Write a comment'}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={COMMENT_TEXT_MAX}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1, minWidth: 0 }}
          autoFocus={Boolean(parent)}
        />
        <Button type="submit" size="sm" loading={add.isPending} disabled={!text.trim()}>
          {parent ? 'Reply' : 'Post'}
        </Button>
      </Group>
    </form>
  );
}

function Replies({ post, parent }: { post: Post; parent: Comment }) {
  const replies = useComments(post._id, parent._id);
  return (
    <QueryState query={replies} what="the replies" rows={1} rowHeight={40}>
      {(data) => (
        <Stack gap="xs">
          {data.pages.flatMap((p) =>
            p.results.map((r) => <CommentItem key={r._id} post={post} comment={r} />),
          )}
          <ShowMore query={replies} label="More replies" />
        </Stack>
      )}
    </QueryState>
  );
}

/** A comment's heart; a visitor is asked to log in first. */
function CommentLike({ post, comment }: { post: Post; comment: Comment }) {
  const loginFirst = useLoginFirst();
  const like = useLikeComment(post._id, comment);
  return (
    <LikeToggle
      size="xs"
      label={`Like ${comment.author.name}’s comment`}
      liked={comment.liked}
      count={comment.likes}
      onToggle={(on) => loginFirst(() => like.mutate(on))}
    />
  );
}

function CommentItem({ post, comment }: { post: Post; comment: Comment }) {
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const isReply = comment.parentId !== null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <AuthorAvatar name={comment.author.name} src={comment.author.avatar} size={32} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" lh={1.3}>
            <Anchor component={Link} to={`/u/${comment.author.handle}`} fw={700} c="dark.7">
              {comment.author.name}
            </Anchor>
            <VerifiedTick verified={comment.author.isVerified} size={14} />{' '}
            <Text component="span" size="xs" c="dimmed" suppressHydrationWarning>
              {formatRelativeDate(comment.createdAt)}
              {comment.edited ? ' · edited' : ''}
              {!comment.show ? ' · hidden' : ''}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.text}
          </Text>
          <Group gap="sm">
            <CommentLike post={post} comment={comment} />
            {!isReply && (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => setReplying((r) => !r)}
              >
                Reply
              </Anchor>
            )}
            {!isReply && comment.replies > 0 && (
              <Anchor
                component="button"
                type="button"
                size="xs"
                aria-expanded={showReplies}
                onClick={() => setShowReplies((s) => !s)}
              >
                {showReplies
                  ? 'Hide replies'
                  : `View ${comment.replies} ${comment.replies === 1 ? 'reply' : 'replies'}`}
              </Anchor>
            )}
            <ReportAction
              subjectType="COMMENT"
              subjectId={comment._id}
              ownerId={comment.author._id}
              what="comment"
            />
          </Group>
        </Stack>
      </Group>
      {(replying || showReplies) && (
        <Stack gap="xs" pl={40}>
          {showReplies && <Replies post={post} parent={comment} />}
          {replying && (
            <CommentForm
              post={post}
              parent={comment}
              onDone={() => {
                setReplying(false);
                setShowReplies(true);
              }}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** A post's comments, newest first, with their replies under each when asked for. */
export default function CommentsThread({ post }: { post: Post }) {
  const comments = useComments(post._id, null);
  return (
    <Stack gap="sm" pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <CommentForm post={post} />
      <QueryState query={comments} what="comments" rows={1} rowHeight={60}>
        {(data) =>
          noResults(data) ? (
            <Text size="sm" c="dimmed">
              No comments yet. Be the first to say something.
            </Text>
          ) : (
            <Stack gap="sm">
              {data.pages.flatMap((p) =>
                p.results.map((c) => <CommentItem key={c._id} post={post} comment={c} />),
              )}
            </Stack>
          )
        }
      </QueryState>
      {comments.data && <ShowMore query={comments} label="More comments" />}
      <ReportAction
        subjectType="POST"
        subjectId={post._id}
        ownerId={post.author._id}
        what="post"
        style={{ alignSelf: 'flex-start' }}
      >
        Report this post
      </ReportAction>
    </Stack>
  );
}
