import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType } from '../../platform/notification-types.js';

/**
 * What a moderator decided about a member's content or account, told to the member in their language.
 * One type: the decision and the kind of item are parameters, so the preferences page has one line.
 */

const ACTIONS = ['hide', 'restore', 'delete', 'approve', 'reject', 'suspend'] as const;
const TARGETS = ['post', 'comment', 'message', 'member'] as const;

const WHAT: Record<Language, Record<(typeof TARGETS)[number], string>> = {
  zh_CN: { post: '你的动态', comment: '你的评论', message: '你的私信', member: '你的账号' },
  km_KH: { post: 'ការបង្ហោះរបស់អ្នក', comment: 'មតិរបស់អ្នក', message: 'សាររបស់អ្នក', member: 'គណនីរបស់អ្នក' },
  en_US: { post: 'Your post', comment: 'Your comment', message: 'Your message', member: 'Your account' },
};

const DONE: Record<Language, Record<(typeof ACTIONS)[number], string>> = {
  zh_CN: {
    hide: '已被管理员隐藏',
    restore: '已被恢复显示',
    delete: '已被管理员删除',
    approve: '已通过审核并发布',
    reject: '未通过审核',
    suspend: '已被禁言至 {until}，期间只能浏览',
  },
  km_KH: {
    hide: 'ត្រូវបានលាក់ដោយអ្នកសម្របសម្រួល',
    restore: 'ត្រូវបានបង្ហាញឡើងវិញ',
    delete: 'ត្រូវបានលុបដោយអ្នកសម្របសម្រួល',
    approve: 'ត្រូវបានអនុម័ត និងបោះពុម្ពផ្សាយ',
    reject: 'មិនត្រូវបានអនុម័តទេ',
    suspend: 'ត្រូវបានផ្អាកការសរសេររហូតដល់ {until} ក្នុងអំឡុងពេលនេះ អ្នកអាចអានបានតែប៉ុណ្ណោះ',
  },
  en_US: {
    hide: 'was hidden by a moderator',
    restore: 'is shown again',
    delete: 'was deleted by a moderator',
    approve: 'was approved and published',
    reject: 'was not approved',
    suspend: 'cannot post until {until}. You can still read',
  },
};

const DATE: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km-KH', en_US: 'en-US' };

export const MODERATED = defineNotificationType({
  type: 'exchange.moderated',
  group: 'exchange',
  // postId: the post a comment is under, so an approved comment's notice opens it (absent in older rows).
  params: z.object({
    action: z.enum(ACTIONS),
    target: z.enum(TARGETS),
    id: z.string().max(20).nullable(),
    until: z.string().max(40).nullable(),
    postId: z.string().max(20).nullable().optional(),
  }),
  defaultChannel: 'in_app',
  values(p, lang) {
    const until = p.until
      ? new Date(p.until).toLocaleString(DATE[lang], { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) +
        ' UTC'
      : '';
    const done = DONE[lang][p.action].replace('{until}', until);
    return { what: WHAT[lang][p.target], done };
  },
  link: (p) => {
    const postId = p.target === 'post' ? p.id : p.target === 'comment' ? p.postId : null;
    return postId && p.action !== 'delete' && p.action !== 'reject'
      ? `/exchange/components/cardDetail?id=${postId}`
      : '/exchange';
  },
  texts: {
    zh_CN: {
      label: '社区管理结果',
      title: '{what}{done}',
      body: '{what}{done}。如有疑问，请联系客服。',
      emailSubject: '{what}{done}',
      emailBody: '{what}{done}。\n\n如有疑问，请联系客服。',
    },
    km_KH: {
      label: 'លទ្ធផលនៃការសម្របសម្រួលសហគមន៍',
      title: '{what} {done}',
      body: '{what} {done}។ ប្រសិនបើមានសំណួរ សូមទាក់ទងផ្នែកជំនួយ។',
      emailSubject: '{what} {done}',
      emailBody: '{what} {done}។\n\nប្រសិនបើមានសំណួរ សូមទាក់ទងផ្នែកជំនួយ។',
    },
    en_US: {
      label: 'Community moderation',
      title: '{what} {done}',
      body: '{what} {done}. If you have questions, contact support.',
      emailSubject: '{what} {done}',
      emailBody: '{what} {done}.\n\nIf you have questions, contact support.',
    },
  },
});

export const MODERATION_NOTIFICATIONS = [MODERATED];
