import { decodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from '../request/errors.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isUuid } from '../lib/ids.ts';


/** A row named in a REST path by its global ID (as the web app holds it) or its plain ID. */
export function idFromPath(raw: string, typename: string, notFound: MessageKey = 'notFound'): string {
  if (isUuid(raw)) return raw;
  try {
    const decoded = decodeGlobalID(raw);
    if (decoded.typename === typename && isUuid(decoded.id)) return decoded.id;
  } catch {
    // neither form
  }
  throw new NotFoundError(notFound);
}
