/** One `## heading` section of a Markdown document, heading included (for the MDX docs pages). */
export function guideSection(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/widget.md has no section "## ${heading}"`);
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start + 1, next < 0 ? undefined : next).trim();
}
