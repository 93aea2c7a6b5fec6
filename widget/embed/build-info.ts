declare const __TB_VERSION__: string | undefined;
declare const __TB_COMMIT__: string | undefined;

/** Stamped in by vite.widget.config.ts; 'dev' when running from source (tests, the site's dev server). */
export const WIDGET_VERSION: string = typeof __TB_VERSION__ === 'string' ? __TB_VERSION__ : 'dev';
export const WIDGET_COMMIT: string = typeof __TB_COMMIT__ === 'string' ? __TB_COMMIT__ : 'dev';
