import { SERVER_BUSY_CODE, SERVER_BUSY_TEXT } from './busy.js';
import type { Language } from './languages.js';

/**
 * Every response code of the API, named once. 0 is success and 90 is "session invalid" (spec section 8);
 * the rest are ours. `status` is the HTTP status that goes with it, so caches, proxies and logs read it right.
 */
export const ERRORS = {
  SUCCESS: { code: 0, status: 200 },
  SESSION_INVALID: { code: 90, status: 401 },
  BAD_REQUEST: { code: 1000, status: 400 },
  VALIDATION: { code: 1001, status: 400 },
  TEXT_INVALID: { code: 1002, status: 400 },
  NOT_FOUND: { code: 1004, status: 404 },
  ROUTE_NOT_FOUND: { code: 1005, status: 404 },
  FORBIDDEN: { code: 1003, status: 403 },
  TOO_MANY_REQUESTS: { code: 1029, status: 429 },
  PAYLOAD_TOO_LARGE: { code: 1013, status: 413 },
  INTERNAL: { code: 1500, status: 500 },
  SERVICE_UNAVAILABLE: { code: 1503, status: 503 },
  /** Load shedding (platform/overload.ts): the process is past its event-loop or memory limit; Retry-After says when. */
  SERVER_BUSY: { code: SERVER_BUSY_CODE, status: 503 },
  /** GET /prod-api/health/ready: a part the process needs (database, Redis, bucket) does not answer. */
  NOT_READY: { code: 1505, status: 503 },
  /** The server's disk (or quota) is full: an upload is refused whole, nothing half-written stays (platform/storage.ts). */
  STORAGE_FULL: { code: 1506, status: 503 },
  COUNTRY_CODE_UNSUPPORTED: { code: 2001, status: 400 },
  PHONE_INVALID: { code: 2002, status: 400 },
  EMAIL_INVALID: { code: 2003, status: 400 },
  ADDRESS_REQUIRED: { code: 2004, status: 400 },
  CODE_WRONG: { code: 2010, status: 400 },
  CODE_EXPIRED: { code: 2011, status: 400 },
  CODE_TOO_MANY_TRIES: { code: 2012, status: 400 },
  CODE_RESEND_TOO_SOON: { code: 2013, status: 429 },
  CODE_DAILY_ADDRESS: { code: 2014, status: 429 },
  CODE_DAILY_IP: { code: 2015, status: 429 },
  CODE_DAILY_DEVICE: { code: 2016, status: 429 },
  SMS_CEILING: { code: 2017, status: 429 },
  CODE_REQUIRED: { code: 2018, status: 400 },
  DELIVERY_FAILED: { code: 2019, status: 502 },
  LOGIN_FAILED: { code: 2020, status: 400 },
  LOGIN_THROTTLED: { code: 2021, status: 429 },
  EMAIL_TAKEN: { code: 2022, status: 409 },
  PASSWORDS_DIFFER: { code: 2023, status: 400 },
  PASSWORD_TOO_COMMON: { code: 2024, status: 400 },
  ADDRESS_TAKEN: { code: 2025, status: 409 },
  UNIQUE_MARK_INVALID: { code: 2026, status: 400 },
  PASSWORD_FORMAT: { code: 2027, status: 400 },
  ACCOUNT_DISABLED: { code: 2028, status: 403 },
  ALREADY_BOUND: { code: 2029, status: 409 },
  // Staff console and media pipeline (issue 4).
  MEDIA_TOO_LARGE: { code: 4001, status: 413 },
  MEDIA_TYPE_UNSUPPORTED: { code: 4002, status: 415 },
  IMAGE_TOO_MANY_PIXELS: { code: 4003, status: 400 },
  IMAGE_UNREADABLE: { code: 4004, status: 400 },
  VIDEO_TOO_LONG: { code: 4005, status: 400 },
  VIDEO_UNREADABLE: { code: 4006, status: 400 },
  MEDIA_IN_USE: { code: 4007, status: 409 },
  CHANNEL_NOT_EMPTY: { code: 4008, status: 409 },
  CODE_TAKEN: { code: 4009, status: 409 },
  LAST_ADMIN: { code: 4010, status: 409 },
  FILE_REQUIRED: { code: 4011, status: 400 },
  DOCUMENT_TOO_LARGE: { code: 4012, status: 413 },
  DOCUMENT_TYPE_UNSUPPORTED: { code: 4013, status: 415 },
  // Member platform (issue 10).
  NOTIFICATION_TYPE_UNKNOWN: { code: 5001, status: 400 },
  LIVE_CHANNEL_UNKNOWN: { code: 5002, status: 404 },
  WRITE_LIMITED: { code: 5003, status: 429 },
  NEW_ACCOUNT_WRITE_LIMITED: { code: 5004, status: 429 },
  PASSWORD_WRONG: { code: 5005, status: 400 },
  PASSWORD_NOT_SET: { code: 5006, status: 400 },
  // Avatar, first password, changing the bound address (5020-5029).
  PASSWORD_ALREADY_SET: { code: 5020, status: 409 },
  EMAIL_NOT_BOUND: { code: 5021, status: 400 },
  CURRENT_ADDRESS_UNVERIFIED: { code: 5022, status: 400 },
  // Privacy and data, member uploads (issue 10 §1, §6).
  ADDRESS_NOT_BOUND: { code: 5101, status: 400 },
  DELETION_ALREADY_SCHEDULED: { code: 5102, status: 409 },
  DELETION_NOT_SCHEDULED: { code: 5103, status: 409 },
  UPLOAD_QUOTA_EXCEEDED: { code: 5104, status: 413 },
  UPLOAD_DAILY_LIMIT: { code: 5105, status: 429 },
  PROFILE_PRIVATE: { code: 5106, status: 403 },
  // Member uploads (issue 28).
  PRIVATE_FILE_TYPE_UNSUPPORTED: { code: 5110, status: 415 },
  // Exchange: private messages and moderation (5300-5349).
  MESSAGE_NOT_ALLOWED: { code: 5300, status: 403 },
  MESSAGE_IMAGE_INVALID: { code: 5301, status: 400 },
  REPORT_DUPLICATE: { code: 5310, status: 409 },
  REPORT_OWN_ITEM: { code: 5311, status: 400 },
  // The exchange community (issue 11): 5200-5299.
  POST_NOT_FOUND: { code: 5201, status: 404 },
  COMMENT_NOT_FOUND: { code: 5202, status: 404 },
  MEDIA_MIXED: { code: 5203, status: 400 },
  TOO_MANY_IMAGES: { code: 5204, status: 400 },
  UPLOAD_NOT_FOUND: { code: 5205, status: 400 },
  NOT_AUTHOR: { code: 5206, status: 403 },
  SELF_FOLLOW: { code: 5207, status: 400 },
  SELF_BLOCK: { code: 5208, status: 400 },
  BLOCKED: { code: 5209, status: 403 },
  MEMBER_SUSPENDED: { code: 5210, status: 403 },
  NEW_ACCOUNT_POST_LIMIT: { code: 5211, status: 429 },
  MEMBER_NOT_FOUND: { code: 5212, status: 404 },
  // Account recovery and sign-in abuse (issue 28): 2030-2039.
  LOGIN_SLOWED: { code: 2030, status: 429 },
  CODE_GUESSES_LIMITED: { code: 2031, status: 429 },
  CODE_DAILY_ADDRESS_IP: { code: 2032, status: 429 },
  ACCOUNT_NOT_FOUND: { code: 2033, status: 404 },
  // Reservations and events (issue 31): 5400-5449.
  RESERVATION_CLOSED: { code: 5400, status: 409 },
  RESERVATION_NOT_OPEN: { code: 5401, status: 409 },
  RESERVATION_FULL: { code: 5402, status: 409 },
  RESERVATION_PAST: { code: 5403, status: 409 },
  RESERVATION_EVENT_CANCELLED: { code: 5404, status: 409 },
  RESERVATION_TWICE: { code: 5405, status: 409 },
  ANSWER_REQUIRED: { code: 5406, status: 400 },
  ANSWER_TOO_LONG: { code: 5407, status: 400 },
  ANSWER_INVALID: { code: 5408, status: 400 },
  RESERVATION_CANCEL_DEADLINE: { code: 5409, status: 409 },
  RESERVATION_NOT_REGISTERED: { code: 5410, status: 404 },
  RESERVATION_STATE: { code: 5411, status: 409 },
  TICKET_NOT_FOUND: { code: 5412, status: 404 },
  TICKET_NOT_VALID: { code: 5413, status: 409 },
  // Paid events (issue 31): 5420-5439.
  PAYMENT_CURRENCY: { code: 5420, status: 400 },
  ORDER_NOT_FOUND: { code: 5421, status: 404 },
  PAYMENT_PROVIDER_MISSING: { code: 5422, status: 409 },
  REFUND_STATE: { code: 5423, status: 409 },
  KHQR_CURRENCY: { code: 5424, status: 400 },
  PAYMENT_UNAVAILABLE: { code: 5425, status: 409 },
  // Appointments (issue 31): 5440-5459.
  APPOINTMENT_SLOT_NOT_FOUND: { code: 5440, status: 404 },
  APPOINTMENT_SLOT_FULL: { code: 5441, status: 409 },
  APPOINTMENT_SLOT_PAST: { code: 5442, status: 409 },
  APPOINTMENT_TWICE: { code: 5443, status: 409 },
  APPOINTMENT_NOT_BOOKED: { code: 5444, status: 404 },
  APPOINTMENT_CANCEL_PAST: { code: 5445, status: 409 },
  APPOINTMENT_SLOT_BOOKED: { code: 5446, status: 409 },
  APPOINTMENT_SLOT_TIME: { code: 5447, status: 400 },
  APPOINTMENT_SLOT_OVERLAP: { code: 5448, status: 409 },
  // Work (issue 32): 5500-5539.
  WORK_JOB_CLOSED: { code: 5500, status: 409 },
  WORK_APPLIED_TWICE: { code: 5501, status: 409 },
  WORK_ATTACHMENT_NOT_PDF: { code: 5502, status: 400 },
  WORK_SALARY_RANGE: { code: 5503, status: 400 },
  WORK_NOT_WITHDRAWABLE: { code: 5504, status: 409 },
  WORK_STATUS: { code: 5505, status: 409 },
  WORK_ATTACHMENT_NOT_FOUND: { code: 5506, status: 404 },
  WORK_DEADLINE_PAST: { code: 5507, status: 400 },
  // The support chat (issue 33): 5580-5599.
  SUPPORT_DEVICE_REQUIRED: { code: 5580, status: 400 },
  SUPPORT_NOT_FOUND: { code: 5581, status: 404 },
  SUPPORT_BLOCKED: { code: 5582, status: 403 },
  SUPPORT_CONTACT_INVALID: { code: 5583, status: 400 },
  SUPPORT_HOURS_INVALID: { code: 5584, status: 400 },
  SUPPORT_ASSIGNEE_INVALID: { code: 5585, status: 400 },
  SUPPORT_LIMITED: { code: 5586, status: 429 },
  // Alumni certification (issue 33): 5560-5579.
  ALUMNI_SUBMISSION_OPEN: { code: 5560, status: 409 },
  ALUMNI_YEARS: { code: 5561, status: 400 },
  ALUMNI_PROOF_INVALID: { code: 5562, status: 400 },
  ALUMNI_SCHOOL_UNKNOWN: { code: 5563, status: 400 },
  ALUMNI_SUBMISSION_STATE: { code: 5564, status: 409 },
  ALUMNI_NOT_CERTIFIED: { code: 5565, status: 409 },
  ALUMNI_ALREADY_CERTIFIED: { code: 5566, status: 409 },
  // The CV (issue 32): 5540-5559.
  VITAE_DATES: { code: 5540, status: 400 },
  VITAE_LANGUAGE_INVALID: { code: 5541, status: 400 },
  VITAE_SALARY_RANGE: { code: 5542, status: 400 },
  VITAE_EXPERIENCE_FULL: { code: 5543, status: 409 },
  VITAE_ORDER: { code: 5544, status: 400 },
  VITAE_PDF_UNAVAILABLE: { code: 5545, status: 503 },
} as const;

export type ErrorName = keyof typeof ERRORS;

type Messages = Record<ErrorName, Record<Language, string>>;

/** Messages in the three languages; `{name}` placeholders are filled from the error's params. */
export const ERROR_MESSAGES: Messages = {
  SUCCESS: { zh_CN: '操作成功', km_KH: 'ជោគជ័យ', en_US: 'Success' },
  SESSION_INVALID: {
    zh_CN: '登录已失效，请重新登录',
    km_KH: 'វគ្គចូលបានផុតកំណត់ សូមចូលម្តងទៀត',
    en_US: 'Your session has expired. Please log in again.',
  },
  BAD_REQUEST: { zh_CN: '请求有误', km_KH: 'សំណើមិនត្រឹមត្រូវ', en_US: 'The request is not valid.' },
  VALIDATION: {
    zh_CN: '请检查填写的内容：{detail}',
    km_KH: 'សូមពិនិត្យព័ត៌មានដែលបានបំពេញ៖ {detail}',
    en_US: 'Please check what you entered: {detail}',
  },
  TEXT_INVALID: {
    zh_CN: '“{field}”含有不允许的字符（控制字符或损坏的 Unicode），请删除后重试',
    km_KH: '«{field}» មានតួអក្សរដែលមិនអនុញ្ញាត (តួអក្សរបញ្ជា ឬ Unicode ខូច) សូមលុបវាចេញ ហើយព្យាយាមម្តងទៀត',
    en_US:
      'The field "{field}" contains characters that are not allowed (control characters or broken Unicode). Remove them and try again.',
  },
  NOT_FOUND: {
    zh_CN: '内容不存在或已下线',
    km_KH: 'រកមិនឃើញមាតិកា ឬត្រូវបានដកចេញ',
    en_US: 'This item does not exist or is no longer available.',
  },
  ROUTE_NOT_FOUND: { zh_CN: '接口不存在', km_KH: 'រកមិនឃើញផ្លូវ API នេះទេ', en_US: 'There is no such API call.' },
  FORBIDDEN: {
    zh_CN: '没有权限执行此操作',
    km_KH: 'អ្នកមិនមានសិទ្ធិធ្វើសកម្មភាពនេះទេ',
    en_US: 'You are not allowed to do this.',
  },
  TOO_MANY_REQUESTS: {
    zh_CN: '操作太频繁，请稍后再试',
    km_KH: 'សំណើច្រើនពេក សូមព្យាយាមម្តងទៀតពេលក្រោយ',
    en_US: 'Too many requests. Please try again later.',
  },
  PAYLOAD_TOO_LARGE: { zh_CN: '提交的内容太大', km_KH: 'ទិន្នន័យធំពេក', en_US: 'What you sent is too large.' },
  INTERNAL: {
    zh_CN: '服务器开小差了，请稍后再试',
    km_KH: 'មានបញ្ហាម៉ាស៊ីនមេ សូមព្យាយាមម្តងទៀតពេលក្រោយ',
    en_US: 'Something went wrong on our side. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    zh_CN: '服务暂时不可用，请稍后再试',
    km_KH: 'សេវាកម្មមិនអាចប្រើបានបណ្តោះអាសន្ន សូមព្យាយាមម្តងទៀតបន្តិចទៀត',
    en_US: 'The service is unavailable for a moment. Please try again shortly.',
  },
  SERVER_BUSY: SERVER_BUSY_TEXT,
  STORAGE_FULL: {
    zh_CN: '服务器存储空间已满，文件未能保存，请稍后再试',
    km_KH: 'កន្លែងផ្ទុករបស់ម៉ាស៊ីនមេពេញហើយ ឯកសារមិនត្រូវបានរក្សាទុកទេ សូមព្យាយាមម្តងទៀតពេលក្រោយ',
    en_US: 'The server has no room to store files right now; nothing was saved. Please try again later.',
  },
  NOT_READY: {
    zh_CN: '服务尚未就绪：{parts} 无法访问',
    km_KH: 'សេវាកម្មមិនទាន់រួចរាល់ទេ៖ {parts} មិនឆ្លើយតប',
    en_US: 'Not ready: {parts} not answering.',
  },
  COUNTRY_CODE_UNSUPPORTED: {
    zh_CN: '暂不支持该国家/地区区号',
    km_KH: 'មិនទាន់គាំទ្រលេខកូដប្រទេសនេះទេ',
    en_US: 'This country code is not supported.',
  },
  PHONE_INVALID: { zh_CN: '手机号码格式不正确', km_KH: 'លេខទូរស័ព្ទមិនត្រឹមត្រូវ', en_US: 'This phone number is not valid.' },
  EMAIL_INVALID: { zh_CN: '邮箱格式不正确', km_KH: 'អ៊ីមែលមិនត្រឹមត្រូវ', en_US: 'This email address is not valid.' },
  ADDRESS_REQUIRED: {
    zh_CN: '请输入手机号码或邮箱',
    km_KH: 'សូមបញ្ចូលលេខទូរស័ព្ទ ឬអ៊ីមែល',
    en_US: 'Type your phone number or email.',
  },
  CODE_WRONG: { zh_CN: '验证码错误', km_KH: 'លេខកូដផ្ទៀងផ្ទាត់មិនត្រឹមត្រូវ', en_US: 'The verification code is wrong.' },
  CODE_EXPIRED: {
    zh_CN: '验证码已失效，请重新获取',
    km_KH: 'លេខកូដផ្ទៀងផ្ទាត់បានផុតកំណត់ សូមស្នើសុំថ្មី',
    en_US: 'The verification code has expired. Please request a new one.',
  },
  CODE_TOO_MANY_TRIES: {
    zh_CN: '验证码错误次数过多，请重新获取',
    km_KH: 'បញ្ចូលលេខកូដខុសច្រើនដងពេក សូមស្នើសុំលេខកូដថ្មី',
    en_US: 'Too many wrong codes. Please request a new one.',
  },
  CODE_RESEND_TOO_SOON: {
    zh_CN: '发送太频繁，请 {seconds} 秒后再试',
    km_KH: 'ផ្ញើញឹកញាប់ពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {seconds} វិនាទី',
    en_US: 'A code was just sent. You can request another in {seconds} seconds.',
  },
  CODE_DAILY_ADDRESS: {
    zh_CN: '该号码今日获取验证码次数已达上限',
    km_KH: 'អាសយដ្ឋាននេះបានស្នើសុំលេខកូដគ្រប់ចំនួនសម្រាប់ថ្ងៃនេះហើយ',
    en_US: 'This address has received the most codes allowed today.',
  },
  CODE_DAILY_IP: {
    zh_CN: '当前网络今日获取验证码次数已达上限',
    km_KH: 'បណ្តាញនេះបានស្នើសុំលេខកូដគ្រប់ចំនួនសម្រាប់ថ្ងៃនេះហើយ',
    en_US: 'Your network has requested the most codes allowed today.',
  },
  CODE_DAILY_DEVICE: {
    zh_CN: '当前设备今日获取验证码次数已达上限',
    km_KH: 'ឧបករណ៍នេះបានស្នើសុំលេខកូដគ្រប់ចំនួនសម្រាប់ថ្ងៃនេះហើយ',
    en_US: 'This device has requested the most codes allowed today.',
  },
  SMS_CEILING: {
    zh_CN: '短信发送繁忙，请稍后再试或使用邮箱',
    km_KH: 'សេវាផ្ញើសារ SMS រវល់ សូមព្យាយាមពេលក្រោយ ឬប្រើអ៊ីមែល',
    en_US: 'Text messages are busy right now. Please try again later or use email.',
  },
  CODE_REQUIRED: { zh_CN: '请输入验证码', km_KH: 'សូមបញ្ចូលលេខកូដផ្ទៀងផ្ទាត់', en_US: 'Type the verification code.' },
  DELIVERY_FAILED: {
    zh_CN: '验证码发送失败，请稍后再试',
    km_KH: 'ផ្ញើលេខកូដមិនបានសម្រេច សូមព្យាយាមម្តងទៀតពេលក្រោយ',
    en_US: 'The code could not be sent. Please try again later.',
  },
  LOGIN_FAILED: { zh_CN: '邮箱或密码错误', km_KH: 'អ៊ីមែល ឬពាក្យសម្ងាត់មិនត្រឹមត្រូវ', en_US: 'The email or password is wrong.' },
  LOGIN_THROTTLED: {
    zh_CN: '登录失败次数过多，请 {minutes} 分钟后再试',
    km_KH: 'ចូលមិនបានច្រើនដងពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {minutes} នាទី',
    en_US: 'Too many failed logins. Please try again in {minutes} minutes.',
  },
  EMAIL_TAKEN: {
    zh_CN: '该邮箱已注册，请直接登录',
    km_KH: 'អ៊ីមែលនេះបានចុះឈ្មោះរួចហើយ សូមចូលគណនី',
    en_US: 'This email is already registered. Please log in.',
  },
  PASSWORDS_DIFFER: {
    zh_CN: '两次输入的密码不一致，请重新输入',
    km_KH: 'ពាក្យសម្ងាត់មិនដូចគ្នា។ សូមបញ្ចូលម្តងទៀត។',
    en_US: 'The passwords are inconsistent. Please re-enter.',
  },
  PASSWORD_TOO_COMMON: {
    zh_CN: '这个密码太常见，请换一个',
    km_KH: 'ពាក្យសម្ងាត់នេះងាយទាយពេក សូមជ្រើសរើសពាក្យផ្សេង',
    en_US: 'This password is too common. Please choose another.',
  },
  ADDRESS_TAKEN: {
    zh_CN: '该号码或邮箱已被其他账号绑定',
    km_KH: 'លេខទូរស័ព្ទ ឬអ៊ីមែលនេះត្រូវបានភ្ជាប់ជាមួយគណនីផ្សេងរួចហើយ',
    en_US: 'This phone number or email is already used by another account.',
  },
  UNIQUE_MARK_INVALID: {
    zh_CN: '验证已过期，请重新获取验证码',
    km_KH: 'ការផ្ទៀងផ្ទាត់បានផុតកំណត់ សូមស្នើសុំលេខកូដថ្មី',
    en_US: 'The verification has expired. Please request a new code.',
  },
  PASSWORD_FORMAT: {
    zh_CN: '密码须为 6-30 位字母或数字',
    km_KH: 'ពាក្យសម្ងាត់ត្រូវមានអក្សរ ឬលេខ ពី 6 ដល់ 30 តួ',
    en_US: 'The password must be 6 to 30 letters or digits.',
  },
  ACCOUNT_DISABLED: { zh_CN: '该账号已停用', km_KH: 'គណនីនេះត្រូវបានផ្អាក', en_US: 'This account has been disabled.' },
  ALREADY_BOUND: {
    zh_CN: '您的账号已绑定该类型的地址',
    km_KH: 'គណនីរបស់អ្នកបានភ្ជាប់អាសយដ្ឋានប្រភេទនេះរួចហើយ',
    en_US: 'Your account already has an address of this kind.',
  },
  MEDIA_TOO_LARGE: {
    zh_CN: '文件太大：图片最大 {limit}',
    km_KH: 'ឯកសារធំពេក៖ រូបភាពអតិបរមា {limit}',
    en_US: 'The file is too large: images may be at most {limit}.',
  },
  MEDIA_TYPE_UNSUPPORTED: {
    zh_CN: '不支持此文件类型（{detail}），请上传 JPEG、PNG、WebP、GIF 或 AVIF 图片',
    km_KH: 'មិនគាំទ្រប្រភេទឯកសារនេះ ({detail}) សូមផ្ទុករូបភាព JPEG, PNG, WebP, GIF ឬ AVIF',
    en_US: 'This type of file is not supported ({detail}). Upload a JPEG, PNG, WebP, GIF or AVIF image.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    zh_CN: '图片尺寸太大（{megapixels} 百万像素），最多 {limit} 百万像素',
    km_KH: 'រូបភាពធំពេក ({megapixels} មេហ្គាភីកសែល) អតិបរមា {limit} មេហ្គាភីកសែល',
    en_US: 'The image is too big ({megapixels} megapixels); at most {limit} megapixels are allowed.',
  },
  IMAGE_UNREADABLE: {
    zh_CN: '无法读取该图片，文件可能已损坏',
    km_KH: 'មិនអាចអានរូបភាពនេះបានទេ ឯកសារអាចខូច',
    en_US: 'This image cannot be read; the file may be damaged.',
  },
  VIDEO_TOO_LONG: {
    zh_CN: '视频太长（{minutes} 分钟），最长 {limit} 分钟，已删除该文件',
    km_KH: 'វីដេអូវែងពេក ({minutes} នាទី) អតិបរមា {limit} នាទី ឯកសារត្រូវបានលុប',
    en_US: 'The video is too long ({minutes} minutes); at most {limit} minutes are allowed. The file was removed.',
  },
  VIDEO_UNREADABLE: {
    zh_CN: '无法读取该视频，文件可能已损坏或不是视频，已删除该文件',
    km_KH: 'មិនអាចអានវីដេអូនេះបានទេ ឯកសារអាចខូច ឬមិនមែនជាវីដេអូ ឯកសារត្រូវបានលុប',
    en_US: 'This video cannot be read; the file may be damaged or not a video. The file was removed.',
  },
  MEDIA_IN_USE: {
    zh_CN: '该文件仍在使用中（{count} 处），请先移除引用',
    km_KH: 'ឯកសារនេះកំពុងប្រើនៅ {count} កន្លែង សូមដកការប្រើប្រាស់ចេញជាមុនសិន',
    en_US: 'This file is still used in {count} places. Remove it from them first.',
  },
  CHANNEL_NOT_EMPTY: {
    zh_CN: '该频道下还有 {count} 篇文章，请先移走或删除',
    km_KH: 'ឆានែលនេះនៅមានអត្ថបទ {count} សូមផ្លាស់ទី ឬលុបវាជាមុនសិន',
    en_US: 'This channel still has {count} articles. Move or delete them first.',
  },
  CODE_TAKEN: {
    zh_CN: '代码“{code}”已被使用',
    km_KH: 'កូដ «{code}» ត្រូវបានប្រើរួចហើយ',
    en_US: 'The code "{code}" is already used.',
  },
  LAST_ADMIN: {
    zh_CN: '不能移除最后一位管理员的管理员角色',
    km_KH: 'មិនអាចដកតួនាទីអ្នកគ្រប់គ្រងពីអ្នកគ្រប់គ្រងចុងក្រោយបានទេ',
    en_US: 'The last administrator cannot lose the admin role.',
  },
  FILE_REQUIRED: { zh_CN: '请选择要上传的文件', km_KH: 'សូមជ្រើសរើសឯកសារដើម្បីផ្ទុកឡើង', en_US: 'Choose a file to upload.' },
  DOCUMENT_TOO_LARGE: {
    zh_CN: '文件太大：文档最大 {limit}',
    km_KH: 'ឯកសារធំពេក៖ ឯកសារភ្ជាប់អតិបរមា {limit}',
    en_US: 'The file is too large: documents may be at most {limit}.',
  },
  DOCUMENT_TYPE_UNSUPPORTED: {
    zh_CN: '不支持此文件类型（{detail}），请上传 PDF、Word、Excel 或 PowerPoint 文档',
    km_KH: 'មិនគាំទ្រប្រភេទឯកសារនេះ ({detail}) សូមផ្ទុកឯកសារ PDF, Word, Excel ឬ PowerPoint',
    en_US: 'This type of file is not supported ({detail}). Upload a PDF, Word, Excel or PowerPoint document.',
  },
  NOTIFICATION_TYPE_UNKNOWN: {
    zh_CN: '没有这种通知类型',
    km_KH: 'មិនមានប្រភេទការជូនដំណឹងនេះទេ',
    en_US: 'There is no such kind of notification.',
  },
  LIVE_CHANNEL_UNKNOWN: {
    zh_CN: '没有这个实时频道',
    km_KH: 'មិនមានបណ្តាញផ្ទាល់នេះទេ',
    en_US: 'There is no such live channel.',
  },
  WRITE_LIMITED: {
    zh_CN: '操作太频繁，请 {minutes} 分钟后再试',
    km_KH: 'អ្នកបានធ្វើសកម្មភាពញឹកញាប់ពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {minutes} នាទី',
    en_US: 'You are doing this too often. Please try again in {minutes} minutes.',
  },
  NEW_ACCOUNT_WRITE_LIMITED: {
    zh_CN: '新注册的账号在第一天内发布次数有限，请 {minutes} 分钟后再试',
    km_KH: 'គណនីថ្មីអាចបង្ហោះបានតិចជាងនៅថ្ងៃដំបូង សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {minutes} នាទី',
    en_US: 'New accounts can post less during their first day. Please try again in {minutes} minutes.',
  },
  PASSWORD_WRONG: {
    zh_CN: '当前密码不正确',
    km_KH: 'ពាក្យសម្ងាត់បច្ចុប្បន្នមិនត្រឹមត្រូវ',
    en_US: 'The current password is wrong.',
  },
  PASSWORD_NOT_SET: {
    zh_CN: '您的账号还没有设置密码',
    km_KH: 'គណនីរបស់អ្នកមិនទាន់មានពាក្យសម្ងាត់នៅឡើយទេ',
    en_US: 'Your account has no password yet.',
  },
  PASSWORD_ALREADY_SET: {
    zh_CN: '您的账号已设置密码，请使用“修改密码”',
    km_KH: 'គណនីរបស់អ្នកមានពាក្យសម្ងាត់រួចហើយ សូមប្រើ «ប្តូរពាក្យសម្ងាត់»',
    en_US: 'Your account already has a password. Use "Change password" instead.',
  },
  EMAIL_NOT_BOUND: {
    zh_CN: '请先绑定邮箱：密码用于邮箱登录',
    km_KH: 'សូមភ្ជាប់អ៊ីមែលជាមុនសិន៖ ពាក្យសម្ងាត់ប្រើសម្រាប់ចូលដោយអ៊ីមែល',
    en_US: 'Bind an email first: the password is used to sign in with your email.',
  },
  CURRENT_ADDRESS_UNVERIFIED: {
    zh_CN: '请先验证您当前绑定的手机号码或邮箱',
    km_KH: 'សូមផ្ទៀងផ្ទាត់លេខទូរស័ព្ទ ឬអ៊ីមែលដែលអ្នកបានភ្ជាប់បច្ចុប្បន្នជាមុនសិន',
    en_US: 'Verify the phone number or email your account uses now first.',
  },
  ADDRESS_NOT_BOUND: {
    zh_CN: '您的账号没有绑定该地址，请选择已绑定的手机号码或邮箱',
    km_KH: 'គណនីរបស់អ្នកមិនបានភ្ជាប់អាសយដ្ឋាននេះទេ សូមជ្រើសរើសលេខទូរស័ព្ទ ឬអ៊ីមែលដែលបានភ្ជាប់',
    en_US: 'Your account has no such address. Choose the phone number or email bound to it.',
  },
  DELETION_ALREADY_SCHEDULED: {
    zh_CN: '您的账号已安排于 {date} 注销',
    km_KH: 'គណនីរបស់អ្នកត្រូវបានកំណត់ឱ្យលុបនៅថ្ងៃទី {date} រួចហើយ',
    en_US: 'Your account is already set to be deleted on {date}.',
  },
  DELETION_NOT_SCHEDULED: {
    zh_CN: '您的账号没有待处理的注销申请',
    km_KH: 'គណនីរបស់អ្នកមិនមានសំណើលុបដែលកំពុងរង់ចាំទេ',
    en_US: 'Your account is not set to be deleted.',
  },
  UPLOAD_QUOTA_EXCEEDED: {
    zh_CN: '您的存储空间已满（上限 {limit}），请删除一些文件后再上传',
    km_KH: 'កន្លែងផ្ទុករបស់អ្នកពេញហើយ (កម្រិត {limit}) សូមលុបឯកសារខ្លះ មុនពេលផ្ទុកឡើងម្តងទៀត',
    en_US: 'Your storage is full (the limit is {limit}). Delete some files before uploading more.',
  },
  UPLOAD_DAILY_LIMIT: {
    zh_CN: '今天上传的文件已达上限（{limit} 个），请明天再试',
    km_KH: 'អ្នកបានផ្ទុកឯកសារឡើងគ្រប់ចំនួនសម្រាប់ថ្ងៃនេះហើយ ({limit}) សូមព្យាយាមម្តងទៀតនៅថ្ងៃស្អែក',
    en_US: 'You have uploaded the most files allowed today ({limit}). Please try again tomorrow.',
  },
  PROFILE_PRIVATE: {
    zh_CN: '该会员只向部分人公开个人主页',
    km_KH: 'សមាជិកនេះបង្ហាញទំព័រផ្ទាល់ខ្លួនតែចំពោះមនុស្សមួយចំនួនប៉ុណ្ណោះ',
    en_US: 'This member shows their page only to some people.',
  },
  PRIVATE_FILE_TYPE_UNSUPPORTED: {
    zh_CN: '不支持此文件类型（{detail}），请上传 JPEG、PNG 或 WebP 图片，或 PDF 文件',
    km_KH: 'មិនគាំទ្រប្រភេទឯកសារនេះ ({detail}) សូមផ្ទុករូបភាព JPEG, PNG ឬ WebP ឬឯកសារ PDF',
    en_US: 'This type of file is not supported ({detail}). Upload a JPEG, PNG or WebP image, or a PDF file.',
  },
  MESSAGE_NOT_ALLOWED: {
    zh_CN: '该会员不接收你的私信',
    km_KH: 'សមាជិកនេះមិនទទួលសារពីអ្នកទេ',
    en_US: 'This member does not accept messages from you.',
  },
  MESSAGE_IMAGE_INVALID: {
    zh_CN: '图片无效，请重新上传',
    km_KH: 'រូបភាពមិនត្រឹមត្រូវ សូមផ្ទុកឡើងម្តងទៀត',
    en_US: 'This image cannot be sent. Please upload it again.',
  },
  REPORT_DUPLICATE: {
    zh_CN: '你已经举报过该内容',
    km_KH: 'អ្នកបានរាយការណ៍ខ្លឹមសារនេះរួចហើយ',
    en_US: 'You have already reported this.',
  },
  REPORT_OWN_ITEM: {
    zh_CN: '不能举报自己的内容',
    km_KH: 'មិនអាចរាយការណ៍ខ្លឹមសាររបស់ខ្លួនឯងបានទេ',
    en_US: 'You cannot report your own content.',
  },
  POST_NOT_FOUND: {
    zh_CN: '该动态不存在或已删除',
    km_KH: 'រកមិនឃើញការបង្ហោះនេះ ឬវាត្រូវបានលុប',
    en_US: 'This post does not exist or was deleted.',
  },
  COMMENT_NOT_FOUND: {
    zh_CN: '该评论不存在或已删除',
    km_KH: 'រកមិនឃើញមតិនេះ ឬវាត្រូវបានលុប',
    en_US: 'This comment does not exist or was deleted.',
  },
  MEDIA_MIXED: {
    zh_CN: '图片和视频不能同时发布，请只选择一种',
    km_KH: 'មិនអាចបង្ហោះរូបភាព និងវីដេអូជាមួយគ្នាបានទេ សូមជ្រើសរើសតែមួយប្រភេទ',
    en_US: 'Images and a video cannot be posted together. Choose one kind.',
  },
  TOO_MANY_IMAGES: {
    zh_CN: '最多只能发布 {limit} 张图片',
    km_KH: 'អាចបង្ហោះរូបភាពបានច្រើនបំផុត {limit} សន្លឹក',
    en_US: 'A post can have at most {limit} images.',
  },
  UPLOAD_NOT_FOUND: {
    zh_CN: '找不到您上传的文件，请重新上传',
    km_KH: 'រកមិនឃើញឯកសារដែលអ្នកបានផ្ទុកឡើង សូមផ្ទុកឡើងម្តងទៀត',
    en_US: 'A file you attached cannot be found. Please upload it again.',
  },
  NOT_AUTHOR: {
    zh_CN: '只有作者可以这样做',
    km_KH: 'មានតែអ្នកនិពន្ធទេដែលអាចធ្វើបែបនេះបាន',
    en_US: 'Only the author can do this.',
  },
  SELF_FOLLOW: { zh_CN: '不能关注自己', km_KH: 'មិនអាចតាមដានខ្លួនឯងបានទេ', en_US: 'You cannot follow yourself.' },
  SELF_BLOCK: { zh_CN: '不能屏蔽自己', km_KH: 'មិនអាចរារាំងខ្លួនឯងបានទេ', en_US: 'You cannot block yourself.' },
  BLOCKED: {
    zh_CN: '由于屏蔽设置，无法进行此操作',
    km_KH: 'មិនអាចធ្វើសកម្មភាពនេះបានទេ ដោយសារការរារាំង',
    en_US: 'This is not possible because one of you blocked the other.',
  },
  MEMBER_SUSPENDED: {
    zh_CN: '您的账号已被禁言至 {until}，期间只能浏览',
    km_KH: 'គណនីរបស់អ្នកត្រូវបានផ្អាកការសរសេររហូតដល់ {until} ក្នុងអំឡុងពេលនេះ អ្នកអាចអានបានតែប៉ុណ្ណោះ',
    en_US: 'Your account cannot post until {until}. You can still read.',
  },
  NEW_ACCOUNT_POST_LIMIT: {
    zh_CN: '新账号每天最多发布 {limit} 条动态，请明天再试',
    km_KH: 'គណនីថ្មីអាចបង្ហោះបានច្រើនបំផុត {limit} ដងក្នុងមួយថ្ងៃ សូមព្យាយាមម្តងទៀតនៅថ្ងៃស្អែក',
    en_US: 'New accounts can post at most {limit} times a day. Please try again tomorrow.',
  },
  MEMBER_NOT_FOUND: { zh_CN: '该会员不存在', km_KH: 'រកមិនឃើញសមាជិកនេះទេ', en_US: 'This member does not exist.' },
  // Account recovery and sign-in abuse (issue 28).
  LOGIN_SLOWED: {
    zh_CN: '该账号登录失败次数过多，请 {seconds} 秒后再试，或通过“忘记密码”用验证码登录',
    km_KH: 'គណនីនេះចូលមិនបានច្រើនដងពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {seconds} វិនាទី ឬប្រើ «ភ្លេចពាក្យសម្ងាត់» ដើម្បីចូលដោយលេខកូដ',
    en_US:
      'Too many failed logins for this account. Try again in {seconds} seconds, or use "Forgot password" to get in with a code.',
  },
  CODE_GUESSES_LIMITED: {
    zh_CN: '错误的验证码太多，请 {minutes} 分钟后再试',
    km_KH: 'លេខកូដខុសច្រើនពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {minutes} នាទី',
    en_US: 'Too many wrong codes. Please try again in {minutes} minutes.',
  },
  CODE_DAILY_ADDRESS_IP: {
    zh_CN: '您的网络今天向该地址发送的验证码已达上限',
    km_KH: 'បណ្តាញរបស់អ្នកបានស្នើលេខកូដទៅអាសយដ្ឋាននេះគ្រប់ចំនួនអនុញ្ញាតសម្រាប់ថ្ងៃនេះហើយ',
    en_US: 'Your network has requested the most codes allowed today for this address.',
  },
  ACCOUNT_NOT_FOUND: {
    zh_CN: '没有账号使用该手机号码或邮箱，请先注册',
    km_KH: 'គ្មានគណនីណាប្រើលេខទូរស័ព្ទ ឬអ៊ីមែលនេះទេ សូមចុះឈ្មោះជាមុនសិន',
    en_US: 'No account uses this phone number or email. Please register first.',
  },
  // Reservations and events (issue 31).
  RESERVATION_CLOSED: {
    zh_CN: '该活动的报名已截止',
    km_KH: 'ការចុះឈ្មោះសម្រាប់សកម្មភាពនេះបានបិទហើយ',
    en_US: 'Registration for this event is closed.',
  },
  RESERVATION_NOT_OPEN: {
    zh_CN: '该活动的报名将于 {opens} 开始',
    km_KH: 'ការចុះឈ្មោះសម្រាប់សកម្មភាពនេះនឹងបើកនៅ {opens}',
    en_US: 'Registration for this event opens on {opens}.',
  },
  RESERVATION_FULL: {
    zh_CN: '该活动名额已满',
    km_KH: 'សកម្មភាពនេះពេញហើយ',
    en_US: 'This event is full.',
  },
  RESERVATION_PAST: {
    zh_CN: '该活动已开始或已结束，无法报名',
    km_KH: 'សកម្មភាពនេះបានចាប់ផ្តើម ឬបានបញ្ចប់ហើយ មិនអាចចុះឈ្មោះបានទេ',
    en_US: 'This event has already started or ended.',
  },
  RESERVATION_EVENT_CANCELLED: {
    zh_CN: '该活动已取消',
    km_KH: 'សកម្មភាពនេះត្រូវបានលុបចោល',
    en_US: 'This event has been cancelled.',
  },
  RESERVATION_TWICE: {
    zh_CN: '你已报名该活动',
    km_KH: 'អ្នកបានចុះឈ្មោះសកម្មភាពនេះរួចហើយ',
    en_US: 'You are already registered for this event.',
  },
  ANSWER_REQUIRED: {
    zh_CN: '请回答：{question}',
    km_KH: 'សូមឆ្លើយ៖ {question}',
    en_US: 'Please answer: {question}',
  },
  ANSWER_TOO_LONG: {
    zh_CN: '回答过长（最多 {max} 个字符）：{question}',
    km_KH: 'ចម្លើយវែងពេក (យ៉ាងច្រើន {max} តួអក្សរ)៖ {question}',
    en_US: 'The answer is too long (at most {max} characters): {question}',
  },
  ANSWER_INVALID: {
    zh_CN: '回答不符合问题的类型：{question}',
    km_KH: 'ចម្លើយមិនត្រូវនឹងប្រភេទសំណួរទេ៖ {question}',
    en_US: 'This answer does not fit the question: {question}',
  },
  RESERVATION_CANCEL_DEADLINE: {
    zh_CN: '已过取消期限（{deadline}），无法取消',
    km_KH: 'ផុតកំណត់លុបចោលហើយ ({deadline}) មិនអាចលុបចោលបានទេ',
    en_US: 'The cancellation deadline ({deadline}) has passed.',
  },
  RESERVATION_NOT_REGISTERED: {
    zh_CN: '你没有报名该活动',
    km_KH: 'អ្នកមិនបានចុះឈ្មោះសកម្មភាពនេះទេ',
    en_US: 'You are not registered for this event.',
  },
  RESERVATION_STATE: {
    zh_CN: '该报名的状态为 {status}，无法执行此操作',
    km_KH: 'ការចុះឈ្មោះនេះមានស្ថានភាព {status} មិនអាចធ្វើប្រតិបត្តិការនេះបានទេ',
    en_US: 'This registration is {status}: this cannot be done.',
  },
  TICKET_NOT_FOUND: {
    zh_CN: '没有该票号',
    km_KH: 'រកមិនឃើញលេខកូដសំបុត្រនេះទេ',
    en_US: 'No ticket has this code.',
  },
  TICKET_NOT_VALID: {
    zh_CN: '该票无效：报名状态为 {status}',
    km_KH: 'សំបុត្រនេះមិនត្រឹមត្រូវ៖ ស្ថានភាពចុះឈ្មោះគឺ {status}',
    en_US: 'This ticket is not valid: the registration is {status}.',
  },
  PAYMENT_CURRENCY: {
    zh_CN: '该活动只收{currency}',
    km_KH: 'សកម្មភាពនេះទទួលតែរូបិយប័ណ្ណ {currency} ប៉ុណ្ណោះ',
    en_US: 'This event takes {currency} only.',
  },
  ORDER_NOT_FOUND: {
    zh_CN: '找不到该订单',
    km_KH: 'រកមិនឃើញការបញ្ជាទិញនេះទេ',
    en_US: 'There is no such order.',
  },
  PAYMENT_PROVIDER_MISSING: {
    zh_CN: '尚未配置支付渠道，收费活动暂不能发布',
    km_KH: 'មិនទាន់កំណត់ច្រកទូទាត់ប្រាក់ទេ សកម្មភាពបង់ថ្លៃមិនអាចផ្សព្វផ្សាយបានទេ',
    en_US: 'No payment provider is configured: an event with a fee cannot be published.',
  },
  REFUND_STATE: {
    zh_CN: '只有已付款的报名才能退款',
    km_KH: 'មានតែការចុះឈ្មោះដែលបានបង់ប្រាក់ទេ ទើបអាចសងប្រាក់វិញបាន',
    en_US: 'Only a paid registration can be refunded.',
  },
  KHQR_CURRENCY: {
    zh_CN: 'KHQR 只支持美元和瑞尔：人民币收费的活动请选择现场付款',
    km_KH: 'KHQR ទទួលតែដុល្លារ និងរៀល៖ សកម្មភាពដែលគិតថ្លៃជាយ៉ាន់ សូមជ្រើសរើសបង់ប្រាក់នៅកន្លែង',
    en_US: 'KHQR carries USD and KHR only: an event charging CNY must be paid at the door.',
  },
  PAYMENT_UNAVAILABLE: {
    zh_CN: '暂时无法生成付款码，请稍后再试',
    km_KH: 'មិនអាចបង្កើតកូដទូទាត់បានទេ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ',
    en_US: 'The payment code could not be made. Please try again later.',
  },
  // Appointments (issue 31).
  APPOINTMENT_SLOT_NOT_FOUND: {
    zh_CN: '没有该预约时段',
    km_KH: 'រកមិនឃើញពេលវេលាណាត់ជួបនេះទេ',
    en_US: 'This appointment slot does not exist.',
  },
  APPOINTMENT_SLOT_FULL: {
    zh_CN: '该时段已约满，请选择其他时段',
    km_KH: 'ពេលវេលានេះពេញហើយ សូមជ្រើសរើសពេលវេលាផ្សេង',
    en_US: 'This slot is fully booked. Please choose another time.',
  },
  APPOINTMENT_SLOT_PAST: {
    zh_CN: '该时段已开始或已结束，无法预约',
    km_KH: 'ពេលវេលានេះបានចាប់ផ្តើម ឬបានបញ្ចប់ហើយ មិនអាចកក់បានទេ',
    en_US: 'This slot has already started or ended.',
  },
  APPOINTMENT_TWICE: {
    zh_CN: '你已预约该服务（{slot}），如需改期请先取消',
    km_KH: 'អ្នកបានកក់សេវានេះរួចហើយ ({slot}) សូមលុបចោលជាមុនសិន ប្រសិនបើចង់ប្តូរពេល',
    en_US: 'You already have a booking for this service ({slot}). Cancel it first to choose another time.',
  },
  APPOINTMENT_NOT_BOOKED: {
    zh_CN: '你没有预约该服务',
    km_KH: 'អ្នកមិនបានកក់សេវានេះទេ',
    en_US: 'You have no booking for this service.',
  },
  APPOINTMENT_CANCEL_PAST: {
    zh_CN: '预约时段（{slot}）已开始，无法取消',
    km_KH: 'ពេលវេលាណាត់ជួប ({slot}) បានចាប់ផ្តើមហើយ មិនអាចលុបចោលបានទេ',
    en_US: 'Your slot ({slot}) has already started: it cannot be cancelled.',
  },
  APPOINTMENT_SLOT_BOOKED: {
    zh_CN: '该时段已有 {count} 个预约，无法删除',
    km_KH: 'ពេលវេលានេះមានការកក់ {count} រួចហើយ មិនអាចលុបបានទេ',
    en_US: 'This slot has {count} bookings: it cannot be removed.',
  },
  APPOINTMENT_SLOT_TIME: {
    zh_CN: '时段的结束时间须晚于开始时间，且不超过 {hours} 小时',
    km_KH: 'ម៉ោងបញ្ចប់ត្រូវតែក្រោយម៉ោងចាប់ផ្តើម និងមិនលើសពី {hours} ម៉ោង',
    en_US: 'A slot must end after it starts, within {hours} hours.',
  },
  APPOINTMENT_SLOT_OVERLAP: {
    zh_CN: '该服务在此时间已有时段',
    km_KH: 'សេវានេះមានពេលវេលារួចហើយនៅម៉ោងនេះ',
    en_US: 'This service already has a slot at this time.',
  },
  WORK_JOB_CLOSED: {
    zh_CN: '该职位已停止招聘',
    km_KH: 'មុខតំណែងនេះបានបិទការទទួលពាក្យហើយ',
    en_US: 'This job no longer takes applications.',
  },
  WORK_APPLIED_TWICE: {
    zh_CN: '你已申请过该职位',
    km_KH: 'អ្នកបានដាក់ពាក្យសម្រាប់មុខតំណែងនេះរួចហើយ',
    en_US: 'You have already applied for this job.',
  },
  WORK_ATTACHMENT_NOT_PDF: {
    zh_CN: '附件须为 PDF 文件',
    km_KH: 'ឯកសារភ្ជាប់ត្រូវតែជាឯកសារ PDF',
    en_US: 'The attachment must be a PDF file.',
  },
  WORK_SALARY_RANGE: {
    zh_CN: '最低薪资不能高于最高薪资',
    km_KH: 'ប្រាក់ខែអប្បបរមាមិនអាចខ្ពស់ជាងប្រាក់ខែអតិបរមាទេ',
    en_US: 'The lowest salary cannot be above the highest.',
  },
  WORK_NOT_WITHDRAWABLE: {
    zh_CN: '该申请已有结果，不能撤回',
    km_KH: 'ពាក្យស្នើសុំនេះមានលទ្ធផលហើយ មិនអាចដកវិញបានទេ',
    en_US: 'This application is already decided and cannot be withdrawn.',
  },
  WORK_STATUS: {
    zh_CN: '该申请当前状态不能这样更改',
    km_KH: 'មិនអាចប្តូរស្ថានភាពពាក្យស្នើសុំនេះបែបនេះបានទេ',
    en_US: 'This application cannot be moved to that status now.',
  },
  WORK_ATTACHMENT_NOT_FOUND: {
    zh_CN: '找不到该附件',
    km_KH: 'រកមិនឃើញឯកសារភ្ជាប់នេះទេ',
    en_US: 'The attachment was not found.',
  },
  WORK_DEADLINE_PAST: {
    zh_CN: '截止日期已过，请先修改截止日期',
    km_KH: 'ថ្ងៃផុតកំណត់បានកន្លងហួសហើយ សូមកែថ្ងៃផុតកំណត់ជាមុនសិន',
    en_US: 'The deadline has passed: change it first.',
  },
  SUPPORT_DEVICE_REQUIRED: {
    zh_CN: '无法识别您的设备，请刷新页面后重试',
    km_KH: 'មិនអាចស្គាល់ឧបករណ៍របស់អ្នកបានទេ សូមផ្ទុកទំព័រឡើងវិញ ហើយព្យាយាមម្តងទៀត',
    en_US: 'Your device could not be recognized. Reload the page and try again.',
  },
  SUPPORT_NOT_FOUND: {
    zh_CN: '找不到该对话',
    km_KH: 'រកមិនឃើញការសន្ទនានេះទេ',
    en_US: 'This conversation was not found.',
  },
  SUPPORT_BLOCKED: {
    zh_CN: '您已无法在此发送消息',
    km_KH: 'អ្នកមិនអាចផ្ញើសារនៅទីនេះបានទៀតទេ',
    en_US: 'You can no longer send messages here.',
  },
  SUPPORT_CONTACT_INVALID: {
    zh_CN: '请填写有效的邮箱或电话号码',
    km_KH: 'សូមបញ្ចូលអ៊ីមែល ឬលេខទូរស័ព្ទដែលត្រឹមត្រូវ',
    en_US: 'Enter a valid email address or phone number.',
  },
  SUPPORT_HOURS_INVALID: {
    zh_CN: '下班时间须晚于上班时间',
    km_KH: 'ម៉ោងបិទត្រូវតែក្រោយម៉ោងបើក',
    en_US: 'Closing time must be after opening time.',
  },
  SUPPORT_ASSIGNEE_INVALID: {
    zh_CN: '只能分配给客服人员',
    km_KH: 'អាចចាត់ឱ្យតែបុគ្គលិកជំនួយប៉ុណ្ណោះ',
    en_US: 'Conversations can only be assigned to support staff.',
  },
  SUPPORT_LIMITED: {
    zh_CN: '消息发送过于频繁，请 {minutes} 分钟后再试',
    km_KH: 'អ្នកផ្ញើសារញឹកញាប់ពេក សូមព្យាយាមម្តងទៀតក្នុងរយៈពេល {minutes} នាទី',
    en_US: 'Too many messages. Try again in {minutes} minutes.',
  },
  ALUMNI_SUBMISSION_OPEN: {
    zh_CN: '你已有一份认证申请正在审核中',
    km_KH: 'អ្នកមានពាក្យស្នើសុំបញ្ជាក់មួយកំពុងរង់ចាំការពិនិត្យរួចហើយ',
    en_US: 'You already have a certification request waiting for review.',
  },
  ALUMNI_YEARS: {
    zh_CN: '毕业年份不能早于入学年份',
    km_KH: 'ឆ្នាំបញ្ចប់ការសិក្សាមិនអាចមុនឆ្នាំចូលរៀនបានទេ',
    en_US: 'The year of graduation cannot be before the year of entry.',
  },
  ALUMNI_PROOF_INVALID: {
    zh_CN: '证明文件须为你上传的图片或 PDF',
    km_KH: 'ឯកសារភស្តុតាងត្រូវតែជារូបភាព ឬ PDF ដែលអ្នកបានផ្ទុកឡើង',
    en_US: 'Proof documents must be images or PDF files you uploaded.',
  },
  ALUMNI_SCHOOL_UNKNOWN: {
    zh_CN: '请从列表中选择学校，或选择“其他”并填写学校名称',
    km_KH: 'សូមជ្រើសរើសសាកលវិទ្យាល័យពីបញ្ជី ឬជ្រើស «ផ្សេងទៀត» ហើយសរសេរឈ្មោះវា',
    en_US: 'Choose the school from the list, or choose "Other" and write its name.',
  },
  ALUMNI_SUBMISSION_STATE: {
    zh_CN: '该申请的状态为 {status}，无法执行此操作',
    km_KH: 'ពាក្យស្នើសុំនេះមានស្ថានភាព {status} មិនអាចធ្វើប្រតិបត្តិការនេះបានទេ',
    en_US: 'This request is {status}: this cannot be done.',
  },
  ALUMNI_NOT_CERTIFIED: {
    zh_CN: '你尚未通过校友认证',
    km_KH: 'អ្នកមិនទាន់ត្រូវបានបញ្ជាក់ជាអតីតនិស្សិតនៅឡើយទេ',
    en_US: 'You are not a certified alumnus yet.',
  },
  ALUMNI_ALREADY_CERTIFIED: {
    zh_CN: '你已通过校友认证',
    km_KH: 'អ្នកត្រូវបានបញ្ជាក់ជាអតីតនិស្សិតរួចហើយ',
    en_US: 'You are already a certified alumnus.',
  },
  VITAE_DATES: {
    zh_CN: '“{field}”的结束时间早于开始时间',
    km_KH: '«{field}» មានកាលបរិច្ឆេទបញ្ចប់មុនកាលបរិច្ឆេទចាប់ផ្តើម',
    en_US: '"{field}" ends before it starts.',
  },
  VITAE_LANGUAGE_INVALID: {
    zh_CN: '请从列表中选择语言和水平，每种语言只填一次（HSK 等级仅适用于中文）',
    km_KH: 'សូមជ្រើសរើសភាសា និងកម្រិតពីបញ្ជី ភាសានីមួយៗតែម្តង (កម្រិត HSK សម្រាប់តែភាសាចិន)',
    en_US: 'Choose each language and its level from the list, each language once (an HSK level is for Chinese only).',
  },
  VITAE_SALARY_RANGE: {
    zh_CN: '期望薪资的最低值不能高于最高值',
    km_KH: 'ប្រាក់ខែអប្បបរមាដែលចង់បាន មិនអាចខ្ពស់ជាងអតិបរមាបានទេ',
    en_US: 'The lowest salary you wish for cannot be above the highest.',
  },
  VITAE_EXPERIENCE_FULL: {
    zh_CN: '经历最多 {max} 条',
    km_KH: 'បទពិសោធន៍មិនអាចលើសពី {max} ទេ',
    en_US: 'A CV holds at most {max} experience entries.',
  },
  VITAE_ORDER: {
    zh_CN: '排序须包含你的每条经历各一次，请刷新后重试',
    km_KH: 'លំដាប់ត្រូវមានបទពិសោធន៍នីមួយៗរបស់អ្នកតែម្តង សូមផ្ទុកឡើងវិញ ហើយព្យាយាមម្តងទៀត',
    en_US: 'The new order must list each of your entries once. Reload the page and try again.',
  },
  VITAE_PDF_UNAVAILABLE: {
    zh_CN: '暂时无法生成 PDF，请稍后重试',
    km_KH: 'មិនអាចបង្កើត PDF បានទេនៅពេលនេះ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ',
    en_US: 'The PDF cannot be made right now. Please try again later.',
  },
};

export function errorMessage(name: ErrorName, lang: Language, params: Record<string, string | number> = {}): string {
  const template = ERROR_MESSAGES[name][lang];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => (key in params ? String(params[key]) : ''));
}

// isSuccessCode is in success.ts: the web client's first load needs it, but not these messages.
