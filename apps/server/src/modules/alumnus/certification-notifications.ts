import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';

/**
 * Notifications of alumni certification (issue 33), in the member's language: approved, or rejected with
 * staff's reason (kept in the three languages, the member's own shown, else the first there is).
 */

const reason = z.object({
  zh_CN: z.string().max(500).optional(),
  km_KH: z.string().max(500).optional(),
  en_US: z.string().max(500).optional(),
});
const params = z.object({ submissionId: z.number().int(), reason: reason.optional() });
type Params = z.infer<typeof params>;
const values = (p: Params, lang: Language) => ({
  reason: p.reason?.[lang] || p.reason?.km_KH || p.reason?.en_US || p.reason?.zh_CN || '',
});
const link = () => '/alumnus/submit';

const approved: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '校友认证通过',
    title: '你已通过校友认证',
    body: '恭喜！你的校友认证已通过，你的名片上已显示“认证校友”标识。',
    emailSubject: '你已通过校友认证',
    emailBody: '恭喜！你的校友认证已通过。你可以在设置中选择校友名录显示哪些信息。',
  },
  km_KH: {
    label: 'ការបញ្ជាក់អតីតនិស្សិតត្រូវបានអនុម័ត',
    title: 'អ្នកត្រូវបានបញ្ជាក់ជាអតីតនិស្សិត',
    body: 'សូមអបអរសាទរ! ការបញ្ជាក់អតីតនិស្សិតរបស់អ្នកត្រូវបានអនុម័ត ហើយកាតសមាជិករបស់អ្នកបង្ហាញស្លាក «អតីតនិស្សិតបានបញ្ជាក់»។',
    emailSubject: 'អ្នកត្រូវបានបញ្ជាក់ជាអតីតនិស្សិត',
    emailBody: 'សូមអបអរសាទរ! ការបញ្ជាក់អតីតនិស្សិតរបស់អ្នកត្រូវបានអនុម័ត។ អ្នកអាចជ្រើសរើសព័ត៌មានដែលបង្ហាញក្នុងបញ្ជីឈ្មោះនៅក្នុងការកំណត់។',
  },
  en_US: {
    label: 'Alumni certification approved',
    title: 'You are a certified alumnus',
    body: 'Congratulations! Your alumni certification is approved: your member card shows the certified alumnus badge.',
    emailSubject: 'You are a certified alumnus',
    emailBody:
      'Congratulations! Your alumni certification is approved. In your settings you choose what the alumni directory shows.',
  },
};

const rejected: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '校友认证未通过',
    title: '你的校友认证未通过',
    body: '你的校友认证未通过。原因：{reason}。你可以修改后重新提交。',
    emailSubject: '你的校友认证未通过',
    emailBody: '你的校友认证未通过。原因：{reason}。请登录修改后重新提交。',
  },
  km_KH: {
    label: 'ការបញ្ជាក់អតីតនិស្សិតមិនត្រូវបានអនុម័ត',
    title: 'ការបញ្ជាក់អតីតនិស្សិតរបស់អ្នកមិនត្រូវបានអនុម័តទេ',
    body: 'ការបញ្ជាក់អតីតនិស្សិតរបស់អ្នកមិនត្រូវបានអនុម័តទេ។ មូលហេតុ៖ {reason}។ អ្នកអាចកែតម្រូវ ហើយដាក់ស្នើម្តងទៀត។',
    emailSubject: 'ការបញ្ជាក់អតីតនិស្សិតរបស់អ្នកមិនត្រូវបានអនុម័តទេ',
    emailBody: 'ការបញ្ជាក់អតីតនិស្សិតរបស់អ្នកមិនត្រូវបានអនុម័តទេ។ មូលហេតុ៖ {reason}។ សូមចូលគណនី កែតម្រូវ ហើយដាក់ស្នើម្តងទៀត។',
  },
  en_US: {
    label: 'Alumni certification not approved',
    title: 'Your alumni certification was not approved',
    body: 'Your alumni certification was not approved. Reason: {reason}. You may correct it and submit again.',
    emailSubject: 'Your alumni certification was not approved',
    emailBody: 'Your alumni certification was not approved. Reason: {reason}. Sign in to correct it and submit again.',
  },
};

export const ALUMNI_APPROVED = defineNotificationType({
  type: 'alumnus.approved',
  group: 'alumnus',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: approved,
});
export const ALUMNI_REJECTED = defineNotificationType({
  type: 'alumnus.rejected',
  group: 'alumnus',
  params,
  defaultChannel: 'email',
  link,
  values,
  texts: rejected,
});
export const ALUMNI_NOTIFICATIONS = [ALUMNI_APPROVED, ALUMNI_REJECTED];
