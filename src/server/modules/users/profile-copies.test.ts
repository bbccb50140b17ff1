import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/schemas/users.ts';
import { createProfileCopies, type ChangeFeed, type LoadedProfile } from './profile-copies.ts';

/** A change feed the test drives: whether it is heard, and the changes it announces. */
function fakeFeed() {
  let watcher: Parameters<ChangeFeed['watch']>[0] | null = null;
  const feed = {
    listening: true,
    watch: (w: Parameters<ChangeFeed['watch']>[0]) => {
      watcher = w;
      return () => {};
    },
    changed: (userId: string) => watcher?.changed(userId),
    reset: () => watcher?.reset(),
  };
  return feed;
}

const profile = (bio: string, follows = 0): LoadedProfile => ({
  me: {
    profile: { bio },
    follows: Array.from({ length: follows }, (_, i) => `b${i}`),
  } as never as Me,
  version: 0,
  ended: false,
  changesAt: null,
});
const bio = (p: LoadedProfile) => (p.me.profile as { bio: string }).bio;

describe('createProfileCopies', () => {
  it('keeps a read and answers from it until the user changes', async () => {
    const feed = fakeFeed();
    const copies = createProfileCopies(feed);
    let reads = 0;
    const load = async () => profile(`read ${++reads}`);
    expect(bio(await copies.read('u1', 's1', load))).toBe('read 1');
    expect(bio(await copies.read('u1', 's1', load))).toBe('read 1');
    feed.changed('u1');
    expect(bio(await copies.read('u1', 's1', load))).toBe('read 2');
  });

  it('checks a session the copy has not seen in the database', async () => {
    const copies = createProfileCopies(fakeFeed());
    let reads = 0;
    const load = async () => profile(`read ${++reads}`);
    await copies.read('u1', 's1', load);
    await copies.read('u1', 's2', load);
    expect(reads).toBe(2);
    await copies.read('u1', 's1', load);
    await copies.read('u1', 's2', load);
    expect(reads).toBe(2);
  });

  it('does not keep a read its user changed during', async () => {
    const feed = fakeFeed();
    const copies = createProfileCopies(feed);
    let reads = 0;
    const first = copies.read('u1', 's1', async () => {
      reads++;
      feed.changed('u1');
      return profile('old rows');
    });
    expect(bio(await first)).toBe('old rows');
    expect(bio(await copies.read('u1', 's1', async () => (reads++, profile('new rows'))))).toBe(
      'new rows',
    );
    expect(reads).toBe(2);
  });

  it('neither serves nor keeps copies while the feed is not heard', async () => {
    const feed = fakeFeed();
    const copies = createProfileCopies(feed);
    let reads = 0;
    const load = async () => profile(`read ${++reads}`);
    await copies.read('u1', 's1', load);
    feed.listening = false;
    feed.reset();
    await copies.read('u1', 's1', load);
    await copies.read('u1', 's1', load);
    expect(reads).toBe(3);
    expect(copies.size.entries).toBe(0);
  });

  it('keeps a copy no longer than the plan it shows (a term ending by the clock)', async () => {
    const copies = createProfileCopies(fakeFeed());
    let reads = 0;
    const load = async () => ({
      ...profile(`read ${++reads}`),
      changesAt: new Date(Date.now() + 40),
    });
    await copies.read('u1', 's1', load);
    await copies.read('u1', 's1', load);
    expect(reads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await copies.read('u1', 's1', load);
    expect(reads).toBe(2);
  });

  it('is bounded in bytes as well as entries', async () => {
    const copies = createProfileCopies(fakeFeed(), {
      maxEntries: 1000,
      maxBytes: 200_000,
      ttlMs: 60_000,
    });
    // Each copy follows 1000 businesses: about 30 KB.
    for (let i = 0; i < 50; i++) await copies.read(`u${i}`, 's', async () => profile('x', 1000));
    expect(copies.size.bytes).toBeLessThanOrEqual(200_000);
    expect(copies.size.entries).toBeLessThan(10);
    expect(copies.size.entries).toBeGreaterThan(2);
  });
});
