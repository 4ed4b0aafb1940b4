import catalogue from './001_catalogue';
import search from './002_search';
import writes from './003_writes';
import accounts from './004_accounts';
import sessionsAndLimits from './005_sessions_and_limits';
import searchQueryUnderstanding from './006_search_query_understanding';
import listingIndexes from './007_listing_indexes';
import searchInsights from './008_search_insights';
import feedback from './009_feedback';
import filePages from './010_file_pages';
import repairRequests from './011_repair_requests';
import categoryLinks from './012_category_links';
import groupKey from './013_group_key';
import searchTextVector from './014_search_text_vector';
import productSentences from './015_product_sentences';
import groupKeyVersions from './016_group_key_versions';
import learnedBoostIndexes from './017_learned_boost_indexes';
import otherLanguageBit from './018_other_language_bit';
import searchWalkByLocale from './019_search_walk_by_locale';
import familyLinks from './020_family_links';

/**
 * The schema's migrations, in order: one file each, named by number. Applied migrations are
 * recorded by name in schema_migrations; a migration is never edited once released, a change is
 * a new file at the end of this list.
 */
export const MIGRATIONS: ReadonlyArray<{ name: string; sql: string }> = [
  { name: '001_catalogue', sql: catalogue },
  { name: '002_search', sql: search },
  { name: '003_writes', sql: writes },
  { name: '004_accounts', sql: accounts },
  { name: '005_sessions_and_limits', sql: sessionsAndLimits },
  { name: '006_search_query_understanding', sql: searchQueryUnderstanding },
  { name: '007_listing_indexes', sql: listingIndexes },
  { name: '008_search_insights', sql: searchInsights },
  { name: '009_feedback', sql: feedback },
  { name: '010_file_pages', sql: filePages },
  { name: '011_repair_requests', sql: repairRequests },
  { name: '012_category_links', sql: categoryLinks },
  { name: '013_group_key', sql: groupKey },
  { name: '014_search_text_vector', sql: searchTextVector },
  { name: '015_product_sentences', sql: productSentences },
  { name: '016_group_key_versions', sql: groupKeyVersions },
  { name: '017_learned_boost_indexes', sql: learnedBoostIndexes },
  { name: '018_other_language_bit', sql: otherLanguageBit },
  { name: '019_search_walk_by_locale', sql: searchWalkByLocale },
  { name: '020_family_links', sql: familyLinks },
];
