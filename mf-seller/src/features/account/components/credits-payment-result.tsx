import { PaymentResultDialog } from '@xchange/remote-kit';

const notes = {
  success: 'Your new listing credits are added to your balance as soon as the payment is confirmed.',
  failure: 'No credits were added and nothing was charged. You can try again with Add Balance.',
};

/** 'Add Balance' back on /profile (?message=): the checkout's result and what it means for the credits. */
export default function CreditsPaymentResult() {
  return <PaymentResultDialog notes={notes} />;
}
