import base from '@xchange/config/eslint';

// The benchmarks time the API's own queries in-process, so they import infra/api's modules by path.
export default [...base, { rules: { 'import-x/no-relative-packages': 'off' } }];
