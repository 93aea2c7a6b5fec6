import { useEffect, useState } from 'react';

/**
 * `text` drawn as a QR code (a data URL), or null until it is drawn or when drawing failed; qrcode
 * is loaded on demand, so only the views that show a code download it.
 */
export function useQrCode(text: string, width: number): string | null {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width }))
      .then((url) => live && setQr(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, width]);
  return qr;
}
