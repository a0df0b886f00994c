import { z } from 'zod';
import { deviceLabel, type DeviceFields, type Language } from '@acsc/shared';
import { defineNotificationType } from '../../platform/notification-types.js';

/**
 * The account's notification types. The sign-in module sends newSignIn; the settings pages send the
 * others (password, bound address, deletion) when those calls exist.
 */

const SETTINGS = '/setting';
const short = z.string().max(128).nullable();

const UNKNOWN_DEVICE: Record<Language, string> = {
  zh_CN: '未知设备',
  km_KH: 'ឧបករណ៍មិនស្គាល់',
  en_US: 'an unknown device',
};
const UNKNOWN_IP: Record<Language, string> = { zh_CN: '未知', km_KH: 'មិនស្គាល់', en_US: 'unknown' };

/** "Safari · iPhone/iOS": the device kept with the session (packages/shared/src/device.ts). */
function deviceText(p: DeviceFields, lang: Language): string {
  return deviceLabel(p) || UNKNOWN_DEVICE[lang];
}

/**
 * What to do if the sign-in was not the member's: a member with a password changes it; one who signs in
 * with codes only has none to change (issue 27: a new phone member was told to "change your password
 * now"), so signs that device out, and may set one.
 */
const ADVICE: Record<Language, { password: string; codesOnly: string }> = {
  zh_CN: {
    password: '如果不是您本人操作，请立即修改密码，并在“个人设置”中退出该设备。',
    codesOnly: '如果不是您本人操作，请立即在“个人设置”中退出该设备。您的账号还没有密码，也可以在那里设置一个。',
  },
  km_KH: {
    password: 'ប្រសិនបើមិនមែនជាអ្នក សូមប្តូរពាក្យសម្ងាត់ភ្លាម ហើយចាកចេញពីឧបករណ៍នោះនៅក្នុង «ការកំណត់»។',
    codesOnly:
      'ប្រសិនបើមិនមែនជាអ្នក សូមចាកចេញពីឧបករណ៍នោះភ្លាមៗនៅក្នុង «ការកំណត់»។ គណនីរបស់អ្នកមិនទាន់មានពាក្យសម្ងាត់ទេ អ្នកក៏អាចកំណត់វានៅទីនោះបានដែរ។',
  },
  en_US: {
    password: 'If this was not you, change your password now and sign out that device in Settings.',
    codesOnly:
      'If this was not you, sign out that device in Settings now. Your account has no password yet; you can set one there too.',
  },
};

export const NEW_SIGN_IN = defineNotificationType({
  type: 'account.newSignIn',
  group: 'account',
  // hasPassword: absent on notifications stored before it was kept (they were all told to change the password).
  params: z.object({
    osName: short,
    osVersion: short,
    platform: short,
    ip: short,
    hasPassword: z.boolean().optional(),
  }),
  defaultChannel: 'email',
  values: (p, lang) => ({
    device: deviceText(p, lang),
    ip: p.ip ?? UNKNOWN_IP[lang],
    advice: ADVICE[lang][p.hasPassword === false ? 'codesOnly' : 'password'],
  }),
  link: () => SETTINGS,
  texts: {
    zh_CN: {
      label: '新设备登录',
      title: '您的账号在新设备上登录',
      body: '您的账号刚刚在 {device} 上登录（IP：{ip}）。{advice}',
      emailSubject: '您的 ACSC | CCYA 账号在新设备上登录',
      emailBody: '您的账号刚刚在 {device} 上登录（IP：{ip}）。\n\n如果是您本人操作，无需处理。{advice}',
    },
    km_KH: {
      label: 'ការចូលពីឧបករណ៍ថ្មី',
      title: 'គណនីរបស់អ្នកត្រូវបានចូលពីឧបករណ៍ថ្មី',
      body: 'គណនីរបស់អ្នកទើបតែត្រូវបានចូលនៅលើ {device} (IP៖ {ip})។ {advice}',
      emailSubject: 'គណនី ACSC | CCYA របស់អ្នកត្រូវបានចូលពីឧបករណ៍ថ្មី',
      emailBody: 'គណនីរបស់អ្នកទើបតែត្រូវបានចូលនៅលើ {device} (IP៖ {ip})។\n\nប្រសិនបើជាអ្នក មិនចាំបាច់ធ្វើអ្វីទេ។ {advice}',
    },
    en_US: {
      label: 'Sign-in on a new device',
      title: 'Your account was signed in on a new device',
      body: 'Your account was just signed in on {device} (IP {ip}). {advice}',
      emailSubject: 'New sign-in to your ACSC | CCYA account',
      emailBody:
        'Your account was just signed in on {device} (IP {ip}).\n\nIf this was you, there is nothing to do. {advice}',
    },
  },
});

export const PASSWORD_CHANGED = defineNotificationType({
  type: 'account.passwordChanged',
  group: 'account',
  params: z.object({}),
  defaultChannel: 'email',
  link: () => SETTINGS,
  texts: {
    zh_CN: {
      label: '密码已修改',
      title: '您的密码已修改',
      body: '您的账号密码刚刚被修改。如果不是您本人操作，请立即通过验证码登录并重新设置密码。',
      emailSubject: '您的 ACSC | CCYA 账号密码已修改',
      emailBody:
        '您的账号密码刚刚被修改。\n\n如果是您本人操作，无需处理。如果不是，请立即通过验证码登录，重新设置密码，并退出其他设备。',
    },
    km_KH: {
      label: 'ពាក្យសម្ងាត់ត្រូវបានប្តូរ',
      title: 'ពាក្យសម្ងាត់របស់អ្នកត្រូវបានប្តូរ',
      body: 'ពាក្យសម្ងាត់គណនីរបស់អ្នកទើបតែត្រូវបានប្តូរ។ ប្រសិនបើមិនមែនជាអ្នក សូមចូលដោយលេខកូដផ្ទៀងផ្ទាត់ ហើយកំណត់ពាក្យសម្ងាត់ថ្មីភ្លាម។',
      emailSubject: 'ពាក្យសម្ងាត់គណនី ACSC | CCYA របស់អ្នកត្រូវបានប្តូរ',
      emailBody:
        'ពាក្យសម្ងាត់គណនីរបស់អ្នកទើបតែត្រូវបានប្តូរ។\n\nប្រសិនបើជាអ្នក មិនចាំបាច់ធ្វើអ្វីទេ។ ប្រសិនបើមិនមែន សូមចូលដោយលេខកូដផ្ទៀងផ្ទាត់ កំណត់ពាក្យសម្ងាត់ថ្មី ហើយចាកចេញពីឧបករណ៍ផ្សេងទៀតភ្លាម។',
    },
    en_US: {
      label: 'Password changed',
      title: 'Your password was changed',
      body: 'The password of your account was just changed. If this was not you, sign in with a verification code and set a new password now.',
      emailSubject: 'Your ACSC | CCYA password was changed',
      emailBody:
        'The password of your account was just changed.\n\nIf this was you, there is nothing to do. If it was not, sign in with a verification code now, set a new password and sign out the other devices.',
    },
  },
});

const ADDRESS_KIND: Record<Language, Record<'phone' | 'email', string>> = {
  zh_CN: { phone: '手机号码', email: '邮箱' },
  km_KH: { phone: 'លេខទូរស័ព្ទ', email: 'អ៊ីមែល' },
  en_US: { phone: 'phone number', email: 'email address' },
};

export const ADDRESS_CHANGED = defineNotificationType({
  type: 'account.addressChanged',
  group: 'account',
  /** `address` is the new one, masked as the member info shows it. */
  params: z.object({ kind: z.enum(['phone', 'email']), address: z.string().max(254) }),
  defaultChannel: 'email',
  values: (p, lang) => ({ kind: ADDRESS_KIND[lang][p.kind] }),
  link: () => SETTINGS,
  texts: {
    zh_CN: {
      label: '手机号码或邮箱已更换',
      title: '您的{kind}已更换',
      body: '您账号绑定的{kind}已更换为 {address}。如果不是您本人操作，请立即联系我们。',
      emailSubject: '您的 ACSC | CCYA 账号{kind}已更换',
      emailBody:
        '您账号绑定的{kind}已更换为 {address}。\n\n如果是您本人操作，无需处理。如果不是，请立即修改密码并联系我们。',
    },
    km_KH: {
      label: 'លេខទូរស័ព្ទ ឬអ៊ីមែលត្រូវបានប្តូរ',
      title: '{kind}របស់អ្នកត្រូវបានប្តូរ',
      body: '{kind}ដែលភ្ជាប់ជាមួយគណនីរបស់អ្នកត្រូវបានប្តូរទៅ {address}។ ប្រសិនបើមិនមែនជាអ្នក សូមទាក់ទងមកយើងភ្លាម។',
      emailSubject: '{kind}នៃគណនី ACSC | CCYA របស់អ្នកត្រូវបានប្តូរ',
      emailBody:
        '{kind}ដែលភ្ជាប់ជាមួយគណនីរបស់អ្នកត្រូវបានប្តូរទៅ {address}។\n\nប្រសិនបើជាអ្នក មិនចាំបាច់ធ្វើអ្វីទេ។ ប្រសិនបើមិនមែន សូមប្តូរពាក្យសម្ងាត់ ហើយទាក់ទងមកយើងភ្លាម។',
    },
    en_US: {
      label: 'Phone number or email changed',
      title: 'Your {kind} was changed',
      body: 'The {kind} of your account is now {address}. If this was not you, contact us now.',
      emailSubject: 'The {kind} of your ACSC | CCYA account was changed',
      emailBody:
        'The {kind} of your account is now {address}.\n\nIf this was you, there is nothing to do. If it was not, change your password and contact us now.',
    },
  },
});

export const DELETION_SCHEDULED = defineNotificationType({
  type: 'account.deletionScheduled',
  group: 'account',
  /** When the account will be erased, ISO 8601. */
  params: z.object({ deleteAt: z.string().datetime({ offset: true }) }),
  defaultChannel: 'email',
  values: (p) => ({ date: p.deleteAt.slice(0, 10) }),
  link: () => SETTINGS,
  texts: {
    zh_CN: {
      label: '账号注销已安排',
      title: '您的账号将被注销',
      body: '您的账号将于 {date} 注销，届时个人资料将被删除。在此之前，您可以登录并在“个人设置”中取消。',
      emailSubject: '您的 ACSC | CCYA 账号将于 {date} 注销',
      emailBody:
        '您申请了注销账号。您的账号将于 {date} 注销，届时个人资料将被删除，您发布的内容将显示为“已注销会员”。\n\n如果改变主意，请在此之前登录并在“个人设置”中取消。',
    },
    km_KH: {
      label: 'ការលុបគណនីត្រូវបានកំណត់ពេល',
      title: 'គណនីរបស់អ្នកនឹងត្រូវបានលុប',
      body: 'គណនីរបស់អ្នកនឹងត្រូវបានលុបនៅថ្ងៃទី {date} ហើយព័ត៌មានផ្ទាល់ខ្លួននឹងត្រូវបានលុបចោល។ មុនពេលនោះ អ្នកអាចចូល ហើយបោះបង់នៅក្នុង «ការកំណត់»។',
      emailSubject: 'គណនី ACSC | CCYA របស់អ្នកនឹងត្រូវបានលុបនៅថ្ងៃទី {date}',
      emailBody:
        'អ្នកបានស្នើសុំលុបគណនីរបស់អ្នក។ គណនីនឹងត្រូវបានលុបនៅថ្ងៃទី {date} ព័ត៌មានផ្ទាល់ខ្លួននឹងត្រូវបានលុបចោល ហើយមាតិកាដែលអ្នកបានបង្ហោះនឹងបង្ហាញថាជា «សមាជិកដែលបានលុប»។\n\nប្រសិនបើអ្នកប្តូរចិត្ត សូមចូល ហើយបោះបង់នៅក្នុង «ការកំណត់» មុនថ្ងៃនោះ។',
    },
    en_US: {
      label: 'Account deletion scheduled',
      title: 'Your account will be deleted',
      body: 'Your account will be deleted on {date} and your personal data erased. Until then you can sign in and cancel it in Settings.',
      emailSubject: 'Your ACSC | CCYA account will be deleted on {date}',
      emailBody:
        'You asked for your account to be deleted. It will be deleted on {date}: your personal data will be erased and what you posted will show as from "deleted member".\n\nIf you change your mind, sign in before then and cancel it in Settings.',
    },
  },
});

export const ACCOUNT_NOTIFICATIONS = [NEW_SIGN_IN, PASSWORD_CHANGED, ADDRESS_CHANGED, DELETION_SCHEDULED];
