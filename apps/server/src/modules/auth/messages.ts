import { LIMITS, type Language } from '@acsc/shared';

const minutes = LIMITS.codeTtlSeconds / 60;

const SUBJECTS: Record<Language, string> = {
  zh_CN: 'ACSC | CCYA 验证码',
  km_KH: 'លេខកូដផ្ទៀងផ្ទាត់ ACSC | CCYA',
  en_US: 'Your ACSC | CCYA verification code',
};

const TEXTS: Record<Language, (code: string) => string> = {
  zh_CN: (code) => `您的 ACSC | CCYA 验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息。`,
  km_KH: (code) =>
    `លេខកូដផ្ទៀងផ្ទាត់ ACSC | CCYA របស់អ្នកគឺ ${code}។ វាមានសុពលភាពរយៈពេល ${minutes} នាទី។ ប្រសិនបើមិនមែនជាអ្នកស្នើសុំ សូមមិនអើពើសារនេះ។`,
  en_US: (code) =>
    `Your ACSC | CCYA verification code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
};

// A code to reset the password (issue 28) says so, and that ignoring it leaves the password as it is.
const RESET_SUBJECTS: Record<Language, string> = {
  zh_CN: 'ACSC | CCYA 重置密码验证码',
  km_KH: 'លេខកូដកំណត់ពាក្យសម្ងាត់ឡើងវិញ ACSC | CCYA',
  en_US: 'Your ACSC | CCYA password reset code',
};

const RESET_TEXTS: Record<Language, (code: string) => string> = {
  zh_CN: (code) =>
    `您正在重置 ACSC | CCYA 账号的密码，验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本消息，您的密码不会改变。`,
  km_KH: (code) =>
    `លេខកូដសម្រាប់កំណត់ពាក្យសម្ងាត់គណនី ACSC | CCYA របស់អ្នកឡើងវិញគឺ ${code}។ វាមានសុពលភាពរយៈពេល ${minutes} នាទី។ ប្រសិនបើមិនមែនជាអ្នកស្នើសុំ សូមមិនអើពើសារនេះ ពាក្យសម្ងាត់របស់អ្នកនឹងមិនផ្លាស់ប្តូរទេ។`,
  en_US: (code) =>
    `Your code to reset the password of your ACSC | CCYA account is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
};

/** The text of a verification message in the reader's language. */
export function codeMessage(
  lang: Language,
  code: string,
  purpose: 'login' | 'bind' | 'reset' = 'login',
): { subject: string; text: string } {
  if (purpose === 'reset') return { subject: RESET_SUBJECTS[lang], text: RESET_TEXTS[lang](code) };
  return { subject: SUBJECTS[lang], text: TEXTS[lang](code) };
}
