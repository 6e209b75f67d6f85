import { Spinner, type SpinnerProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * Something still loading, announced as such: a status named "Loading" (a bare spinner is a span,
 * which may not carry a label of its own).
 */
export function LoadingSpinner(props: SpinnerProps) {
  const { t } = useLingui();
  return <Spinner color="brand.solid" role="status" aria-label={t`Loading`} {...props} />;
}
