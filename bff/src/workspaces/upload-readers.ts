import { sql } from 'drizzle-orm';
import type { UploadReaders } from '../identity/upload-readers.ts';
import { workspaces } from './tables.ts';

/**
 * Anyone, when it is a workspace's square or rectangle logo: the invitation page shows it to
 * people who are not signed in. The settings save only an admin's own upload as a logo, so no one
 * makes another person's file public by naming it.
 */
export const workspaceLogoReaders: UploadReaders = ({ url }) =>
  sql`exists (select 1 from ${workspaces} where ${workspaces.logoSquareUrl} = ${url} or ${workspaces.logoRectUrl} = ${url})`;
