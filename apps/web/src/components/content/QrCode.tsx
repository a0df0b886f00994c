import { QRCode } from 'antd';

/** A QR code of a URL, drawn on a canvas by antd. Import it lazily: only sharing and download need it. */
export default function QrCode({ value, size = 168, label }: { value: string; size?: number; label: string }) {
  return (
    <div className="qr-code" role="img" aria-label={label}>
      <QRCode value={value} size={size} bordered={false} errorLevel="M" color="#0a2a5e" />
    </div>
  );
}
