import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily through the router; on a busy two-core CI machine the default one second for
// findBy/waitFor is sometimes not enough for a page module to arrive.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
