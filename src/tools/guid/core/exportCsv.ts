/**
 * CSV for the 下载 .csv button: RFC 4180 quoting, CRLF lines and a UTF-8 BOM so that Excel
 * shows Chinese names correctly. Cells that a spreadsheet would run as a formula (=, +, -, @,
 * tab, CR) get a leading apostrophe (OWASP "CSV injection"), since names are user text.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
