// Moving through the week like a spreadsheet: Enter and the up and down arrows go to the same day of
// the next or previous line of hours, left and right go a day when the caret is at the cell's edge
// (Tab moves as everywhere). A block pasted from a spreadsheet fills the cells from the one pasted in.
import type { ClipboardEvent, KeyboardEvent } from 'react';

export interface CellAddress {
  line: number;
  col: number;
}

/** The cell an input stands for, from its data attributes. */
export function addressOf(el: EventTarget | null): CellAddress | undefined {
  if (!(el instanceof HTMLInputElement) || el.dataset.line === undefined) return undefined;
  return { line: Number(el.dataset.line), col: Number(el.dataset.col) };
}

/** Where a key moves from a cell: lines are the indexes of the lines of hours, in order. */
export function target(
  e: KeyboardEvent<HTMLElement>,
  from: CellAddress,
  hourLines: number[],
): CellAddress | undefined {
  const input = e.target as HTMLInputElement;
  const at = hourLines.indexOf(from.line);
  const vertical = (step: number) => {
    const line = hourLines[at + step];
    return line === undefined ? undefined : { line, col: from.col };
  };
  const caretAtStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const caretAtEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
  const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
  switch (e.key) {
    case 'ArrowDown':
      return vertical(1);
    case 'ArrowUp':
      return vertical(-1);
    case 'Enter':
      return vertical(e.shiftKey ? -1 : 1);
    case 'ArrowLeft':
      return (caretAtStart || whole) && from.col > 0 ? { line: from.line, col: from.col - 1 } : undefined;
    case 'ArrowRight':
      return (caretAtEnd || whole) && from.col < 6 ? { line: from.line, col: from.col + 1 } : undefined;
    default:
      return undefined;
  }
}

/** The cells of a pasted block (tab between cells, a line per row), or undefined for a single value. */
export function pastedBlock(e: ClipboardEvent<HTMLElement>): string[][] | undefined {
  const text = e.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n').replace(/\n$/, '');
  if (!text.includes('\t') && !text.includes('\n')) return undefined;
  return text.split('\n').map((row) => row.split('\t'));
}
