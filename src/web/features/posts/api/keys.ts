/**
 * Query keys of posts and what hangs off them. `viewer` keeps a visitor's answers (rendered on
 * the server, where nobody is signed in) apart from a signed-in user's, whose posts say what
 * they like and whom they follow.
 */
export type Viewer = 'me' | 'visitor';
export type FeedKind = 'for-you' | 'following';

export const postKeys = {
  /** Everything below: feeds, single posts and profiles, which all hold posts. */
  all: ['posts'] as const,
  feed: (kind: FeedKind, viewer: Viewer) => ['posts', 'feed', kind, viewer] as const,
  detail: (id: string, viewer: Viewer) => ['posts', 'detail', id, viewer] as const,
  byUser: (userId: string, viewer: Viewer) => ['posts', 'by-user', userId, viewer] as const,
  profile: (handle: string, viewer: Viewer) => ['posts', 'profile', handle, viewer] as const,
  tiers: ['super-like-tiers'] as const,
};

export const commentKeys = {
  /** Every comment list of a post: its top comments and the replies under each. */
  ofPost: (postId: string) => ['comments', postId] as const,
  list: (postId: string, parentId: string | null) => ['comments', postId, parentId] as const,
};

/** Query keys of a creator's own posts: their posts, the products they may tag, comments. */
export const ownPostKeys = {
  /** Every page of the signed-in creator's posts. */
  all: ['my-posts'] as const,
  ofUser: (userId: string) => ['my-posts', userId] as const,
  taggable: (userId: string) => ['taggable-products', userId] as const,
  /** The comments under one of the creator's posts. */
  comments: (postId: string) => ['post-comments', postId] as const,
};
