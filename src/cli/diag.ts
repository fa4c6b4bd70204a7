// One-line located messages: "FILE:LINE:COL: error: MESSAGE", then the source line and a caret.
// No Node APIs here: the web explorer uses located() too.

/** Source text shown around the caret; a longer line is shown as a window with "...". */
const WINDOW = 160;
/** Longest message printed whole (a message quoting a hostile token is cut in the middle). */
const MAX_MESSAGE = 400;

/**
 * The report for one problem. `source` is the line (or, for a very long line, the part of it that
 * starts at column `sourceCol`). Output is bounded whatever the line's length: one error costs
 * O(WINDOW) to print, so printing stays linear in the number of errors.
 */
export function located(file: string, line: number, col: number, kind: 'error' | 'warning' | 'note', message: string, source?: string, sourceCol = 1): string {
  if (message.length > MAX_MESSAGE) message = `${message.slice(0, MAX_MESSAGE - 120)} ... ${message.slice(-100)}`;
  let s = `${file}:${line}:${col}: ${kind}: ${message}`;
  if (source !== undefined) {
    let at = Math.max(0, col - sourceCol); // caret index in source
    let start = 0;
    let end = source.length;
    if (end > WINDOW) {
      start = Math.max(0, Math.min(at - WINDOW / 2, end - WINDOW));
      end = Math.min(end, start + WINDOW);
    }
    let shown = visible(source.slice(start, end));
    at -= start;
    if (start > 0 || sourceCol > 1) { shown = '...' + shown; at += 3; }
    if (end < source.length) shown += '...';
    s += `\n${shown}\n${' '.repeat(Math.max(0, Math.min(at, shown.length)))}^`;
  }
  return s;
}

/** One column per character: a tab as a blank, other control characters as '?'. */
function visible(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\t/g, ' ').replace(/[\x00-\x1f\x7f]/g, '?');
}

/** Error in a command line or a whole file: "gcnkit: error: MESSAGE". */
export class UsageError extends Error {}
