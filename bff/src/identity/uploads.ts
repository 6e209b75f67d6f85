import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ExpectedError } from '../request/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { UPLOAD_LIMITS } from '../validation/uploads.ts';
import { ALLOWED_TYPES, sniffFileType } from './file-types.ts';
import { uploads } from './tables.ts';

export type StoredUpload = typeof uploads.$inferSelect;

/** Where a stored file lives: by content hash, so one file uploaded twice is kept once. */
export function uploadPath(uploadDir: string, sha256: string) {
  return path.join(uploadDir, sha256.slice(0, 2), sha256);
}

export const fileUrl = (upload: Pick<StoredUpload, 'id'>) => `/api/files/${upload.id}`;

/**
 * The policy a stored file is served under: shown, never run. An SVG or a PDF opened directly
 * gets no script and no origin; an SVG keeps its own styles and embedded images.
 */
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export type UploadPurpose = StoredUpload['purpose'];

/** What each purpose takes, and the words that say so when a file is not that. */
const PURPOSES: Record<UploadPurpose, { mediaTypes: readonly string[]; refused: MessageKey }> = {
  avatar: { mediaTypes: UPLOAD_LIMITS.avatar.mediaTypes, refused: 'avatarTypeNotAllowed' },
  logo: { mediaTypes: UPLOAD_LIMITS.logo.mediaTypes, refused: 'logoTypeNotAllowed' },
  file: { mediaTypes: Object.values(ALLOWED_TYPES), refused: 'uploadTypeNotAllowed' },
};

/**
 * Checks the bytes' real type against what the upload is for, stores them under the data
 * directory and records the upload.
 */
export async function storeUpload(
  db: Database,
  uploadDir: string,
  input: { userId: string; name: string; bytes: Buffer; purpose: UploadPurpose },
): Promise<StoredUpload> {
  const type = sniffFileType(input.bytes);
  const { mediaTypes, refused } = PURPOSES[input.purpose];
  if (!type || !mediaTypes.includes(ALLOWED_TYPES[type])) throw new ExpectedError(refused);
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  const target = uploadPath(uploadDir, sha256);
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename: a reader never sees half a file, and concurrent uploads of it agree.
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, input.bytes);
  await rename(temporary, target);
  const name = path.basename(input.name || 'file').slice(0, 200);
  const [row] = await db
    .insert(uploads)
    .values({ userId: input.userId, sha256, mediaType: ALLOWED_TYPES[type], size: input.bytes.length, name, purpose: input.purpose })
    .returning();
  return row!;
}

/** A UUID as Postgres reads it: anything else would fail the query, so it is no upload's id. */
export const isUploadId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findUpload(db: Database, id: string) {
  if (!isUploadId(id)) return null;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether a URL names an image the user uploaded themselves, exactly as `fileUrl` writes it: what
 * they may show as their avatar (someone else's upload id must not become theirs to publish).
 */
export async function isOwnImageUrl(db: Database, userId: string, url: string) {
  const upload = await findUpload(db, url.slice(fileUrl({ id: '' }).length));
  return !!upload && upload.userId === userId && upload.mediaType.startsWith('image/') && fileUrl(upload) === url;
}

/** The avatars a user uploaded, newest first (not the logos they uploaded for a workspace). */
export function avatarsOf(db: Database, userId: string) {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.purpose, 'avatar'), like(uploads.mediaType, 'image/%')))
    .orderBy(desc(uploads.createdAt))
    .limit(20);
}
