/** A cell as CSV: quoted when needed, and never read as a formula by a spreadsheet. */
function cell(value: string | number) {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file (RFC 4180 line endings), safe to open in a spreadsheet. */
export const toCsv = (rows: (string | number)[][]): string =>
  `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
