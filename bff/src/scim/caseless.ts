// RFC 7643 compares most strings without case (`caseExact: false`): `userName eq "Ann@X.com"`
// finds ann@x.com. SCIMMY's filters compare exactly, so the attributes providers filter people
// and groups by are compared in lower case on both sides.

const CASELESS = /\b(userName|displayName|emails(?:\.value)?)(\s+(?:eq|ne|co|sw|ew)\s+)"((?:[^"\\]|\\.)*)"/gi;

/** The filter with the values it compares caseless attributes to in lower case. */
export const caselessFilter = (filter: string) => filter.replace(CASELESS, (_whole, attribute: string, comparison: string, value: string) => `${attribute}${comparison}"${value.toLowerCase()}"`);

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** A copy of the resource with those attributes in lower case, to match a caseless filter against. */
function caselessCopy<T extends Record<string, unknown>>(resource: T): T {
  const emails = Array.isArray(resource.emails) ? resource.emails.map((email: Record<string, unknown>) => ({ ...email, value: lower(email.value) })) : resource.emails;
  return { ...resource, userName: lower(resource.userName), displayName: lower(resource.displayName), emails };
}

/** The resources a filter (made with `caselessFilter`) keeps, compared without case where SCIM says so. */
export function matchCaseless<T extends Record<string, unknown>>(filter: { match: <V>(values: V[]) => V[] } | undefined, resources: T[]): T[] {
  if (!filter) return resources;
  const copies = resources.map(caselessCopy);
  const kept = new Set(filter.match(copies));
  return resources.filter((_resource, index) => kept.has(copies[index]!));
}
