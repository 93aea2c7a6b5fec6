import { render, screen } from '@testing-library/react';
import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../../widget/components/spinner.tsx';

/**
 * The site ships on React 19 (vite.site.config.ts has no Preact aliases), and so do its tests and
 * the stories: a widget view rendered here must be a React fiber, or the site's tests would run on
 * a runtime its guests never get.
 */
describe('the site test project', () => {
  it('renders the site and the widget views it hosts with React 19', () => {
    render(<Spinner label="Loading" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(Object.keys(status).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
    expect(version).toMatch(/^19\./);
  });
});
