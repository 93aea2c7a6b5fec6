import type { enCore } from './en-core.ts';
import type { enViews } from './en-views.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The calendar's and slot pane's strings every language must fill: the keys of en-core.ts, any text. */
export type CoreStrings = Shape<typeof enCore>;
/** The flow's and my bookings' strings every language must fill: the keys of en-views.ts. */
export type ViewStrings = Shape<typeof enViews>;
/** The shape every language of the widget must fill. */
export type WidgetStrings = CoreStrings & ViewStrings;
