import type { WidgetStrings } from './strings-shape.ts';
import { zhCore } from './zh-core.ts';
import { zhViews } from './zh-views.ts';

/** Every 中文 string of the widget (namespace 'widget'); the same keys as en.ts, checked by the type. */
export const zh: WidgetStrings = { ...zhCore, ...zhViews };
