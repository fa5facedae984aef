import { PaymentResultDialog } from '@xchange/remote-kit';

/** The subscription checkout's result on /loginpage: a paid seller is told to log in. */
export function SubscriptionPaymentResult() {
  return <PaymentResultDialog notes={{ success: 'Log in as a seller to start listing your equipment.' }} />;
}
