import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two cores run several test files at once; a screen that appears in 1.5 s is not a failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
