import { useState, type KeyboardEvent, type ReactNode } from 'react';

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
export function SizeRow({ labelledBy, children, sizes, current }: { labelledBy: string; sizes: number[]; current: number | undefined; children: (tabbable: (size: number) => boolean) => ReactNode }) {
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
      className="tb-slot__sizes"
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
