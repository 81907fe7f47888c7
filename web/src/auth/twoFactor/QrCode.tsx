import { useEffect, useState } from "react";

/** The otpauth URI as a QR code image (the `qrcode` package loads with this chunk only). */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toDataURL(text, { margin: 1, width: 200 }))
      .then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [text]);
  return image ? (
    <img className="two-factor-qr" src={image} alt={alt} width={200} height={200} />
  ) : (
    <div className="two-factor-qr" aria-busy="true" />
  );
}
