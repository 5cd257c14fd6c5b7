// Reading a PDF as a person and a banking app would: its text (pdftotext) and the Swiss QR code of
// its payment part, scanned from the pages rendered as images (pdftoppm, Debian's poppler-utils:
// apt-get install poppler-utils) by ZXing-C++ (zxing-wasm, its WebAssembly build, loaded from the
// package's own file). Not zbar: it cannot read a Swiss QR code with its cross (zbar issues 121, 216).
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);
let zxing: Promise<unknown> | null = null;

/** The QR codes of a PNG image, decoded by ZXing-C++. */
async function qrCodes(png: Buffer): Promise<string[]> {
  zxing ??= readFile(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    }),
  );
  await zxing;
  const found = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  return found.filter((code) => code.isValid).map((code) => code.text);
}

/** The fields of a Swiss QR-bill payload (SIX implementation guidelines, version 2.0), by name. */
export interface QrPayload {
  raw: string[];
  iban: string;
  creditorName: string;
  creditorZip: string;
  creditorCity: string;
  amount: string;
  currency: string;
  debtorName: string;
  debtorZip: string;
  referenceType: string;
  reference: string;
  message: string;
  trailer: string;
}

async function withPdf<T>(pdf: Buffer, work: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qr-bill-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    return await work(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, page after page. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdf(pdf, async (_dir, file) => (await run('pdftotext', ['-layout', file, '-'])).stdout);
}

/**
 * The Swiss QR code scanned from the PDF's pages rendered at 150 dpi, or null when no page has
 * one; `pngDir` keeps the rendered pages (to look at them).
 */
export function scanQrBill(pdf: Buffer, pngDir?: string): Promise<QrPayload | null> {
  return withPdf(pdf, async (dir, file) => {
    await run('pdftoppm', ['-r', '150', '-png', file, path.join(pngDir ?? dir, 'page')]);
    const pages = (await readdir(pngDir ?? dir)).filter((f) => /^page.*\.png$/.test(f)).sort();
    for (const page of pages) {
      const swiss = (await qrCodes(await readFile(path.join(pngDir ?? dir, page)))).find((t) => t.startsWith('SPC'));
      if (swiss) return payload(swiss.split(/\r?\n/));
    }
    return null;
  });
}

function payload(raw: string[]): QrPayload {
  return {
    raw,
    iban: raw[3]!,
    creditorName: raw[5]!,
    creditorZip: raw[8]!,
    creditorCity: raw[9]!,
    amount: raw[18]!,
    currency: raw[19]!,
    debtorName: raw[21]!,
    debtorZip: raw[24]!,
    referenceType: raw[27]!,
    reference: raw[28]!,
    message: raw[29]!,
    trailer: raw[30]!,
  };
}
