import base, { browserCode, uiPackage } from '@xchange/config/eslint';

export default [...base, browserCode, uiPackage];
