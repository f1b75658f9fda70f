/** A Markdown table with its cells padded to their column's width, so it also reads as plain text. */
export function markdownTable(header: readonly string[], body: readonly string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...body.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}
