import PDFDocument from 'pdfkit';
import { MARGIN, PAGE } from './page-geometry';
import { PdfCanvas } from './pdf-canvas';

// An A4 document whose pages stay open until it ends: a footer's "page 1 of 3" can only be drawn
// once the number of pages is known.

export interface PdfInfo {
  title: string;
  /** Who issued the document: its Author and Creator. */
  author: string;
  subject: string;
  /**
   * The PDF's creation and modification dates: the document's own date (an issue date, a
   * generation time), never the clock, so the same document gives the same bytes.
   */
  createdAt: Date;
}

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  canvas: PdfCanvas;
  /** Draws the footer of every page (from 1) and ends the document; resolves with its bytes. */
  finish(drawFooter: (page: number, pages: number) => void): Promise<Buffer>;
}

export function startPdfDocument(info: PdfInfo): PdfDocument {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: info.author,
      Producer: 'PDFKit',
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const canvas = new PdfCanvas(doc);

  const finish = (drawFooter: (page: number, pages: number) => void): Promise<Buffer> => {
    const { start, count } = doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page);
      drawFooter(page - start + 1, count);
    }
    doc.end();
    return ended;
  };
  return { doc, canvas, finish };
}
