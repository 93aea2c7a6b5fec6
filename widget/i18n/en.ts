import { enCore } from './en-core.ts';
import { enViews } from './en-views.ts';

/** Every English string of the widget (namespace 'widget'); zh.ts mirrors every key. */
export const en = { ...enCore, ...enViews } as const;
