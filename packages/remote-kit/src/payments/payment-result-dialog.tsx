import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Text } from '@xchange/ui';
import { Modal } from '@xchange/ui/overlays';
import { paymentResultText, paymentResultTexts } from '@xchange/contract/core';

export interface PaymentResultDialogProps {
  /** What the page adds under the result after a success and after a failure (nothing when left out). */
  notes?: { success?: ReactNode; failure?: ReactNode };
}

/** docs/product.md §2.3: the checkout return (?message=), green on success and red otherwise; closing drops it. */
export function PaymentResultDialog({ notes = {} }: PaymentResultDialogProps) {
  const [params, setParams] = useSearchParams();
  const message = params.get('message');
  if (message === null) return null;
  const text = paymentResultText(message);
  const success = text === paymentResultTexts.success;
  const note = success ? notes.success : notes.failure;
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
      {note && (
        <Text mt={3} textAlign="center">
          {note}
        </Text>
      )}
    </Modal>
  );
}
