/** The `message` parameter a finished checkout returns with (to /loginpage or /profile). */
export const paymentReturnMessages = { success: 'Payment Successful', failure: 'Payment Failed' } as const;
/** docs/product.md §2.3: the /loginpage message parameter after checkout. */
export const paymentResultTexts = { success: 'Payment Successfull !!', failure: 'Payment Failed !!' } as const;
/** docs/product.md §2.3: the dialog text for a checkout return message. */
export const paymentResultText = (message: string): string =>
  message.includes('Successful') ? paymentResultTexts.success : paymentResultTexts.failure;
