import type { MessageItem } from '@acsc/shared';
import type * as repo from './repo.js';

/** A message as its members see it: a hidden one keeps its place, without its text or image. */
export function presentMessage(m: repo.MessageRow): MessageItem {
  const hidden = m.status !== 'visible';
  return {
    id: String(m.id),
    senderId: String(m.senderId),
    text: hidden ? null : (m.text ?? null),
    image: !hidden && m.imageFileId !== null,
    hidden,
    createdAt: m.createdAt.toISOString(),
  };
}
