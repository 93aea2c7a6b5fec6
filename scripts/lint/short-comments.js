/**
 * ESLint rule `house/short-comments`: a comment says why in at most three lines (STYLE.md);
 * what a thing does is its name's job, and history belongs in commits.
 */
const MAX_LINES = 3;

/** Lines of text a comment holds: a block's lone opening and closing markers are not text. */
function textLines(comment) {
  if (comment.type === 'Line') return 1;
  const lines = comment.value.split('\n').map((line) => line.replace(/^\s*\*?/, '').trim());
  return lines.filter((line, index) => line !== '' || (index > 0 && index < lines.length - 1)).length;
}

export const shortComments = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A comment says why in at most three lines.' },
    messages: { long: 'This comment has {{lines}} lines; say why in at most three (details belong in docs/ or the commit).' },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        const comments = context.sourceCode.getAllComments().filter((comment) => !/^\s*(eslint|@ts-|global |#)/.test(comment.value));
        // Consecutive line comments are one comment.
        let run = null;
        const report = (current) => {
          if (current && current.lines > MAX_LINES) context.report({ loc: current.loc, messageId: 'long', data: { lines: String(current.lines) } });
        };
        for (const comment of comments) {
          if (comment.type === 'Line' && run?.type === 'Line' && comment.loc.start.line === run.loc.end.line + 1) {
            run = { type: 'Line', lines: run.lines + 1, loc: { start: run.loc.start, end: comment.loc.end } };
            continue;
          }
          report(run);
          run = { type: comment.type, lines: textLines(comment), loc: comment.loc };
        }
        report(run);
      },
    };
  },
};
