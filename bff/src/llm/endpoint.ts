import type { ClientOptions } from 'openai';
import { assertFetchAllowed, guardedFetch, isInternalAddress, literalAddressOf, type FetchPolicy } from '../connectors/guarded-fetch.ts';

/**
 * How the server may reach a model or embedding endpoint, by who named it. The operator's own
 * (LLM_BASE_URL, EMBEDDING_BASE_URL) is trusted configuration, often on the intranet or this
 * machine: null, fetched as it is. One a workspace set is anyone's input (anyone can create a
 * workspace), so it is fetched through the crawler's guard, which refuses this machine, private
 * networks and cloud metadata at every redirect unless MODEL_PRIVATE_NETWORKS allows them.
 */
export type EndpointGuard = FetchPolicy | null;

type Fetch = NonNullable<ClientOptions['fetch']>;

/** The `fetch` the OpenAI client uses for an endpoint: undefined (the global one) when trusted. */
export function endpointFetch(guard: EndpointGuard): Fetch | undefined {
  if (!guard) return undefined;
  return (input, init) => {
    // The client passes a URL and its init; a Request would carry its own method and body.
    if (input instanceof Request) throw new TypeError('a guarded endpoint takes a URL, not a Request');
    return guardedFetch(input, init ?? {}, guard);
  };
}

/**
 * Refuses a guarded endpoint before any request is made (the client would otherwise retry a
 * refusal as if it were a dropped connection). The guarded fetch still checks every hop.
 */
export async function assertEndpointAllowed(baseUrl: string, guard: EndpointGuard): Promise<void> {
  if (guard) await assertFetchAllowed(new URL(baseUrl), guard);
}

/**
 * Whether a model URL a workspace saves names this machine or a private network outright (an
 * address literal, or localhost) while such endpoints are not allowed: refused when saved. A DNS
 * name is judged when it is fetched, by what it resolves to then.
 */
export function isRefusedModelUrl(url: string, privateNetworks: boolean): boolean {
  if (privateNetworks) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const literal = literalAddressOf(parsed);
  if (literal) return isInternalAddress(literal);
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}
