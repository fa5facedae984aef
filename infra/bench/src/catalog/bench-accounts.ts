/** The benchmark's sign-in: the buyer with a large order history, and the password every generated account shares. */
export const benchBuyerEmail = 'bench-buyer@bench.test';
export const benchPassword = 'Bench-load-2026!';
