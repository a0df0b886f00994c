import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';

/** A staff answer to a member who wrote while nobody was there (staff.ts sends it). */

const texts: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '客服回复',
    title: '客服回复了您的咨询',
    body: '{text}',
    emailSubject: '客服回复了您的咨询',
    emailBody: '客服回复：{text}',
  },
  km_KH: {
    label: 'ចម្លើយពីផ្នែកជំនួយ',
    title: 'ផ្នែកជំនួយបានឆ្លើយតបសំណួររបស់អ្នក',
    body: '{text}',
    emailSubject: 'ផ្នែកជំនួយបានឆ្លើយតបសំណួររបស់អ្នក',
    emailBody: 'ចម្លើយពីផ្នែកជំនួយ៖ {text}',
  },
  en_US: {
    label: 'Support answers',
    title: 'Support answered your question',
    body: '{text}',
    emailSubject: 'Support answered your question',
    emailBody: 'Support answered: {text}',
  },
};

export const SUPPORT_REPLY = defineNotificationType({
  type: 'support.reply',
  group: 'support',
  params: z.object({ text: z.string().max(300) }),
  defaultChannel: 'in_app',
  link: () => '/?support=1',
  texts,
});

/** The email or SMS of a staff answer to a visitor who left a contact. */
export const AWAY_REPLY: Record<Language, { subject: string; text: (answer: string) => string }> = {
  zh_CN: { subject: '客服回复了您的咨询', text: (a) => `客服回复：\n\n${a}\n\n请回到网站继续对话。` },
  km_KH: {
    subject: 'ផ្នែកជំនួយបានឆ្លើយតបសំណួររបស់អ្នក',
    text: (a) => `ចម្លើយពីផ្នែកជំនួយ៖\n\n${a}\n\nសូមត្រឡប់ទៅគេហទំព័រ ដើម្បីបន្តការសន្ទនា។`,
  },
  en_US: {
    subject: 'Support answered your question',
    text: (a) => `Support answered:\n\n${a}\n\nCome back to the site to continue the conversation.`,
  },
};
