import { createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useIdleImport } from '../../hooks/useIdleImport';

/** Toasts last 5 seconds, as the spec says for every failure. */
export const toaster = createToaster({ placement: 'top', duration: 5000, pauseOnPageIdle: true });

const loadToastList = () => import('./toast-list').then(({ ToastList }) => ToastList);

/**
 * Where toasts show. Their view and its state machines are no part of a page's first paint: they
 * load once the page is idle, or with the first toast if that comes sooner; the toaster keeps the
 * toasts created meanwhile and the view shows them when it mounts. Loaded ahead of need, an error
 * toast still shows when the network has just gone.
 */
export function Toaster() {
  const [ToastList, loadNow] = useIdleImport(loadToastList);
  useEffect(() => {
    if (ToastList) return;
    if (toaster.getCount() > 0) loadNow();
    return toaster.subscribe(loadNow);
  }, [ToastList, loadNow]);
  return ToastList ? <ToastList toaster={toaster} /> : null;
}
