import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus, type Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';

/**
 * Notifications of applications (issue 32): every change of an application's status by staff or an
 * employer tells the applicant, in their language, with the job's title in the three languages and the
 * optional message of whoever moved it.
 */

const title = z.object({
  zh_CN: z.string().max(200).optional(),
  km_KH: z.string().max(200).optional(),
  en_US: z.string().max(200).optional(),
});
const params = z.object({
  applicationId: z.number().int(),
  jobId: z.number().int(),
  title,
  status: z.enum(APPLICATION_STATUSES),
  message: z.string().max(1000).optional(),
});

const STATUS_NAMES: Record<Language, Record<ApplicationStatus, string>> = {
  zh_CN: {
    Submitted: '已投递',
    Viewed: '已查看',
    Interview: '邀请面试',
    Offer: '录用',
    Rejected: '未通过',
    Withdrawn: '已撤回',
  },
  km_KH: {
    Submitted: 'បានដាក់ពាក្យ',
    Viewed: 'បានមើល',
    Interview: 'សម្ភាសន៍',
    Offer: 'ទទួលយក',
    Rejected: 'មិនជាប់',
    Withdrawn: 'បានដកវិញ',
  },
  en_US: {
    Submitted: 'Submitted',
    Viewed: 'Viewed',
    Interview: 'Interview',
    Offer: 'Offer',
    Rejected: 'Rejected',
    Withdrawn: 'Withdrawn',
  },
};
const MESSAGE_LABEL: Record<Language, string> = { zh_CN: '留言：', km_KH: 'សារ៖ ', en_US: 'Message: ' };

const texts: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '求职申请进度',
    title: '你申请的“{title}”：{status}',
    body: '你申请的“{title}”状态已更新为：{status}。{message}',
    emailSubject: '你申请的“{title}”：{status}',
    emailBody: '你申请的“{title}”状态已更新为：{status}。{message}',
  },
  km_KH: {
    label: 'វឌ្ឍនភាពនៃពាក្យស្នើសុំការងារ',
    title: 'ពាក្យស្នើសុំ «{title}»៖ {status}',
    body: 'ស្ថានភាពពាក្យស្នើសុំរបស់អ្នកសម្រាប់ «{title}» ឥឡូវនេះគឺ៖ {status}។ {message}',
    emailSubject: 'ពាក្យស្នើសុំ «{title}»៖ {status}',
    emailBody: 'ស្ថានភាពពាក្យស្នើសុំរបស់អ្នកសម្រាប់ «{title}» ឥឡូវនេះគឺ៖ {status}។ {message}',
  },
  en_US: {
    label: 'Job application updates',
    title: 'Your application for "{title}": {status}',
    body: 'Your application for "{title}" is now: {status}. {message}',
    emailSubject: 'Your application for "{title}": {status}',
    emailBody: 'Your application for "{title}" is now: {status}. {message}',
  },
};

export const WORK_APPLICATION_STATUS = defineNotificationType({
  type: 'work.applicationStatus',
  group: 'work',
  params,
  defaultChannel: 'email',
  link: () => '/work/record',
  values: (p, lang) => ({
    title: p.title[lang] || p.title.zh_CN || p.title.en_US || p.title.km_KH || '',
    status: STATUS_NAMES[lang][p.status],
    message: p.message ? MESSAGE_LABEL[lang] + p.message : '',
  }),
  texts,
});

export const WORK_NOTIFICATIONS = [WORK_APPLICATION_STATUS];
