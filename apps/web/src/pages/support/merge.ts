import type { SupportMessage } from '@acsc/shared';

const byId = (a: SupportMessage, b: SupportMessage) => Number(a.id) - Number(b.id);

/** Adds messages (a page, a live one) to those shown, once each, oldest first. */
export const mergeMessages = (list: SupportMessage[], more: SupportMessage[]) => {
  const seen = new Set(list.map((m) => m.id));
  return [...list, ...more.filter((m) => !seen.has(m.id))].sort(byId);
};
