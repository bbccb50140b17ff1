/** Query keys of a creator's own content: their posts, the products they may tag, comments. */
export const contentKeys = {
  /** Every page of the signed-in creator's posts. */
  posts: ['my-posts'] as const,
  postsOf: (userId: string) => ['my-posts', userId] as const,
  taggable: (userId: string) => ['taggable-products', userId] as const,
  /** The comments under one of the creator's posts. */
  comments: (postId: string) => ['post-comments', postId] as const,
};
