import { sql } from 'drizzle-orm';
import type { UploadReaders } from '../identity/upload-readers.ts';
import { agents } from './tables.ts';

/**
 * Anyone, when it is the avatar of an agent its uploader made (an avatar, like a person's). Saving
 * an agent does not check whose upload its avatar is, so only the agent's maker can publish a
 * file this way, never someone else's by naming it.
 */
export const agentAvatarReaders: UploadReaders = ({ url, uploader }) =>
  sql`exists (select 1 from ${agents} where ${agents.createdBy} = ${uploader} and ${agents.avatar} = ${url})`;
