import { Column, is, Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Writes each parameter as a character no statement holds (Postgres refuses NUL in text), to cut the text at. */
class MarkingDialect extends PgDialect {
  override escapeParam() {
    return '\u0000';
  }
}
const dialect = new MarkingDialect();

/** Column types whose parameters every driver sends as they are (no codec changes or casts them). */
const PLAIN = new Set(['uuid', 'text', 'boolean', 'smallint', 'integer']);

/**
 * A fragment rendered once, as the equivalent flat fragment of its text and parameters. Rendering
 * a statement walks every node of its fragments, with several type checks a node: a permission
 * condition built of comparisons took 0.2 ms each time, and a search statement holds two.
 * Rendered once and kept, it costs a few microseconds in each statement that holds it. Only for
 * fragments whose parameters need no driver's codec (plain values, or compared with columns of
 * the `PLAIN` types): their text and values are the same whichever driver runs them.
 */
export function prerendered(fragment: SQL): SQL {
  assertPlain(fragment);
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  const pieces = text.split('\u0000');
  return new SQL(pieces.flatMap((piece, i) => (i === 0 ? [new StringChunk(piece)] : [new Param(params[i - 1]), new StringChunk(piece)])));
}

function assertPlain(fragment: SQL) {
  for (const chunk of fragment.queryChunks) {
    if (is(chunk, SQL)) assertPlain(chunk);
    else if (is(chunk, Param)) {
      if (is(chunk.value, SQL)) assertPlain(chunk.value);
      else if (is(chunk.encoder, Column) && !PLAIN.has(chunk.encoder.getSQLType())) {
        throw new Error(`a parameter for ${chunk.encoder.name} (${chunk.encoder.getSQLType()}) needs its driver: the fragment cannot be rendered ahead`);
      }
    }
  }
}
