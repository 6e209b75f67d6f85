import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (the dialog with its focus trap, portal and layers, and what it holds) is
 * no part of the page's: it loads when the dialog is first opened, and stays mounted after, so
 * that it closes as it opened (animated, the focus back on what opened it). Most pages show a
 * dialog's button on every visit and open it on few.
 */
export function loadedWhenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function WhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
