/**
 * flow.css as text, for the embed's shadow roots only. The site links the stylesheet itself, so
 * the text is fetched only once the embed has said its views live in shadow roots.
 */
let inShadowRoots = false;
let loading: Promise<string> | null = null;

/** Called by the embed's element: from now on flow views load flow.css's text with their code. */
export function flowViewsInShadowRoots(): void {
  inShadowRoots = true;
}

export function loadFlowCss(): Promise<string> {
  loading ??= import('./flow.css?inline').then((module) => module.default);
  return loading;
}

/** A lazy view's code, with flow.css's text beside it in the embed, so the view paints styled. */
export async function withFlowCss<T>(view: Promise<T>): Promise<T> {
  if (!inShadowRoots) return view;
  const [module] = await Promise.all([view, loadFlowCss()]);
  return module;
}
