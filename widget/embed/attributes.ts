/**
 * The attributes <table-booking> passes to its app as props, kebab-case to camelCase as
 * preact-custom-element does. A removed attribute is an undefined prop: the app's default.
 * (`theme` and `state` are read by CSS alone.)
 */
export const OBSERVED_ATTRIBUTES = ['api', 'lang', 'view', 'phone'] as const;

export type WidgetViewName = 'booking' | 'my-bookings';
export type WidgetState = 'loading' | 'ready' | 'error';

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

export type AttributeProps = { [Name in (typeof OBSERVED_ATTRIBUTES)[number] as CamelCase<Name>]?: string };

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function propsFromAttributes(element: Element): AttributeProps {
  const props: Record<string, string> = {};
  for (const name of OBSERVED_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) props[camelCase(name)] = value;
  }
  return props;
}
