// Files the back office hands to the browser's downloads (CSV exports, tax documents' PDFs): a link
// to an object URL of the bytes, clicked, then let go. `download` names the file, whatever the URL.

/** Offers the bytes as a file download under this name (the browser's save dialog or downloads bar). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
