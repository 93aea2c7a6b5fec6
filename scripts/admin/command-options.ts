/**
 * Splits a command's words into its positional words and its `--name value` options (an option
 * named in `flags` takes no value). An unknown option is refused with a sentence.
 */
export function parseOptions(args: string[], known: string[], flags: string[] = []): { words: string[]; options: Record<string, string | true> } {
  const words: string[] = [];
  const options: Record<string, string | true> = {};
  for (let index = 0; index < args.length; index += 1) {
    const word = args[index]!;
    if (!word.startsWith('--')) {
      words.push(word);
      continue;
    }
    const name = word.slice(2);
    if (flags.includes(name)) {
      options[name] = true;
      continue;
    }
    if (!known.includes(name)) throw new Error(`Unknown option ${word}; this command takes ${[...known, ...flags].map((option) => `--${option}`).join(', ') || 'no options'}.`);
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${word} needs a value.`);
    options[name] = value;
    index += 1;
  }
  return { words, options };
}

/** Minor units as the restaurant reads them: 'RMB 1,000.00', 'USD 71.50'. */
export function money(minor: number, currency: string): string {
  const [whole, cents] = (minor / 100).toFixed(2).split('.');
  return `${currency === 'CNY' ? 'RMB' : currency} ${Number(whole).toLocaleString('en-US')}.${cents}`;
}
