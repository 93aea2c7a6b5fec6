import { readFile, writeFile } from 'node:fs/promises';
import type { Check, Section } from '../lib/checks.ts';

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function table(columns: string[], rows: string[][]): string {
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

export interface RunInfo {
  date: string;
  cores: number;
  cpu: string;
  node: string;
  load: string;
  seconds: number;
}

/** The whole report: the run's machine, every table, then the budgets with pass or MISS. */
export function renderReport(run: RunInfo, sections: Section[]): string {
  const checks: Check[] = sections.flatMap((section) => section.checks);
  const parts = [
    `Measured ${run.date} on ${run.cores} cores (${run.cpu}), Node ${run.node}; load average at start ${run.load}; bench took ${run.seconds} s.`,
    ...sections.map((section) =>
      [`### ${section.title}`, table(section.columns, section.rows), ...(section.notes ?? []).map((note) => `- ${note}`)].join('\n\n'),
    ),
    '### Budgets',
    table(
      ['budget', 'measured', 'limit', 'result'],
      checks.map((check) => [check.what, check.measured, check.budget, check.ok ? 'pass' : '**MISS**']),
    ),
  ];
  return parts.join('\n\n') + '\n';
}

const README_HEADING = '## Performance';

/** Replaces README's "## Performance" section (it runs to the next "## " heading or the end). */
export async function updateReadme(path: string, body: string): Promise<void> {
  const readme = await readFile(path, 'utf8');
  const section = `${README_HEADING}\n\nThe latest \`npm run bench\` (bench/README.md explains what each figure is; full output in bench/results.md).\n\n${body}`;
  const start = readme.indexOf(`\n${README_HEADING}\n`);
  if (start === -1) {
    await writeFile(path, `${readme.trimEnd()}\n\n${section}`);
    return;
  }
  const next = readme.indexOf('\n## ', start + README_HEADING.length + 2);
  const after = next === -1 ? '' : readme.slice(next);
  await writeFile(path, `${readme.slice(0, start + 1)}${section.trimEnd()}\n${after}`);
}
