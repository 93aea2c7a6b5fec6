import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Two cores run several test files at once; a screen that appears in 1.5 s is not a failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// Preact runs effects after the next frame, with a 35 ms timer as fallback: let the last such
// timer of a file fire while the page's globals (cancelAnimationFrame) still exist.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
