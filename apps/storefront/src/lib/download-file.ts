/**
 * Hands bytes to the browser as a file download, named `name`: through an object URL on a link
 * that is clicked and removed at once. Nothing here runs during a server render (only on a click).
 */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Text as a file download. The byte-order mark makes Excel read the file as UTF-8 (Arabic names
 * would otherwise show as mojibake).
 */
export function downloadTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(name, new Blob(['\uFEFF', text], { type }));
}
