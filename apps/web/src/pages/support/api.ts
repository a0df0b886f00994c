import {
  API_BASE,
  SUPPORT_API,
  type SupportContactBody,
  type SupportConversation,
  type SupportCurrent,
  type SupportMessagePage,
  type SupportSent,
} from '@acsc/shared';
import { apiHeaders, get, post } from '../../components/api/http.js';

/** The support chat's calls (issue 33): the session's token if any, the Device-Id always (a visitor is their device). */
const P = SUPPORT_API;
export const supportApi = {
  current: () => get<SupportCurrent>(P.current),
  send: (text: string, page: string) => post<SupportSent>(P.send, { text, page: page.slice(0, 300) }),
  sendImage: async (file: File) =>
    (await import('../../components/api/upload.js')).upload<SupportSent>(P.sendImage, file),
  list: (cursor?: string | null) => get<SupportMessagePage>(P.listPage, { cursor }),
  read: (upTo: string, read: boolean) => post<{ ok: boolean }>(P.read, { upTo: Number(upTo), read }, { silent: true }),
  typing: () => post<{ ok: boolean }>(P.typing, {}, { silent: true }),
  contact: (body: SupportContactBody) => post<SupportConversation>(P.contact, body),
  /** A message's image as an object URL (the route needs the session and device headers, which an <img> cannot send). */
  async imageUrl(id: string, path: string = P.image): Promise<string> {
    const res = await fetch(API_BASE + path.replace(':id', id), { headers: apiHeaders(), credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    return URL.createObjectURL(await res.blob());
  },
};
