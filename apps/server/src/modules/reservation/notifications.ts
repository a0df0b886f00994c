import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';
import { eventTime } from './presenter.js';

/**
 * Notifications of reservations (issue 31), each in the member's language: a place from the waiting list,
 * an approval, a rejection with staff's reason. The event's title travels in the three languages.
 */

const title = z.object({
  zh_CN: z.string().max(200).optional(),
  km_KH: z.string().max(200).optional(),
  en_US: z.string().max(200).optional(),
});
const params = z.object({ activityId: z.number().int(), title, reason: z.string().max(500).optional() });
type Params = z.infer<typeof params>;
const values = (p: Params, lang: Language) => ({
  title: p.title[lang] || p.title.zh_CN || p.title.en_US || p.title.km_KH || '',
});
const link = () => '/reservation/record';

const promoted: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '候补转正',
    title: '你已获得“{title}”的名额',
    body: '有人取消了报名，你已从候补名单获得“{title}”的名额。',
    emailSubject: '你已获得“{title}”的名额',
    emailBody: '有人取消了报名，你已从候补名单获得“{title}”的名额。请登录查看你的电子票。',
  },
  km_KH: {
    label: 'បានកន្លែងពីបញ្ជីរង់ចាំ',
    title: 'អ្នកទទួលបានកន្លែងសម្រាប់ «{title}»',
    body: 'មានអ្នកលុបចោលការចុះឈ្មោះ អ្នកទទួលបានកន្លែងសម្រាប់ «{title}» ពីបញ្ជីរង់ចាំ។',
    emailSubject: 'អ្នកទទួលបានកន្លែងសម្រាប់ «{title}»',
    emailBody: 'មានអ្នកលុបចោលការចុះឈ្មោះ អ្នកទទួលបានកន្លែងសម្រាប់ «{title}» ពីបញ្ជីរង់ចាំ។ សូមចូលគណនីដើម្បីមើលសំបុត្ររបស់អ្នក។',
  },
  en_US: {
    label: 'A place from the waiting list',
    title: 'You have a place at "{title}"',
    body: 'Someone cancelled: you moved up from the waiting list and have a place at "{title}".',
    emailSubject: 'You have a place at "{title}"',
    emailBody:
      'Someone cancelled: you moved up from the waiting list and have a place at "{title}". Sign in to see your ticket.',
  },
};

const approved: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '报名已通过',
    title: '你报名的“{title}”已通过审核',
    body: '你报名的“{title}”已通过审核，请凭电子票入场。',
    emailSubject: '你报名的“{title}”已通过审核',
    emailBody: '你报名的“{title}”已通过审核，请登录查看你的电子票。',
  },
  km_KH: {
    label: 'ការចុះឈ្មោះត្រូវបានអនុម័ត',
    title: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» ត្រូវបានអនុម័ត',
    body: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» ត្រូវបានអនុម័ត។ សូមបង្ហាញសំបុត្ររបស់អ្នកនៅពេលចូល។',
    emailSubject: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» ត្រូវបានអនុម័ត',
    emailBody: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» ត្រូវបានអនុម័ត។ សូមចូលគណនីដើម្បីមើលសំបុត្ររបស់អ្នក។',
  },
  en_US: {
    label: 'Registration approved',
    title: 'Your registration for "{title}" is approved',
    body: 'Your registration for "{title}" is approved. Show your ticket at the entrance.',
    emailSubject: 'Your registration for "{title}" is approved',
    emailBody: 'Your registration for "{title}" is approved. Sign in to see your ticket.',
  },
};

const rejected: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '报名未通过',
    title: '你报名的“{title}”未通过审核',
    body: '你报名的“{title}”未通过审核。原因：{reason}',
    emailSubject: '你报名的“{title}”未通过审核',
    emailBody: '你报名的“{title}”未通过审核。原因：{reason}',
  },
  km_KH: {
    label: 'ការចុះឈ្មោះមិនត្រូវបានអនុម័ត',
    title: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» មិនត្រូវបានអនុម័តទេ',
    body: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» មិនត្រូវបានអនុម័តទេ។ មូលហេតុ៖ {reason}',
    emailSubject: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» មិនត្រូវបានអនុម័តទេ',
    emailBody: 'ការចុះឈ្មោះរបស់អ្នកសម្រាប់ «{title}» មិនត្រូវបានអនុម័តទេ។ មូលហេតុ៖ {reason}',
  },
  en_US: {
    label: 'Registration not approved',
    title: 'Your registration for "{title}" was not approved',
    body: 'Your registration for "{title}" was not approved. Reason: {reason}',
    emailSubject: 'Your registration for "{title}" was not approved',
    emailBody: 'Your registration for "{title}" was not approved. Reason: {reason}',
  },
};

export const RESERVATION_PROMOTED = defineNotificationType({
  type: 'reservation.promoted',
  group: 'reservation',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: promoted,
});
export const RESERVATION_APPROVED = defineNotificationType({
  type: 'reservation.approved',
  group: 'reservation',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: approved,
});
export const RESERVATION_REJECTED = defineNotificationType({
  type: 'reservation.rejected',
  group: 'reservation',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: rejected,
});
const reminder: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '活动提醒',
    title: '明天见：“{title}”',
    body: '你报名的“{title}”将于 {time} 开始，请准时参加并带上电子票。',
    emailSubject: '活动提醒：“{title}”',
    emailBody: '你报名的“{title}”将于 {time} 开始，请准时参加并带上电子票。',
  },
  km_KH: {
    label: 'ការរំលឹកសកម្មភាព',
    title: 'ជួបគ្នាថ្ងៃស្អែក៖ «{title}»',
    body: '«{title}» ដែលអ្នកបានចុះឈ្មោះនឹងចាប់ផ្តើមនៅ {time}។ សូមមកទាន់ពេល ហើយយកសំបុត្ររបស់អ្នកមកជាមួយ។',
    emailSubject: 'ការរំលឹក៖ «{title}»',
    emailBody: '«{title}» ដែលអ្នកបានចុះឈ្មោះនឹងចាប់ផ្តើមនៅ {time}។ សូមមកទាន់ពេល ហើយយកសំបុត្ររបស់អ្នកមកជាមួយ។',
  },
  en_US: {
    label: 'Event reminders',
    title: 'See you tomorrow: "{title}"',
    body: '"{title}", which you registered for, starts {time}. Please come on time with your ticket.',
    emailSubject: 'Reminder: "{title}"',
    emailBody: '"{title}", which you registered for, starts {time}. Please come on time with your ticket.',
  },
};

const reminderParams = z.object({
  activityId: z.number().int(),
  title,
  startsAt: z.string().max(40),
  timeZone: z.string().max(40),
});
/** 24 hours before an event, to everyone with a place (jobs.ts), the time in the event's own time zone. */
export const RESERVATION_REMINDER = defineNotificationType({
  type: 'reservation.reminder',
  group: 'reservation',
  params: reminderParams,
  defaultChannel: 'email',
  link,
  values: (p, lang) => ({
    ...values({ activityId: p.activityId, title: p.title }, lang),
    time: eventTime(new Date(p.startsAt), p.timeZone, lang),
  }),
  texts: reminder,
});

const message: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '活动通知',
    title: '关于“{title}”的通知',
    body: '{message}',
    emailSubject: '关于“{title}”的通知',
    emailBody: '{message}',
  },
  km_KH: {
    label: 'សារពីអ្នករៀបចំសកម្មភាព',
    title: 'សារអំពី «{title}»',
    body: '{message}',
    emailSubject: 'សារអំពី «{title}»',
    emailBody: '{message}',
  },
  en_US: {
    label: 'Messages from event organizers',
    title: 'About "{title}"',
    body: '{message}',
    emailSubject: 'About "{title}"',
    emailBody: '{message}',
  },
};

const messageParams = z.object({ activityId: z.number().int(), title, message: z.string().max(1000) });
/** Staff's own words to everyone registered (a changed room, what to bring), framed in the member's language. */
export const RESERVATION_MESSAGE = defineNotificationType({
  type: 'reservation.message',
  group: 'reservation',
  params: messageParams,
  defaultChannel: 'email',
  link,
  values: (p, lang) => ({ ...values({ activityId: p.activityId, title: p.title }, lang), message: p.message }),
  texts: message,
});

export const RESERVATION_NOTIFICATIONS = [
  RESERVATION_PROMOTED,
  RESERVATION_APPROVED,
  RESERVATION_REJECTED,
  RESERVATION_REMINDER,
  RESERVATION_MESSAGE,
];
