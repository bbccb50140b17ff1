import type { PostViewType } from '#shared/schemas/posts.ts';
import { api } from '#web/lib/api-client.ts';

const sent = new Set<string>();

/**
 * Tells the server that the signed-in viewer saw a post or played its video, once per post and
 * kind while the app is open (the server counts one a day anyway). A view that fails to send is
 * dropped: it changes nothing the viewer sees.
 */
export function recordView(postId: string, type: PostViewType): void {
  const key = `${type}:${postId}`;
  if (sent.has(key)) return;
  sent.add(key);
  api.post(`/posts/${postId}/views`, { type }).catch(() => sent.delete(key));
}
