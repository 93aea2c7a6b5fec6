import { useLayoutEffect, useRef } from 'react';
import css from './flow.css?inline';

/** One sheet for every shadow root that shows a flow view, as the element shares widget.css. */
let sharedSheet: CSSStyleSheet | null = null;
const styled = new WeakSet<ShadowRoot>();

function adoptInto(root: ShadowRoot): void {
  if (styled.has(root)) return;
  styled.add(root);
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    sharedSheet ??= new CSSStyleSheet();
    if (sharedSheet.cssRules.length === 0) sharedSheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sharedSheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

/**
 * Brings flow.css into the embed's shadow root before the view paints (layout effect). On the
 * site and in Storybook the page already has it, so outside a shadow root this does nothing.
 */
export function FlowStyles() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = marker.current?.getRootNode();
    if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) adoptInto(root);
  }, []);
  return <span ref={marker} hidden />;
}
