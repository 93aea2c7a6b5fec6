import { readFile, stat } from 'node:fs/promises';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { parseOptions } from '../command-options.ts';

interface StoredText {
  key: string;
  lang: 'en' | 'zh';
  about: string;
  text: string | null;
  shown: string | null;
  placeholders: string[];
}

/** A single word naming a file on this machine: `text set notes en notes-en.txt` means the file's text. */
async function fileNamed(words: string[]): Promise<string | null> {
  if (words.length !== 1) return null;
  const isFile = await stat(words[0]!).then((found) => found.isFile(), () => false);
  return isFile ? words[0]! : null;
}

const indented = (text: string) => text.split('\n').map((line) => `    ${line}`);

/** One text in one language: what it is, as written, and as guests read it when a rule is filled in. */
function describe(entry: StoredText): string[] {
  const head = `${entry.key} ${entry.lang}: ${entry.about}`;
  if (entry.text === null) return [head, '    (not written: guests see nothing here)'];
  const filled = entry.shown !== null && entry.shown !== entry.text ? ['  guests read:', ...indented(entry.shown)] : [];
  return [head, ...indented(entry.text), ...filled];
}

export const textCommand: AdminCommand = {
  name: 'text',
  usage: [
    'text show [KEY]                          the restaurant\'s texts in en and zh: notes (one note a line),',
    '                                           deposit_policy, deposit_policy_international, change_policy,',
    '                                           private_room, menu_name, menu_description, menu_price, chef',
    'text set KEY LANG (FILE | TEXT)          write one, from a file or as typed (LANG: en or zh; an empty TEXT',
    '                                           removes it; a single word naming a file reads the file). Rules are',
    '                                           written as placeholders, e.g. {free_cancel_working_days}, {deposit}',
  ],
  async run([sub, ...rest]) {
    if (sub === 'set') {
      const { words, options } = parseOptions(rest, ['file']);
      const [key, lang, ...text] = words;
      if (!key || !lang) throw new Error('text set needs a KEY and a LANG (en or zh), then --file FILE or the text, e.g. text set menu_price en "RMB 1,880 per person".');
      if (options.file !== undefined && text.length > 0) throw new Error('text set takes either --file FILE or the text, not both.');
      const file = typeof options.file === 'string' ? options.file : await fileNamed(text);
      const body = file !== null ? await readFile(file, 'utf8') : text.join(' ');
      const answer = (await call('admin_change_text', { params: { key, lang }, body: { text: body } })) as StoredText;
      const saved = `${key} ${lang} saved${file !== null ? ` from ${file}` : ''}; guests see it from their next page load.`;
      return [answer.text === null ? `${key} ${lang} removed: guests no longer see it.` : saved, ...describe(answer).slice(1)];
    }
    if (sub !== undefined && sub !== 'show') throw new Error(`Unknown text command ${sub}: use show or set.`);
    const texts = (await call('admin_texts')) as StoredText[];
    const [key] = rest;
    const chosen = key ? texts.filter((entry) => entry.key === key) : texts;
    if (chosen.length === 0) throw new Error(`There is no text ${key}; the texts are: ${[...new Set(texts.map((entry) => entry.key))].join(', ')}.`);
    const placeholders = key ? [`Placeholders: ${chosen[0]!.placeholders.map((name) => `{${name}}`).join(', ')}`] : [];
    return [...chosen.flatMap(describe), ...placeholders];
  },
};
