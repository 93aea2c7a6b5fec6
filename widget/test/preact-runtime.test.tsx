import { render, screen } from '@testing-library/react';
import { options, type VNode } from 'preact';
import { version } from 'react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../components/spinner.tsx';

/**
 * The widget ships in the embed compiled with Preact (vite.preact-aliases.ts), so its component
 * tests must run on Preact too: if the test project lost its aliases, every other widget test would
 * quietly pass on React, a runtime no guest of the embed gets.
 */
describe('the widget test project', () => {
  it('renders the widget components with Preact, not React', () => {
    const rendered: unknown[] = [];
    const previous = options.vnode;
    options.vnode = (vnode: VNode) => {
      rendered.push(vnode.type);
      previous?.(vnode);
    };
    try {
      render(<Spinner label="Loading" />);
    } finally {
      options.vnode = previous;
    }
    expect(rendered).toContain(Spinner);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(Object.keys(status).filter((key) => key.startsWith('__react'))).toEqual([]);
    // `react` is @preact/compat, which reports the React version it stands in for, not React 19.
    expect(version).toMatch(/^18\./);
  });
});
