/** One constructed sheet per stylesheet text, shared by every shadow root that shows it. */
const sheets = new Map<string, CSSStyleSheet>();
const adopted = new WeakMap<ShadowRoot, Set<string>>();

/** Adds `css` to a shadow root once (a constructed sheet where supported, else a <style>). */
export function adoptStylesheet(root: ShadowRoot, css: string): void {
  const had = adopted.get(root) ?? new Set<string>();
  if (had.has(css)) return;
  adopted.set(root, had.add(css));
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}
