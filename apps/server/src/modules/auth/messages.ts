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

/** The text of a verification message in the reader's language. */
export function codeMessage(lang: Language, code: string): { subject: string; text: string } {
  return { subject: SUBJECTS[lang], text: TEXTS[lang](code) };
}
