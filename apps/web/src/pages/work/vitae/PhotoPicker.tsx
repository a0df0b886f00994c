import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Slider, Spin } from 'antd';
import { VITAE_LIMITS } from '@acsc/shared';
import { useTranslation } from '../../../components/i18n/index.js';
import { toast } from '../../../components/api/http.js';
import { cropToSquare, type PixelArea } from '../../setting/cropImage.js';
import { vitaeApi } from './api.js';

const Cropper = lazy(() => import('react-easy-crop'));

/**
 * The CV's photo: the settings avatar's cropper (react-easy-crop and its square crop), uploaded to the
 * CV's private photo call. `onChange` gets the new photo (a data: URL) or null once removed.
 */
export function PhotoPicker({ photo, onChange }: { photo: string | null; onChange: (p: string | null) => void }) {
  const { t } = useTranslation('vitae');
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const pickRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t('notImage'), 3);
    setSrc(URL.createObjectURL(file));
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };
  const save = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      const square = await cropToSquare(src, area, 0);
      if (square.size > VITAE_LIMITS.photoBytesMax) return void toast.error(t('notImage'), 3);
      onChange((await vitaeApi.uploadPhoto(square)).photo);
      setSrc(null);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    await vitaeApi.deletePhoto();
    onChange(null);
  };

  return (
    <div>
      <input
        ref={pickRef}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => pick(e.target.files?.[0])}
        data-testid="vitae-photo-pick"
      />
      {src ? (
        <>
          <div className="vitae-photo__stage">
            <Suspense fallback={<Spin />}>
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                aspect={1}
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_a, pixels) => setArea(pixels)}
              />
            </Suspense>
          </div>
          <Slider min={1} max={4} step={0.01} value={zoom} onChange={setZoom} aria-label={t('zoom')} />
          <Button type="primary" loading={busy} onClick={save}>
            {t('usePhoto')}
          </Button>{' '}
          <Button onClick={() => setSrc(null)}>{t('cancel')}</Button>
        </>
      ) : (
        <div className="vitae-photo">
          {photo && <img src={photo} alt="" width={84} height={84} style={{ borderRadius: 6 }} />}
          <Button onClick={() => pickRef.current?.click()}>{t('pickPhoto')}</Button>
          {photo && <Button onClick={remove}>{t('removePhoto')}</Button>}
        </div>
      )}
    </div>
  );
}
