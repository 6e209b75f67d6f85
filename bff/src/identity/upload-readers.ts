import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads, users } from './tables.ts';
import { fileUrl, isUploadId, type StoredUpload } from './uploads.ts';

/**
 * Who besides its uploader may read an upload, as a condition on its `uploads` row: `url` is the
 * address the upload is referenced by (`/api/files/{id}`), `uploader` the row's uploader (a term
 * of the statement, so that another domain's rule need not name this domain's table), `readerId`
 * the signed-in person asking (null when signed out). A rule answering undefined lets no one in.
 */
export type UploadReaders = (upload: { url: string; uploader: SQL }, readerId: string | null) => SQL | undefined;

/** Anyone, when it is its uploader's own avatar: member lists and menus show it to others. */
const userAvatarReaders: UploadReaders = ({ url }) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${uploads.userId} and ${users.avatar} = ${url})`;

/**
 * The upload with this id when the reader may read it; null when it is missing, refused, or the id
 * is no UUID, which callers answer alike so that an id is never confirmed.
 *
 * An upload is private to its uploader (a fresh upload not used yet, and anything no rule covers)
 * until a domain that references it says who else may read it: that domain writes a rule next to
 * its tables, and the composition root (`app.ts`) hands it to the file route in `others`, so
 * identity imports none of the domains above it. Rules are SQL conditions rather than checks in
 * code, so one query answers for all of them, and they are read as the request comes (nothing to
 * keep in step when a logo or an avatar changes).
 */
export async function findReadableUpload(db: Database, others: readonly UploadReaders[], id: string, readerId: string | null): Promise<StoredUpload | null> {
  if (!isUploadId(id)) return null;
  const rules = [userAvatarReaders, ...others];
  const url = fileUrl({ id: id.toLowerCase() });
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        // Checked by row: two people uploading the same bytes each have their own row and id.
        or(readerId ? eq(uploads.userId, readerId) : undefined, ...rules.map((rule) => rule({ url, uploader: sql`${uploads.userId}` }, readerId))) ?? sql`false`,
      ),
    )
    .limit(1);
  return row ?? null;
}
