import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';

// PDFs read back as a reader's tools read them, for the renderers' tests: poppler's pdfinfo (pages,
// paper, dates) and pdftotext (the text a search or a copy finds, and where each word sits). CI
// installs Debian's poppler-utils (.ci/run).

const run = promisify(execFile);

/**
 * pdftotext gives Arabic in logical order, each run wrapped in embedding marks (dropped here), and
 * may move a digit, a bracket or a dot at a boundary between the two directions: tests look for
 * the words, not for brackets or digits next to Arabic.
 */
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export interface PdfWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export async function poppler(tool: 'pdfinfo' | 'pdftotext', args: string[]): Promise<string> {
  try {
    return (await run(tool, args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${tool} is missing: install Debian's poppler-utils (apt-get install poppler-utils)`);
    throw error;
  }
}

/**
 * The folder the test's PDFs are written to: a temporary one removed afterwards, or the one the
 * environment variable `keepIn` names, kept for people to look at.
 */
export function pdfFolder(keepIn: string): () => string {
  let folder = '';
  beforeAll(async () => {
    const kept = process.env[keepIn];
    folder = kept ? kept : await mkdtemp(join(tmpdir(), 'pdf-read-back-'));
    await mkdir(folder, { recursive: true });
  });
  afterAll(async () => {
    if (!process.env[keepIn]) await rm(folder, { recursive: true, force: true });
  });
  return () => folder;
}

/** The PDF written to `file` and read back: its pdfinfo, pages, text and each word's box. */
export async function readBack(pdf: Buffer, file: string) {
  await writeFile(file, pdf);
  const [info, text, boxes] = await Promise.all([
    poppler('pdfinfo', ['-isodates', file]),
    poppler('pdftotext', [file, '-']),
    poppler('pdftotext', ['-bbox', file, '-']),
  ]);
  const words: PdfWord[] = [
    ...boxes.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
  ].map(([, xMin, yMin, xMax, yMax, word]) => ({
    text: word!,
    xMin: +xMin!,
    yMin: +yMin!,
    xMax: +xMax!,
    yMax: +yMax!,
  }));
  return {
    pdf,
    file,
    info,
    pages: Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]),
    pageSize: /^Page size:\s+(.+)$/m.exec(info)?.[1],
    text: text.replace(BIDI_MARKS, ''),
    words,
  };
}

/** One page's text. */
export async function pageText(file: string, page: number): Promise<string> {
  return (await poppler('pdftotext', ['-f', String(page), '-l', String(page), file, '-'])).replace(BIDI_MARKS, '');
}
