/**
 * Load shedding's code and text on their own (ERRORS.SERVER_BUSY and its message in errors.ts use them). The
 * web's first load says "busy" for a proxy's 502-504 page with this module alone: imported from errors.ts,
 * the whole error table would join the first load (about 11 KB).
 */
export const SERVER_BUSY_CODE = 1504;
export const SERVER_BUSY_TEXT = {
  zh_CN: '服务器正忙，请稍后再试',
  km_KH: 'ម៉ាស៊ីនមេកំពុងរវល់ សូមព្យាយាមម្តងទៀតបន្តិចទៀត',
  en_US: 'The server is busy. Please try again in a moment.',
} as const;
