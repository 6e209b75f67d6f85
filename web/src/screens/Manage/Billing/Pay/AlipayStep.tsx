import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { StepActions } from '../../../../components/StepActions';
import { toaster } from '../../../../components/ui/toaster';
import { usePayOrderWithAlipayMutation } from './usePayOrderWithAlipayMutation';

/** Paying by Alipay: off to its payment page and back, where this server has an Alipay account. */
export function AlipayStep({ orderId, configured }: { orderId: string; configured: boolean }) {
  const { t } = useLingui();
  const [payWithAlipay, redirecting] = usePayOrderWithAlipayMutation();

  const goToAlipay = async () => {
    const outcome = await payWithAlipay(orderId);
    if (outcome.url) window.location.assign(outcome.url);
    else toaster.error({ title: outcome.message ?? t`Operation failed` });
  };

  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {configured
          ? t`You go to Alipay’s payment page and come back here once paid.`
          : t`This server has no Alipay account set up: pay by bank transfer instead.`}
      </Text>
      <StepActions>
        <Button colorPalette="brand" disabled={!configured} loading={redirecting} loadingText={t`Going to Alipay…`} onClick={() => void goToAlipay()}>
          {configured ? t`Pay with Alipay` : t`Alipay is not configured`}
        </Button>
      </StepActions>
    </>
  );
}
