import { createToaster } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PlainToasts } from './plain-toasts';
import type { ToastList as ToastListType } from './toast-list';

/** Toasts last 5 seconds, as the spec says for every failure. */
export const toaster = createToaster({ placement: 'top', duration: 5000, pauseOnPageIdle: true });

type ToastListView = typeof ToastListType;

/**
 * Where toasts show. Their view and its state machines load with the first toast: most visits
 * never show one, and the toaster keeps the toasts created meanwhile for the view to show when it
 * mounts. Should the view fail to load (the network gone, which is when errors come), the toasts
 * still show, plainly, and the next toast tries the view again.
 */
export function Toaster() {
  const [ToastList, setToastList] = useState<ToastListView>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (ToastList) return;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      import('./toast-list').then(
        (module) => setToastList(() => module.ToastList),
        () => {
          loading = false;
          setFailed(true);
        },
      );
    };
    if (toaster.getCount() > 0) load();
    // Told of every change: a toast leaving (the plain view's timer) is no reason to try again.
    return toaster.subscribe((change?: { dismiss?: boolean }) => (change?.dismiss ? undefined : load()));
  }, [ToastList]);
  if (ToastList) return <ToastList toaster={toaster} />;
  return failed ? <PlainToasts toaster={toaster} /> : null;
}
