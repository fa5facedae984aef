import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s (default 1 s): the filters re-render through the router under a loaded CPU.
configure({ asyncUtilTimeout: 5000 });
