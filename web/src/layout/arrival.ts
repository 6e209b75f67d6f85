/**
 * What a flow that ends by loading a new page (joining a workspace, creating one) has to tell on
 * arrival: the full load leaves no state behind, so the word waits in the tab's session storage
 * until the signed-in frame shows it, after the guide if that comes first.
 */
export type Arrival = 'joined' | 'created';

const KEY = 'arrival';
const ARRIVALS: readonly string[] = ['joined', 'created'] satisfies Arrival[];

export function announceArrival(arrival: Arrival) {
  try {
    sessionStorage.setItem(KEY, arrival);
  } catch {
    // Storage refused (a private mode): the flow still ends where it should, only without the word.
  }
}

/** The arrival announced, if any; `clearArrival` once it is shown, so that a reload does not repeat it. */
export function pendingArrival(): Arrival | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value && ARRIVALS.includes(value) ? (value as Arrival) : null;
  } catch {
    return null;
  }
}

export function clearArrival() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
