/** QR codes through the `qrcode` library (error correction M: a printed sheet may be a little worn). */
import QRCode from 'qrcode';

export const qrDataUrl = (text: string): Promise<string> =>
  QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 8 });

/** The QR code as PNG bytes, for a PDF. */
export async function qrPng(text: string): Promise<Uint8Array> {
  const url = await qrDataUrl(text);
  const bin = atob(url.slice(url.indexOf(',') + 1));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}
