import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';
import { eventTime } from './presenter.js';

/**
 * Notifications of appointments (issue 31), each in the member's language: a booking confirmed, and a
 * reminder 24 hours before the slot (jobs.ts). The service's title travels in the three languages; the time
 * is told in the service's own time zone.
 */

const title = z.object({
  zh_CN: z.string().max(200).optional(),
  km_KH: z.string().max(200).optional(),
  en_US: z.string().max(200).optional(),
});
const params = z.object({
  serviceId: z.number().int(),
  title,
  startsAt: z.string().max(40),
  timeZone: z.string().max(40),
});
type Params = z.infer<typeof params>;
const values = (p: Params, lang: Language) => ({
  title: p.title[lang] || p.title.zh_CN || p.title.en_US || p.title.km_KH || '',
  time: eventTime(new Date(p.startsAt), p.timeZone, lang),
});
const link = () => '/reservation/record';

const booked: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '预约成功',
    title: '你已预约“{title}”',
    body: '你已预约“{title}”，时间：{time}。如不能前来，请在开始前取消。',
    emailSubject: '预约成功：“{title}”',
    emailBody: '你已预约“{title}”，时间：{time}。如不能前来，请在开始前登录取消。',
  },
  km_KH: {
    label: 'ការកក់បានបញ្ជាក់',
    title: 'អ្នកបានកក់ «{title}»',
    body: 'អ្នកបានកក់ «{title}» នៅ {time}។ ប្រសិនបើអ្នកមិនអាចមកបាន សូមលុបចោលមុនពេលចាប់ផ្តើម។',
    emailSubject: 'ការកក់បានបញ្ជាក់៖ «{title}»',
    emailBody: 'អ្នកបានកក់ «{title}» នៅ {time}។ ប្រសិនបើអ្នកមិនអាចមកបាន សូមចូលគណនី ហើយលុបចោលមុនពេលចាប់ផ្តើម។',
  },
  en_US: {
    label: 'Booking confirmed',
    title: 'Your booking for "{title}" is confirmed',
    body: 'You booked "{title}" for {time}. If you cannot come, please cancel before it starts.',
    emailSubject: 'Booking confirmed: "{title}"',
    emailBody: 'You booked "{title}" for {time}. If you cannot come, please sign in and cancel before it starts.',
  },
};

const reminder: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '预约提醒',
    title: '明天见：“{title}”',
    body: '你预约的“{title}”将于 {time} 开始，请准时前来并带上电子票。',
    emailSubject: '预约提醒：“{title}”',
    emailBody: '你预约的“{title}”将于 {time} 开始，请准时前来并带上电子票。',
  },
  km_KH: {
    label: 'ការរំលឹកការណាត់ជួប',
    title: 'ជួបគ្នាថ្ងៃស្អែក៖ «{title}»',
    body: '«{title}» ដែលអ្នកបានកក់នឹងចាប់ផ្តើមនៅ {time}។ សូមមកទាន់ពេល ហើយយកសំបុត្ររបស់អ្នកមកជាមួយ។',
    emailSubject: 'ការរំលឹក៖ «{title}»',
    emailBody: '«{title}» ដែលអ្នកបានកក់នឹងចាប់ផ្តើមនៅ {time}។ សូមមកទាន់ពេល ហើយយកសំបុត្ររបស់អ្នកមកជាមួយ។',
  },
  en_US: {
    label: 'Appointment reminders',
    title: 'See you tomorrow: "{title}"',
    body: 'Your appointment "{title}" starts {time}. Please come on time with your ticket.',
    emailSubject: 'Reminder: "{title}"',
    emailBody: 'Your appointment "{title}" starts {time}. Please come on time with your ticket.',
  },
};

/** A booking confirmed, right away. */
export const APPOINTMENT_BOOKED = defineNotificationType({
  type: 'reservation.appointment.booked',
  group: 'reservation',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: booked,
});

/** 24 hours before a slot, to everyone Booked in it (jobs.ts). */
export const APPOINTMENT_REMINDER = defineNotificationType({
  type: 'reservation.appointment.reminder',
  group: 'reservation',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: reminder,
});

export const APPOINTMENT_NOTIFICATIONS = [APPOINTMENT_BOOKED, APPOINTMENT_REMINDER];
