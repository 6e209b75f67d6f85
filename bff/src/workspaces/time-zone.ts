import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { workspaces } from './tables.ts';

/**
 * A workspace's time zone, as a value another domain's statement composes (apps sync in their
 * workspace's night).
 */
export const timeZoneOf = (workspaceId: SQLWrapper): SQL => sql`(select ${workspaces.timeZone} from ${workspaces} where ${workspaces.id} = ${workspaceId})`;
