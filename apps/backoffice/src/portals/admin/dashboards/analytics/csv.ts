// CSV export of a dashboard series: the figures as shown, one row per bar or line.

type Cell = string | number | boolean | null | undefined;

function csvCell(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Quoted when needed; a leading =, +, - or @ is prefixed so spreadsheets never run it as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(columns: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Offers the text as a file download (the browser's save dialog). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
