import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Every night at 03:17 UTC, a quiet hour for the site's buyers in Europe and the Americas. */
export const vocabularyRebuildCron = '17 3 * * *';

/**
 * Listing writes only ever add terms to the search vocabulary (migration search_vocabulary): renamed and deleted
 * listings leave words behind that suggestions and typo correction then check against the catalog on every search.
 * A nightly rebuild drops them, so that check stays cheap and the vocabulary stays the size of the catalog.
 */
export async function scheduleVocabularyRebuild(app: FastifyInstance): Promise<void> {
  await app.jobs.work('search-vocabulary-rebuild', async () => {
    await app.db.execute(sql`select search_vocabulary_rebuild()`);
  });
  await app.jobs.schedule('search-vocabulary-rebuild', vocabularyRebuildCron, {});
}
