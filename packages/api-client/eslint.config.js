import base, { browserCode } from '@xchange/config/eslint';

export default [...base, browserCode];
