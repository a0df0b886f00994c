/**
 * The site's reference data: every database has it from its first start (tests included), and staff
 * change it in the console (country codes, footer and contact settings).
 */

/** Country codes offered for sign-in; 86 first (the default), then Cambodia, then neighbours and common ones. */
export const COUNTRY_CODES: { countryCode: string; region: string; names: Record<string, string> }[] = [
  { countryCode: '86', region: 'CN', names: { zh_CN: '中国', km_KH: 'ចិន', en_US: 'China' } },
  { countryCode: '855', region: 'KH', names: { zh_CN: '柬埔寨', km_KH: 'កម្ពុជា', en_US: 'Cambodia' } },
  { countryCode: '852', region: 'HK', names: { zh_CN: '中国香港', km_KH: 'ហុងកុង', en_US: 'Hong Kong' } },
  { countryCode: '853', region: 'MO', names: { zh_CN: '中国澳门', km_KH: 'ម៉ាកាវ', en_US: 'Macau' } },
  { countryCode: '886', region: 'TW', names: { zh_CN: '中国台湾', km_KH: 'តៃវ៉ាន់', en_US: 'Taiwan' } },
  { countryCode: '66', region: 'TH', names: { zh_CN: '泰国', km_KH: 'ថៃ', en_US: 'Thailand' } },
  { countryCode: '84', region: 'VN', names: { zh_CN: '越南', km_KH: 'វៀតណាម', en_US: 'Vietnam' } },
  { countryCode: '856', region: 'LA', names: { zh_CN: '老挝', km_KH: 'ឡាវ', en_US: 'Laos' } },
  { countryCode: '95', region: 'MM', names: { zh_CN: '缅甸', km_KH: 'មីយ៉ាន់ម៉ា', en_US: 'Myanmar' } },
  { countryCode: '60', region: 'MY', names: { zh_CN: '马来西亚', km_KH: 'ម៉ាឡេស៊ី', en_US: 'Malaysia' } },
  { countryCode: '65', region: 'SG', names: { zh_CN: '新加坡', km_KH: 'សិង្ហបុរី', en_US: 'Singapore' } },
  { countryCode: '62', region: 'ID', names: { zh_CN: '印度尼西亚', km_KH: 'ឥណ្ឌូណេស៊ី', en_US: 'Indonesia' } },
  { countryCode: '63', region: 'PH', names: { zh_CN: '菲律宾', km_KH: 'ហ្វីលីពីន', en_US: 'Philippines' } },
  { countryCode: '81', region: 'JP', names: { zh_CN: '日本', km_KH: 'ជប៉ុន', en_US: 'Japan' } },
  { countryCode: '82', region: 'KR', names: { zh_CN: '韩国', km_KH: 'កូរ៉េខាងត្បូង', en_US: 'South Korea' } },
  {
    countryCode: '1',
    region: 'US',
    names: { zh_CN: '美国/加拿大', km_KH: 'សហរដ្ឋអាមេរិក/កាណាដា', en_US: 'United States / Canada' },
  },
  { countryCode: '44', region: 'GB', names: { zh_CN: '英国', km_KH: 'ចក្រភពអង់គ្លេស', en_US: 'United Kingdom' } },
  { countryCode: '61', region: 'AU', names: { zh_CN: '澳大利亚', km_KH: 'អូស្ត្រាលី', en_US: 'Australia' } },
  { countryCode: '33', region: 'FR', names: { zh_CN: '法国', km_KH: 'បារាំង', en_US: 'France' } },
];

/** Footer and contact settings as first stored; staff edit them in the console, and a key the database lacks reads as here. */
export const DEFAULT_SETTINGS: Record<string, unknown> = {
  telegram: 'https://t.me/acsc_ccya',
  tiktok: 'https://www.tiktok.com/@acsc_ccya',
  wechat: 'ACSC-CCYA',
  wechatQr: '',
  instagram: 'https://www.instagram.com/acsc_ccya',
  emails: ['contact@acsc-ccya.org', 'students@acsc-ccya.org'],
  phones: ['+855 23 888 168', '+86 10 6532 1688'],
  address: {
    zh_CN: '柬埔寨金边市隆边区莫尼旺大道 123 号',
    km_KH: 'ផ្ទះលេខ ១២៣ មហាវិថីព្រះមុនីវង្ស ខណ្ឌដូនពេញ រាជធានីភ្នំពេញ កម្ពុជា',
    en_US: 'No. 123, Preah Monivong Blvd, Daun Penh, Phnom Penh, Cambodia',
  },
  appDownloadUrl: '/download',
  androidUrl: '/download#android',
  iosUrl: '/download#ios',
  copyright: {
    zh_CN: '© 2024-2025 柬埔寨留华学生会 | 柬中青年协会 版权所有',
    km_KH: '© 2024-2025 សមាគមនិស្សិតកម្ពុជានៅចិន | សមាគមយុវជនកម្ពុជា-ចិន រក្សាសិទ្ធិគ្រប់យ៉ាង',
    en_US: '© 2024-2025 ACSC | CCYA. All rights reserved.',
  },
};
