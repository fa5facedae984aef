import { useSearchParams } from 'react-router-dom';
import { Button, Text } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { paymentResultText, paymentResultTexts } from '@xchange/contract';

/** docs/product.md §2.3: the checkout return (?message=) on /loginpage, green on success and red otherwise; closing drops it. */
export function PaymentResultDialog() {
  const [params, setParams] = useSearchParams();
  const message = params.get('message');
  if (message === null) return null;
  const text = paymentResultText(message);
  const success = text === paymentResultTexts.success;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        return next;
      },
      { replace: true },
    );
  return (
    <Modal
      open
      role={success ? 'dialog' : 'alertdialog'}
      onClose={close}
      title="Payment"
      footer={
        <Button colorPalette="brand" onClick={close}>
          Close
        </Button>
      }
    >
      <Text
        fontSize="xl"
        fontWeight="bold"
        textAlign="center"
        color={success ? 'green.600' : 'red.600'}
        data-result={success ? 'success' : 'failure'}
      >
        {text}
      </Text>
      {success && (
        <Text mt={3} textAlign="center">
          Log in as a seller to start listing your equipment.
        </Text>
      )}
    </Modal>
  );
}
