/** Longest accepted password; keeps hashing cost bounded. */
export const passwordMaxLength = 128;
export const passwordMinLength = 8;
/** docs/product.md §5: the special characters a sign-up password needs one of. */
export const passwordSpecials = '!@#$%^&*';
