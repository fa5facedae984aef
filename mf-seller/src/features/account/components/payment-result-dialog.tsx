import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Text } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { paymentResultText, paymentResultTexts } from '@xchange/contract';

/** docs/product.md §2.3's checkout result, for 'Add Balance' back on /profile (?message=): green on success, red otherwise. */
export default function PaymentResultDialog() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const message = new URLSearchParams(search).get('message');
  if (message === null) return null;
  const text = paymentResultText(message);
  const success = text === paymentResultTexts.success;
  const close = () => navigate({ search: '' }, { replace: true });
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
      <Text mt={3} textAlign="center">
        {success
          ? 'Your new listing credits are added to your balance as soon as the payment is confirmed.'
          : 'No credits were added and nothing was charged. You can try again with Add Balance.'}
      </Text>
    </Modal>
  );
}
