import type { en } from './en.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The shape every language of the widget must fill: the keys of en.ts, any text. */
export type WidgetStrings = Shape<typeof en>;
