/**
 * The document read model: what other domains may read of synced documents and of the apps they
 * come from, inside statements of their own.
 *
 * Documents belong to the apps domain: syncs and uploads write them, through its services only.
 * Search ranks over them (and chat cites them, billing will count them), and ranking must join a
 * document's title, type, author and app to its chunks in the one statement that ranks, or every
 * hit would cost a round trip. So these tables are lent here under names that say so, for reading:
 * `npm run lint` refuses an insert, update or delete on them outside this folder (eslint.config.js).
 */
export { apps as appRecords, documents as documentRecords } from './tables.ts';
