import { AVATAR_LIMITS } from '@acsc/shared';

/** The crop react-easy-crop reports, in pixels of the picture as rotated. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/**
 * Draws the chosen square of the picture, turned by `rotation` degrees, into a square canvas of the
 * upload size and returns it as a JPEG. The browser has already applied the photo's EXIF orientation
 * when it decoded it; the server re-encodes whatever arrives and keeps no metadata.
 */
export async function cropToSquare(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const img = await loadImage(src);
  const rad = (rotation * Math.PI) / 180;
  const sin = Math.abs(Math.sin(rad));
  const cos = Math.abs(Math.cos(rad));
  // The bounding box of the rotated picture, in which react-easy-crop measures the area.
  const boxW = img.width * cos + img.height * sin;
  const boxH = img.width * sin + img.height * cos;
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(boxW);
  rotated.height = Math.round(boxH);
  const rctx = rotated.getContext('2d')!;
  rctx.translate(boxW / 2, boxH / 2);
  rctx.rotate(rad);
  rctx.drawImage(img, -img.width / 2, -img.height / 2);

  const size = Math.min(AVATAR_LIMITS.uploadPx, Math.round(area.width)) || AVATAR_LIMITS.uploadPx;
  const out = document.createElement('canvas');
  out.width = size;
  out.height = size;
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, size, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    out.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/jpeg', 0.9),
  );
}
