/**
 * A QR code of a text (a deck link), drawn by the `qrcode` library as a PNG data URL: the same
 * picture on screen, on the registration sheet and in the PDF.
 */
import { useEffect, useState } from 'react';
import { qrDataUrl } from './qr';

export function QrCode({ text, label, size = 192 }: { text: string; label: string; size?: number }) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void qrDataUrl(text).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [text]);
  return url ? (
    <img className="qr-code" src={url} alt={label} width={size} height={size} data-testid="qr-code" />
  ) : (
    <span className="qr-code" style={{ width: size, height: size }} aria-busy="true" />
  );
}
