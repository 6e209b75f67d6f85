/**
 * An ILIKE pattern for text that holds `text` as typed: its `%`, `_` and `\` match themselves
 * rather than anything (PostgreSQL's default escape character is the backslash). Pass it as a
 * parameter, never spliced into SQL.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
