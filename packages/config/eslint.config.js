import base from './eslint.js';

// The fixtures break the import zones on purpose: test/eslint-boundaries.test.js lints them.
export default [...base, { ignores: ['test/fixtures/**'] }];
