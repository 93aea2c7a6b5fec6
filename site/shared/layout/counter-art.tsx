/**
 * The chef's counter at night (site/public/counter.svg, drawn for this project, under 4 KB).
 * Decorative: the text beside it says what it shows. Its size is given so nothing shifts as it loads.
 */
export function CounterArt({ className }: { className: string }) {
  return <img className={className} src="/counter.svg" alt="" width="640" height="360" decoding="async" />;
}
