import { Box, Stack, Text, type CreateToasterReturn } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

type PlainToast = { id: string; title?: ReactNode; description?: ReactNode; type?: string; duration?: number };

const DEFAULT_DURATION_MS = 5000;

/**
 * The toasts as plain text, for when the toast view could not be loaded: what went wrong is still
 * said, and each toast leaves after its time as it would have.
 */
export function PlainToasts({ toaster }: { toaster: CreateToasterReturn }) {
  const [toasts, setToasts] = useState<PlainToast[]>(() => toaster.getVisibleToasts() as PlainToast[]);
  // The toaster tells of a new toast before it holds it: read once it does.
  useEffect(() => toaster.subscribe(() => queueMicrotask(() => setToasts(toaster.getVisibleToasts() as PlainToast[]))), [toaster]);
  const ids = toasts.map((toast) => toast.id).join(' ');
  useEffect(() => {
    const timers = toasts.map((toast) =>
      window.setTimeout(() => toaster.remove(toast.id), Number.isFinite(toast.duration) ? toast.duration : DEFAULT_DURATION_MS),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
    // Timed once per set of toasts shown, not again on each re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, toaster]);
  if (toasts.length === 0) return null;
  return (
    <Stack position="fixed" top="4" insetInline="4" zIndex="toast" align="center" gap="2" pointerEvents="none">
      {toasts.map((toast) => (
        <Box
          key={toast.id}
          role={toast.type === 'error' ? 'alert' : 'status'}
          bg="bg.panel"
          borderWidth="1px"
          borderColor={toast.type === 'error' ? 'border.error' : 'border'}
          rounded="l2"
          shadow="lg"
          px="4"
          py="3"
          maxW="sm"
          w="full"
        >
          {toast.title ? <Text fontWeight="medium">{toast.title}</Text> : null}
          {toast.description ? <Text textStyle="sm">{toast.description}</Text> : null}
        </Box>
      ))}
    </Stack>
  );
}
