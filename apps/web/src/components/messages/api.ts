import {
  API,
  API_BASE,
  type ConversationPage,
  type MessageItem,
  type MessagePage,
  type MessageUnread,
  type PrivateFileItem,
  MESSAGES_API,
} from '@acsc/shared';
import { apiHeaders, get, post } from '../api/http.js';
import { createStore } from '../store.js';

/** The exchange's private message calls (issue 11), typed. Failures are toasted by the HTTP client. */
const P = MESSAGES_API;
export const messageApi = {
  conversations: (cursor?: string | null) => get<ConversationPage>(P.conversations, { cursor }),
  messages: (withId: string, cursor?: string | null) => get<MessagePage>(P.list, { with: withId, cursor }),
  send: (to: string, body: { text?: string; imageId?: string }) => post<MessageItem>(P.send, { to, ...body }),
  read: (withId: string, upTo?: string) => post<MessageUnread>(P.read, { with: withId, upTo }),
  unread: () => get<MessageUnread>(P.unread, undefined, { silent: true }),
  uploadImage: async (file: File) =>
    (await import('../api/upload.js')).upload<PrivateFileItem>(API.privateFileUpload, file),
  /** A message's image as an object URL (the route needs the session header, which an <img> cannot send). */
  async imageUrl(messageId: string): Promise<string> {
    const res = await fetch(API_BASE + P.image.replace(':id', messageId), {
      headers: apiHeaders(),
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(String(res.status));
    return URL.createObjectURL(await res.blob());
  },
};

/** The member's unread message count, one copy for the page (the header's badge and the messages page). */
const unread = createStore<number | null>(null);
export const setMessageUnread = unread.set;
export const useMessageUnread = unread.use;
