/** docs/product.md §9: verification codes have 4 digits. */
export const verificationCodeLength = 4;
