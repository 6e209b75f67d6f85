/** The spec's limits for files attached to a conversation: at most 10, each at most 20 MB. */
export const CHAT_FILES_MAX = 10;
export const CHAT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** What the server takes: documents it reads text from, and the spec's image types. */
export const CHAT_FILE_ACCEPT = '.pdf,.docx,.md,.markdown,.txt,.html,.htm,.csv,.svg,.jpg,.jpeg,.png,.gif,.bmp,.webp';
