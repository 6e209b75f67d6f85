import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import type { CreateToasterReturn } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The toasts on screen; loaded apart from the page by `Toaster` (see there), which hands it the toaster. */
export function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  const { t } = useLingui();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t`Close`} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
