import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router-dom';
import { environment } from './environment';

/**
 * Relay's runtime and its store, for every route below: loaded beside the first route's own code
 * rather than in the entry, so the first frame (the loading page) paints without it.
 */
export function Component() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
