import {
  ADMIN_SUPPORT_API as P,
  apiPath,
  type AdminSupportConversation,
  type AdminSupportPage,
  type AdminSupportStats,
  type SupportAgent,
  type SupportCanned,
  type SupportCannedSaveBody,
  type SupportMessage,
  type SupportMessagePage,
  type SupportSettings,
  type SupportState,
} from '@acsc/shared';
import { get, post } from '../../components/api/http.js';

/** The staff's support calls, typed. */
const at = (path: string, id: string) => apiPath(path, { id });
export const staffSupportApi = {
  list: (state: SupportState, mine: boolean) =>
    get<AdminSupportPage>(P.conversations, { state, mine: mine ? '1' : undefined }),
  detail: (id: string) => get<AdminSupportConversation>(at(P.conversation, id)),
  messages: (id: string, cursor?: string | null) => get<SupportMessagePage>(at(P.messages, id), { cursor }),
  reply: (id: string, text: string, internal: boolean) => post<SupportMessage>(at(P.reply, id), { text, internal }),
  replyImage: async (id: string, file: File) =>
    (await import('../../components/api/upload.js')).upload<SupportMessage>(at(P.replyImage, id), file),
  assign: (id: string, assigneeId: string | null) =>
    post(at(P.assign, id), { assigneeId: assigneeId === null ? null : Number(assigneeId) }),
  state: (id: string, state: SupportState, snoozeHours?: number) => post(at(P.state, id), { state, snoozeHours }),
  read: (id: string, upTo: string) => post(at(P.read, id), { upTo: Number(upTo) }, { silent: true }),
  typing: (id: string) => post(at(P.typing, id), {}, { silent: true }),
  block: (id: string, blocked: boolean) => post(at(P.block, id), { blocked }),
  agents: () => get<{ list: SupportAgent[] }>(P.agents),
  presence: () => post(P.presence, {}, { silent: true }),
  canned: () => get<{ list: SupportCanned[] }>(P.canned),
  cannedSave: (body: SupportCannedSaveBody) => post<SupportCanned>(P.cannedSave, body),
  cannedDelete: (id: string) => post(P.cannedDelete, { id: Number(id) }),
  settings: () => get<SupportSettings>(P.settings),
  settingsSave: (body: SupportSettings) => post<SupportSettings>(P.settingsSave, body),
  stats: (days: number) => get<AdminSupportStats>(P.stats, { days }),
};
