import { Box } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Paying an order from its detail, once opened. The button that opened it is gone by then: the
 * step takes the focus, its top in view.
 */
export function PayStep({ open, children }: { open: boolean; children: ReactNode }) {
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !step.current) return;
    step.current.scrollIntoView({ block: 'start' });
    step.current.focus({ preventScroll: true });
  }, [open]);
  if (!open) return null;
  return (
    <Box ref={step} tabIndex={-1} outline="none">
      {children}
    </Box>
  );
}
