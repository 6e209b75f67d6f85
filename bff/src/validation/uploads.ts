/**
 * What each kind of upload takes: how large, how many, of which types. Shared by the server, which
 * enforces it (recognising a file by its content, never its name), and the web app, whose file
 * pickers offer these types and refuse a file too large before sending it.
 */
const MB = 1024 * 1024;

/** Images, by the media type their content is recognised as. */
export const IMAGE_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;

/** Documents whose text is read (for search and for answers), by the extensions a picker offers. */
const DOCUMENT_EXTENSIONS = ['.pdf', '.docx', '.md', '.markdown', '.txt', '.html', '.htm', '.csv', '.svg'] as const;
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp'] as const;

export const UPLOAD_LIMITS = {
  /** A file attached to a conversation: a document to ask about, or an image. */
  chatFile: { maxBytes: 20 * MB, perConversation: 10, extensions: [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS] },
  /**
   * A document uploaded to a file app, indexed for search. Its size is the server's setting
   * (UPLOAD_MAX_MB, whose default this is): the server refuses a larger one with 413 in any case.
   */
  appFile: { maxBytes: 20 * MB, perApp: 1000, atOnce: 10, extensions: DOCUMENT_EXTENSIONS },
  /** A person's avatar: images only. */
  avatar: { mediaTypes: Object.values(IMAGE_TYPES) },
  /** A workspace's logo: a PNG, as the spec asks. */
  logo: { mediaTypes: [IMAGE_TYPES.png] },
} as const;
