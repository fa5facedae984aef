const path = require('node:path');
const base = require('@xchange/config/jest-web')(__dirname);

// The home page imports its video, poster and captions as URLs.
module.exports = {
  ...base,
  moduleNameMapper: {
    '\\.(webm|vtt)$': path.join(path.dirname(require.resolve('@xchange/config/jest-web')), 'jest-file-stub.cjs'),
    ...base.moduleNameMapper,
  },
};
