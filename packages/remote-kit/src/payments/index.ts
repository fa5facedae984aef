export { StripeCheckout, type StripeCheckoutProps } from './stripe-checkout';
export { PaymentResultDialog, type PaymentResultDialogProps } from './payment-result-dialog';
