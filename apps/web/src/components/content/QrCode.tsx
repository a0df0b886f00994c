import { QRCode } from 'antd';

/**
 * A QR code of a URL, drawn on a canvas by antd. Import it lazily: only sharing and download need it.
 * The canvas is the image (antd gives it role="img"): it carries the label, so a screen reader says what
 * the code opens (a label on a wrapper left the canvas an image without a text alternative, axe's
 * role-img-alt).
 */
export default function QrCode({ value, size = 168, label }: { value: string; size?: number; label: string }) {
  return (
    <div className="qr-code">
      <QRCode value={value} size={size} bordered={false} errorLevel="M" color="#0a2a5e" aria-label={label} />
    </div>
  );
}
