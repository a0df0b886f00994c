import type { Language } from '@acsc/shared';

/** Texts around notifications: a type that no longer exists, the email greeting and footer, the digest. */
export const NOTIFICATION_TEXTS: Record<
  Language,
  {
    unknownTitle: string;
    greeting: string;
    footer: string;
    digestSubject: string;
    digestIntro: string;
    digestMore: string;
    digestLink: string;
  }
> = {
  zh_CN: {
    unknownTitle: '通知',
    greeting: '{nickname}，您好：',
    footer: '—\nACSC | CCYA\n想要调整哪些通知通过邮件发送，请前往个人设置：{settingsUrl}',
    digestSubject: '您有 {count} 条新通知',
    digestIntro: '最近几分钟内，您收到了 {count} 条新通知：',
    digestMore: '……还有 {count} 条。',
    digestLink: '查看全部通知：{url}',
  },
  km_KH: {
    unknownTitle: 'ការជូនដំណឹង',
    greeting: 'សួស្តី {nickname}៖',
    footer: '—\nACSC | CCYA\nដើម្បីជ្រើសរើសការជូនដំណឹងណាខ្លះដែលផ្ញើតាមអ៊ីមែល សូមចូលទៅកាន់ការកំណត់៖ {settingsUrl}',
    digestSubject: 'អ្នកមានការជូនដំណឹងថ្មី {count}',
    digestIntro: 'ក្នុងរយៈពេលប៉ុន្មាននាទីចុងក្រោយនេះ អ្នកបានទទួលការជូនដំណឹងថ្មី {count}៖',
    digestMore: '… និង {count} ទៀត។',
    digestLink: 'មើលការជូនដំណឹងទាំងអស់៖ {url}',
  },
  en_US: {
    unknownTitle: 'Notification',
    greeting: 'Hello {nickname},',
    footer: '—\nACSC | CCYA\nTo choose which notifications you get by email, go to Settings: {settingsUrl}',
    digestSubject: 'You have {count} new notifications',
    digestIntro: 'In the last few minutes you received {count} new notifications:',
    digestMore: '... and {count} more.',
    digestLink: 'See all your notifications: {url}',
  },
};
