import { useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

/** From this many sizes a phone's row would wrap unevenly (6 + 2): there they go in two even rows. */
const EVEN_ROWS_FROM = 6;

const ROW_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * One time's party sizes as one tab stop (a roving tabindex): Tab goes from time to time, the
 * arrow keys, Home and End move between the sizes that can be booked, Enter or Space books.
 */
export function SizeRow({ labelledBy, children, sizes, current, count }: { labelledBy: string; sizes: number[]; current: number | undefined; count: number; children: (tabbable: (size: number) => boolean) => ReactNode }) {
  const [focused, setFocused] = useState<number | null>(null);
  const stop = focused !== null && sizes.includes(focused) ? focused : current;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = ROW_KEYS[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length - 1)]?.focus();
  };
  return (
    <div
      className={count >= EVEN_ROWS_FROM ? 'tb-slot__sizes tb-slot__sizes--halves' : 'tb-slot__sizes'}
      style={count >= EVEN_ROWS_FROM ? ({ '--tb-sizes-half': Math.ceil(count / 2) } as CSSProperties) : undefined}
      role="toolbar"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const size = Number((event.target as HTMLElement).dataset.size);
        if (size) setFocused(size);
      }}
    >
      {children((size) => size === stop)}
    </div>
  );
}
