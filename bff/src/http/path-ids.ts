import { decodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from '../graphql/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row named in a REST path by its global ID (as the web app holds it) or its plain ID. */
export function idFromPath(raw: string, typename: string, notFound: MessageKey = 'notFound'): string {
  if (UUID.test(raw)) return raw;
  try {
    const decoded = decodeGlobalID(raw);
    if (decoded.typename === typename && UUID.test(decoded.id)) return decoded.id;
  } catch {
    // neither form
  }
  throw new NotFoundError(notFound);
}
