const base = require('@xchange/config/jest-web')(__dirname);

// The shared machines run several suites at once: give async UI checks room before they call it a failure.
module.exports = { ...base, testTimeout: 30_000, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
