import type { Language } from '@acsc/shared';

/** Server-rendered texts of page heads and feeds, in the three languages. */
export const SITE_NAME: Record<Language, string> = {
  zh_CN: '柬埔寨留华学生会 | 柬中青年协会',
  km_KH: 'សមាគមនិស្សិតកម្ពុជានៅចិន | សមាគមយុវជនកម្ពុជា-ចិន',
  en_US: 'ACSC | CCYA',
};

export const NEWS_FEED_TITLE: Record<Language, string> = {
  zh_CN: '新闻资讯 - 柬埔寨留华学生会 | 柬中青年协会',
  km_KH: 'ព័ត៌មាន - សមាគមនិស្សិតកម្ពុជានៅចិន | សមាគមយុវជនកម្ពុជា-ចិន',
  en_US: 'News - ACSC | CCYA',
};

export const NEWS_FEED_DESCRIPTION: Record<Language, string> = {
  zh_CN: '在华柬埔寨学生的通知、校园生活、文化交流与就业资讯',
  km_KH: 'សេចក្តីជូនដំណឹង ជីវិតនៅសាកលវិទ្យាល័យ ការផ្លាស់ប្តូរវប្បធម៌ និងព័ត៌មានការងារសម្រាប់និស្សិតកម្ពុជានៅចិន',
  en_US: 'Notices, campus life, cultural exchange and careers for Cambodian students in China',
};
