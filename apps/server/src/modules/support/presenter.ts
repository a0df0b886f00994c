import type { SupportConversation, SupportMessage } from '@acsc/shared';
import type { ConversationRow, MessageRow } from './repo.js';

const mark = (n: number) => (n > 0 ? String(n) : null);

export function presentMessage(m: MessageRow, staffNames: Map<number, string> = new Map()): SupportMessage {
  return {
    id: String(m.id),
    author: m.author,
    staffName: m.author === 'staff' && m.staffId !== null ? (staffNames.get(m.staffId) ?? null) : null,
    text: m.text,
    image: m.imageKey !== null,
    internal: m.internal,
    createdAt: m.createdAt.toISOString(),
  };
}

export function presentConversation(c: ConversationRow, unread: number): SupportConversation {
  return {
    id: String(c.id),
    state: c.state,
    channel: `support:${c.channelKey}`,
    name: c.name,
    contact: c.contact,
    staffDeliveredUpTo: mark(c.staffDeliveredUpTo),
    staffReadUpTo: mark(c.staffReadUpTo),
    unread,
  };
}

export { mark };
