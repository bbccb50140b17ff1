import {
  normaliseGroup,
  normalisePhrase,
  type SearchSynonymGroup,
  type SearchSynonyms,
} from '#shared/schemas/search-synonyms.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { SYNONYM_GROUPS } from '../../search/synonyms.ts';
import {
  countGroups,
  deleteGroup,
  insertGroup,
  listGroups,
  type SynonymRow,
} from './search-synonyms.repo.ts';

export type SynonymGroups = readonly (readonly string[])[];

/** How long the groups in memory serve searches before they are read again (in the background). */
export const SYNONYMS_REFRESH_MS = 60_000;
/** Groups support may add: keeps what every instance holds in memory small. */
export const MAX_ADDED_GROUPS = 500;

/** A group's phrases normalised as search compares them, repeats dropped, in their own order. */
const tidy = (group: readonly string[]): string[] => [
  ...new Set(group.map(normalisePhrase).filter(Boolean)),
];
/** The same phrases in any order make the same key. */
const keyOf = (phrases: readonly string[]) => normaliseGroup(phrases).join('\n');

const sameGroups = (a: SynonymGroups, b: SynonymGroups) =>
  a.length === b.length && a.every((g, i) => g.join('\n') === b[i]!.join('\n'));

const toGroup = (row: SynonymRow): SearchSynonymGroup => ({
  _id: row.id,
  phrases: row.phrases,
  createdAt: row.createdAt.toISOString(),
});

export function createSearchSynonymsService(deps: {
  db: Db;
  log: (msg: string, detail: unknown) => void;
  /** The repository's groups (SYNONYM_GROUPS); tests give their own. */
  repository?: SynonymGroups;
  now?: () => number;
}) {
  const { db, log, now = () => Date.now() } = deps;
  const repository: SynonymGroups = (deps.repository ?? SYNONYM_GROUPS)
    .map(tidy)
    .filter((g) => g.length >= 2);
  const repositoryKeys = new Set(repository.map(keyOf));

  // What searches use: the repository's groups, then the console's, as last read.
  let current: SynonymGroups = repository;
  let readAt: number | null = null;
  let reading: Promise<void> | null = null;
  // Reads are numbered so an older read finishing late never replaces a newer one's groups.
  let started = 0;
  let applied = 0;

  function read(): Promise<void> {
    const n = ++started;
    const done = (async () => {
      try {
        const rows = await listGroups(db);
        if (n > applied) {
          applied = n;
          const next = [...repository, ...rows.map((r) => tidy(r.phrases))];
          // The same groups keep the same array: a search builds its index only on a change.
          if (!sameGroups(next, current)) current = next;
          readAt = now();
        }
      } catch (err) {
        // Searches keep the last groups (or the repository's alone) and the read is tried again
        // after the usual interval rather than on every search.
        log('search synonyms: reading the console groups failed, serving the last ones', err);
        if (n > applied) readAt = now();
      }
    })();
    reading = done;
    void done.finally(() => {
      if (reading === done) reading = null;
    });
    return done;
  }

  return {
    /**
     * Every group search applies: the repository's, then those added in the console. Held in
     * memory; read again at most every minute (in the background, the old groups serving
     * meanwhile) and at once after a change on this instance. Never fails.
     */
    async groups(): Promise<SynonymGroups> {
      if (readAt === null) await (reading ?? read());
      else if (now() - readAt >= SYNONYMS_REFRESH_MS && !reading) void read();
      return current;
    },

    /**
     * Reads the groups now: at start-up, so the first search after a restart has them, or to
     * pick up another instance's change without waiting for the minute.
     */
    async refresh(): Promise<SynonymGroups> {
      await read();
      return current;
    },

    /** For support's screen: the repository's groups (read-only) and the console's. */
    async list(): Promise<SearchSynonyms> {
      const rows = await listGroups(db);
      return { repository: repository.map((g) => [...g]), added: rows.map(toGroup) };
    },

    /** Adds a group (phrases already checked and normalised by the request schema). */
    async add(adminId: string, phrases: readonly string[]): Promise<SearchSynonymGroup> {
      const sorted = normaliseGroup(phrases);
      if (repositoryKeys.has(keyOf(sorted)))
        throw conflict('These phrases are already a group in the repository');
      if ((await countGroups(db)) >= MAX_ADDED_GROUPS)
        throw conflict(`Support can keep up to ${MAX_ADDED_GROUPS} groups; remove one first`);
      const row = await insertGroup(db, { phrases: sorted, createdBy: adminId });
      if (!row) throw conflict('These phrases are already a group');
      await read();
      return toGroup(row);
    },

    /** Removes a group added in the console; searches on this instance drop it at once. */
    async remove(adminId: string, id: string): Promise<void> {
      const row = await deleteGroup(db, id);
      if (!row) throw notFound('Synonym group');
      log('search synonyms: group removed', `${row.phrases.join(', ')} (by ${adminId})`);
      await read();
    },
  };
}

export type SearchSynonymsService = ReturnType<typeof createSearchSynonymsService>;
