import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';

/** The notification of a private message left unread (jobs.ts sends it). */

type Texts = Record<Language, NotificationTexts>;
const texts: Texts = {
  zh_CN: {
    label: '未读私信',
    title: '{by} 给您发了私信',
    body: '您有来自 {by} 的未读私信。',
    emailSubject: '{by} 给您发了私信',
    emailBody: '您有来自 {by} 的未读私信，请登录查看。',
  },
  km_KH: {
    label: 'សារឯកជនមិនទាន់អាន',
    title: '{by} បានផ្ញើសារមកអ្នក',
    body: 'អ្នកមានសារមិនទាន់អានពី {by}។',
    emailSubject: '{by} បានផ្ញើសារមកអ្នក',
    emailBody: 'អ្នកមានសារមិនទាន់អានពី {by}។ សូមចូលគណនីដើម្បីអាន។',
  },
  en_US: {
    label: 'Unread private messages',
    title: '{by} sent you a message',
    body: 'You have an unread message from {by}.',
    emailSubject: '{by} sent you a message',
    emailBody: 'You have an unread message from {by}. Sign in to read it.',
  },
};

export const MESSAGE_UNREAD = defineNotificationType({
  type: 'exchange.messageUnread',
  group: 'exchange',
  params: z.object({ by: z.string().max(80), byId: z.string().max(20) }),
  defaultChannel: 'email',
  link: (p) => `/exchange/message?to=${p.byId}`,
  actor: (p) => Number(p.byId),
  texts,
});
