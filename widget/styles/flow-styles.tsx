import { useLayoutEffect, useRef } from 'react';
import { loadFlowCss } from './flow-css.ts';
import { adoptStylesheet } from './shadow-sheets.ts';

/**
 * Brings flow.css into the embed's shadow root (its text came with the view's code, see withFlowCss,
 * so it is there before the view paints). On the site and in Storybook the page already has it.
 */
export function FlowStyles() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = marker.current?.getRootNode();
    if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) void loadFlowCss().then((css) => adoptStylesheet(root, css));
  }, []);
  return <span ref={marker} hidden />;
}
