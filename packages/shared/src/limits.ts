/** Every limit and timing both sides read (spec section 9, DESIGN section 5). */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  codeResendSeconds: 60,
  codeLength: 6,
  codeTtlSeconds: 600,
  codeMaxWrongTries: 5,
  codeDailyPerAddress: 10,
  codeDailyPerIp: 30,
  codeDailyPerDevice: 20,
  smsHourlyCeiling: 500,
  /**
   * A stranger (not the device, or without a Device-Id the IP, that asked for the code) against someone
   * else's address (issue 28): codes one IP may have sent to one address a day, wrong guesses one IP or
   * device may make in an hour, and wrong guesses all strangers together may make on one code. A
   * stranger's wrong guesses never spend the code of the member who asked for it.
   */
  codeDailyPerAddressPerIp: 5,
  codeGuessWindowSeconds: 3600,
  codeWrongGuessesPerIp: 20,
  codeWrongGuessesPerDevice: 10,
  codeStrangerTriesPerCode: 10,
  uniqueMarkTtlSeconds: 900,
  tokenTtlSeconds: 604_800,
  languageCookieSeconds: 604_800,
  languageReloadDelayMs: 500,
  defaultCountryCode: '86',
  infiniteScrollThresholdPx: 100,
  passwordMin: 6,
  passwordMax: 30,
  /**
   * Sign-in throttles of login/pwd (issue 28, docs/security.md), in fixed windows of
   * loginFailureWindowSeconds. Each try is taken from the counters before the password is hashed, so
   * parallel tries count one by one. One (account, IP) pair and one IP are refused outright past their
   * limits; an account tried from anywhere is only slowed down past loginFreeFailuresPerAccount: each
   * further try waits loginSlowdownBaseSeconds, doubling, at most loginSlowdownMaxSeconds (429 with
   * Retry-After). A code to the address (password reset) always gets the member in.
   */
  loginFailuresPerAccount: 5,
  loginFailureWindowSeconds: 900,
  loginFailuresPerIp: 30,
  loginFreeFailuresPerAccount: 10,
  loginSlowdownBaseSeconds: 2,
  loginSlowdownMaxSeconds: 300,
  addressMax: 254,
  nicknameMax: 40,
  pageSizeMax: 50,
  pageSizeDefault: 10,
  keywordMax: 50,
  newsTitleMin: 2,
  newsTitleMax: 30,
  imagesMax: 18,
  imageBytesMax: 20 * 1024 * 1024,
  /** Attachments (PDF, Word, Excel, PowerPoint) are stored as uploaded. */
  documentBytesMax: 20 * 1024 * 1024,
  videoBytesMax: 20 * 1024 * 1024 * 1024,
  videoSecondsMax: 3600,
} as const;

/**
 * Member write limits (DESIGN 3a, platform/write-limits.ts): fixed windows per member and per IP. A
 * member whose account is younger than `newAccountSeconds` gets the stricter `perNewMember`. A route
 * opts in with `config: { writeLimit: '<class>' }`.
 */
export const WRITE_LIMITS = {
  windowSeconds: 600,
  newAccountSeconds: 86_400,
  classes: {
    /** Posts, comments, registrations, applications, profile and settings changes. */
    write: { perMember: 30, perNewMember: 10, perIp: 120 },
    /** Chat and direct messages: short bursts are normal. */
    message: { perMember: 120, perNewMember: 40, perIp: 400 },
    /**
     * Member uploads (images, private files): each one is work and storage. A new account may still send
     * the 18 images of one exchange post (spec section 5) in a row; the daily count and the storage quota
     * (MEMBER_UPLOAD_LIMITS) bound the rest.
     */
    upload: { perMember: 40, perNewMember: 18, perIp: 120 },
  },
} as const;
export type WriteLimitClass = keyof typeof WRITE_LIMITS.classes;

/** Password rule of the register form: letters and digits, 6 to 30 characters. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,30}$/;
export const MD5_HEX_PATTERN = /^[a-f0-9]{32}$/;

/** Local storage keys and cookie names the spec fixes (section 9). */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  accessToken: 'access_token',
  agreeFlagPrefix: 'USER_AGREE_FLAG-',
  language: 'language',
  deviceId: 'deviceId',
} as const;
export const COOKIE_NAMES = { accessToken: 'access_token', language: 'language' } as const;
