import { createInterface } from 'node:readline/promises';
import { isInteractive, terminalOf } from './admin-api.ts';

/**
 * Asks the person at the terminal to type one of `accepted` (case and spaces aside) before
 * something that cannot be undone; with nobody there, refuses unless `--yes` was given.
 */
export async function confirmOnTerminal(what: string, question: string, accepted: string[], yes: boolean): Promise<void> {
  if (yes) return;
  if (!isInteractive()) throw new Error(`${what}\nNothing was done: confirm at a terminal, or add --yes to run it from a script.`);
  const terminal = terminalOf();
  const prompt = createInterface(terminal);
  try {
    terminal.output.write(`${what}\n`);
    prompt.setPrompt(question);
    prompt.prompt();
    const typed = await prompt[Symbol.asyncIterator]().next();
    const answer = typed.done ? '' : String(typed.value).trim().toLowerCase();
    if (!accepted.some((word) => word.trim().toLowerCase() === answer && answer !== '')) throw new Error('Not confirmed; nothing was done.');
  } finally {
    prompt.close();
  }
}
