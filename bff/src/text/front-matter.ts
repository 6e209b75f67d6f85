import { parseDocument } from 'yaml';

/** What a document's front matter says of it that search uses; every other key is page-building data. */
export type FrontMatter = { title: string | null; description: string | null; author: string | null };

const NONE: FrontMatter = { title: null, description: null, author: null };

// The block opens on the first line and closes on a line of its own: `---` (YAML, `...` ends a
// YAML document too) or `+++` (TOML, Hugo).
const YAML_BLOCK = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const TOML_BLOCK = /^\+\+\+[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?\+\+\+[ \t]*(?:\r?\n|$)/;

/**
 * Splits the front matter off a Markdown document. A block that does not read as a set of keys
 * (`---` then a line then `---` is also a rule and a heading in Markdown) stays in the body.
 */
export function splitFrontMatter(source: string): { frontMatter: FrontMatter; body: string } {
  const yaml = YAML_BLOCK.exec(source);
  if (yaml) {
    const fields = yamlFields(yaml[1] ?? '');
    if (fields) return { frontMatter: fields, body: source.slice(yaml[0].length) };
  }
  const toml = TOML_BLOCK.exec(source);
  if (toml) return { frontMatter: tomlFields(toml[1] ?? ''), body: source.slice(toml[0].length) };
  return { frontMatter: NONE, body: source };
}

function yamlFields(block: string): FrontMatter | null {
  if (!block.trim()) return NONE;
  const document = parseDocument(block, { prettyErrors: false, uniqueKeys: false });
  let data: unknown = null;
  if (document.errors.length === 0) {
    try {
      // Aliases are counted so that a block of nested aliases (a "billion laughs") cannot blow up.
      data = document.toJS({ maxAliasCount: 100 });
    } catch {
      data = null;
    }
  }
  if (isRecord(data)) return fieldsOf(data);
  if (document.errors.length === 0 && data !== null) return null; // a scalar or a list: not front matter
  // Hand-written front matter often breaks YAML on an unquoted colon (`title: Vue: a guide`). Its
  // top-level `key: value` lines still say what they say, so they are read one by one; a block
  // with no such line is no front matter at all, and stays text.
  const lines = [...block.matchAll(/^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(.*)$/gm)];
  if (lines.length === 0) return null;
  // A value that opens YAML's block text, list, map, alias or tag goes on below: not a line's value.
  const values = lines.filter(([, , value]) => !/^(?:[|>][+-]?\d*\s*$|[[{&*!])/.test(value!));
  return fieldsOf(Object.fromEntries(values.map(([, key, value]) => [key!, unquote(value!)])));
}

/** TOML's top-level `key = "string"` lines, which is all of TOML that says a title. */
function tomlFields(block: string): FrontMatter {
  const values: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    if (/^\s*\[/.test(line)) break; // a [table]: its keys are not the page's own
    const match = /^\s*([A-Za-z_][\w-]*)\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*')\s*(?:#.*)?$/.exec(line);
    if (match) values[match[1]!] = unquote(match[2]!);
  }
  return fieldsOf(values);
}

function fieldsOf(data: Record<string, unknown>): FrontMatter {
  const title = text(data.title);
  const subtitle = text(data.subtitle);
  return {
    // A subtitle names the page too: "Watermark" and "水印" are both searched for.
    title: title && subtitle ? `${title} ${subtitle}` : title,
    description: text(data.description) ?? text(data.summary),
    author: typeof data.author === 'string' ? data.author.trim() || null : null,
  };
}

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() || null : null;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (/^"(?:[^"\\]|\\.)*"$/.test(trimmed)) return trimmed.slice(1, -1).replace(/\\(["\\])/g, '$1');
  if (/^'.*'$/.test(trimmed)) return trimmed.slice(1, -1).replace(/''/g, "'");
  return trimmed;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
