import { useRef, useState } from 'react';
import { API, EXCHANGE_LIMITS, type ExchangeImage, type MemberImage } from '@acsc/shared';
import { upload } from '../../components/api/upload.js';
import { isCancelled } from '../../components/api/http.js';

/** One image of the editor: uploading (with its progress), failed (with the server's message), or done. */
export interface UploadItem {
  key: string;
  name: string;
  preview: string;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  image?: ExchangeImage;
  file?: File;
}

let seq = 0;
const fromImage = (image: ExchangeImage): UploadItem => ({
  key: `img-${image.id}-${++seq}`,
  name: image.id,
  preview: image.url,
  progress: 100,
  status: 'done',
  image,
});

/**
 * The editor's images: each upload starts as soon as it is picked (member image uploads, issue 10 §6),
 * in order, and can be retried, removed or moved. Only finished ones are sent with the post.
 */
export function useImageUploads(initial: ExchangeImage[]) {
  const [items, setItems] = useState<UploadItem[]>(() => initial.map(fromImage));
  const controllers = useRef(new Map<string, AbortController>());

  const patch = (key: string, p: Partial<UploadItem>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...p } : it)));

  const start = (item: UploadItem) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    upload<MemberImage>(API.memberImageUpload, item.file!, {
      silent: true,
      signal: controller.signal,
      onProgress: (progress) => patch(item.key, { progress: Math.min(progress, 99) }),
    }).then(
      (image) => patch(item.key, { status: 'done', progress: 100, image, preview: image.url }),
      (error: unknown) => {
        if (!isCancelled(error))
          patch(item.key, { status: 'error', error: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  /** Adds picked files (as many as fit); answers how many were left out. */
  const add = (files: File[]): { skipped: number } => {
    const room = EXCHANGE_LIMITS.imagesMax - items.length;
    const taken = files.slice(0, Math.max(0, room));
    const fresh = taken.map<UploadItem>((file) => ({
      key: `up-${++seq}`,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
      status: 'uploading',
      file,
    }));
    setItems((list) => [...list, ...fresh]);
    fresh.forEach(start);
    return { skipped: files.length - taken.length };
  };

  const retry = (key: string) => {
    const item = items.find((i) => i.key === key);
    if (!item?.file) return;
    patch(key, { status: 'uploading', progress: 0, error: undefined });
    start(item);
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((i) => i.key !== key));
  };

  const move = (from: number, to: number) =>
    setItems((list) => {
      if (to < 0 || to >= list.length || from === to) return list;
      const next = [...list];
      const [it] = next.splice(from, 1);
      next.splice(to, 0, it);
      return next;
    });

  const reset = (images: ExchangeImage[]) => setItems(images.map(fromImage));

  return { items, add, retry, remove, move, reset, busy: items.some((i) => i.status === 'uploading') };
}
