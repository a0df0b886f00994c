import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Slider, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { AVATAR_LIMITS } from '@acsc/shared';
import { loadUserInfo, useSession } from '../../components/session/index.js';
import { showLogin as openLogin } from '../../components/layout/login.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { toast } from '../../components/api/http.js';
import { accountApi } from './accountApi.js';
import { cropToSquare, type PixelArea } from './cropImage.js';
import './cropper.css';

// The cropper (react-easy-crop) is downloaded only once a photo is picked.
const Cropper = lazy(() => import('react-easy-crop'));

const ZOOM = { min: 1, max: 4, step: 0.01 };

/**
 * /setting/cropperImage (spec section 2): pick a photo or take one, move and zoom it inside the square
 * (drag, pinch or wheel), turn it (two fingers, the slider or the quarter-turn buttons), upload. The new
 * avatar shows in the header as soon as the server answers.
 */
export function AvatarCropperPage() {
  const { t } = useTranslation('setting-account');
  const { user, loggedIn } = useSession();
  const navigate = useNavigate();
  const [src, setSrc] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  if (!loggedIn || !user) {
    return (
      <PageFrame title={t('setting-account:avatar.title')} crumbs={[{ label: t('settings.title'), to: '/setting' }]}>
        <EmptyState
          title={t('settings.signedOut')}
          action={
            <Button type="primary" onClick={() => openLogin('/setting/cropperImage')}>
              {t('pages:common.signIn')}
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t('setting-account:avatar.notImage'), 3);
    if (file.size > AVATAR_LIMITS.pickBytesMax)
      return void toast.error(t('setting-account:avatar.tooBig', { mb: AVATAR_LIMITS.pickBytesMax / 1024 / 1024 }), 3);
    setSrc(URL.createObjectURL(file));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setRotation(0);
  };

  const save = async () => {
    if (!src || !area) return;
    setSaving(true);
    try {
      const square = await cropToSquare(src, area, rotation);
      await accountApi.uploadAvatar(square, setProgress);
      await loadUserInfo();
      toast.success(t('setting-account:avatar.saved'));
      navigate('/setting');
    } catch {
      // The HTTP client has shown why (too big, not an image...).
    } finally {
      setSaving(false);
      setProgress(0);
    }
  };

  const turn = (deg: number) => setRotation((r) => ((((r + deg + 180) % 360) + 360) % 360) - 180);

  return (
    <PageFrame title={t('setting-account:avatar.title')} crumbs={[{ label: t('settings.title'), to: '/setting' }]}>
      <div className="avatar-cropper">
        <input
          ref={pickRef}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => pick(e.target.files?.[0])}
          data-testid="avatar-pick"
        />
        <input
          ref={cameraRef}
          type="file"
          accept="image/*"
          capture="user"
          hidden
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <div className="avatar-cropper__stage">
          {src ? (
            <Suspense fallback={<Spin />}>
              <Cropper
                image={src}
                crop={crop}
                zoom={zoom}
                rotation={rotation}
                minZoom={ZOOM.min}
                maxZoom={ZOOM.max}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onRotationChange={setRotation}
                onCropComplete={(_a, pixels) => setArea(pixels)}
              />
            </Suspense>
          ) : (
            <p className="avatar-cropper__empty">{t('setting-account:avatar.empty')}</p>
          )}
        </div>
        {src && (
          <div className="avatar-cropper__controls">
            <label className="avatar-cropper__control">
              <span>{t('setting-account:avatar.zoom')}</span>
              <Slider
                min={ZOOM.min}
                max={ZOOM.max}
                step={ZOOM.step}
                value={zoom}
                onChange={setZoom}
                tooltip={{ open: false }}
                aria-label={t('setting-account:avatar.zoom')}
              />
            </label>
            <label className="avatar-cropper__control">
              <span>{t('setting-account:avatar.rotate')}</span>
              <Slider
                min={-180}
                max={180}
                step={1}
                value={rotation}
                onChange={setRotation}
                tooltip={{ formatter: (v) => `${v}°` }}
                aria-label={t('setting-account:avatar.rotate')}
              />
            </label>
            <div className="avatar-cropper__turns">
              <Button onClick={() => turn(-90)}>{t('setting-account:avatar.turnLeft')}</Button>
              <Button onClick={() => turn(90)}>{t('setting-account:avatar.turnRight')}</Button>
            </div>
            <p className="avatar-cropper__hint">{t('setting-account:avatar.hint')}</p>
          </div>
        )}
        <div className="avatar-cropper__actions">
          <Button onClick={() => pickRef.current?.click()}>
            {src ? t('setting-account:avatar.another') : t('setting-account:avatar.choose')}
          </Button>
          <Button onClick={() => cameraRef.current?.click()}>{t('setting-account:avatar.camera')}</Button>
          {src && (
            <Button type="primary" loading={saving} disabled={!area} onClick={() => void save()}>
              {saving && progress
                ? t('setting-account:avatar.uploading', { percent: progress })
                : t('setting-account:avatar.upload')}
            </Button>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
