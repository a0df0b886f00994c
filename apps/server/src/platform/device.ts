/**
 * The browser, operating system and device of a request, from the browser's own description: the
 * user-agent client hints Chromium sends by default (Sec-CH-UA, Sec-CH-UA-Platform) and the User-Agent
 * header. Kept with each session and shown to the member (deviceLabel in packages/shared/src/device.ts):
 * an iPhone is "Safari · iPhone/iOS", not the spec's constant "PC · Web" (issue 27). Apps that embed a
 * browser (WeChat, ...) are named for the app, as members know them.
 */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device: string | null;
}

const APPS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/HuaweiBrowser\//, 'Huawei Browser'],
  [/MiuiBrowser\//, 'Mi Browser'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|OPiOS\//, 'Opera'],
];
const BROWSERS: [RegExp, string][] = [
  [/CriOS\//, 'Chrome'],
  [/FxiOS\/|Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\/|AppleWebKit\/.*Mobile\//, 'Safari'],
];
const BRANDS: Record<string, string> = {
  'Google Chrome': 'Chrome',
  HeadlessChrome: 'Chrome',
  'Microsoft Edge': 'Edge',
  Opera: 'Opera',
  'Samsung Internet': 'Samsung Internet',
  Yandex: 'Yandex',
  Brave: 'Brave',
};
const PLATFORMS: Record<string, string> = {
  Android: 'Android',
  'Chrome OS': 'ChromeOS',
  iOS: 'iOS',
  Linux: 'Linux',
  macOS: 'macOS',
  Windows: 'Windows',
};

/** The browser named by Sec-CH-UA's brands: the first that is not the engine or a GREASE brand. */
function brandOf(chUa: string | null): string | null {
  if (!chUa) return null;
  const brands = [...chUa.matchAll(/"([^"]+)"\s*;\s*v="[^"]*"/g)].map((m) => m[1]!);
  const named = brands.find((b) => !/Not.?A.?Brand|^Chromium$/i.test(b));
  if (named) return BRANDS[named] ?? named.slice(0, 40);
  return brands.includes('Chromium') ? 'Chromium' : null;
}

function osOf(ua: string, chPlatform: string | null): Pick<DeviceDescription, 'os' | 'device'> {
  if (/iPhone/.test(ua)) return { os: 'iOS', device: 'iPhone' };
  if (/iPad/.test(ua)) return { os: 'iPadOS', device: 'iPad' };
  if (/iPod/.test(ua)) return { os: 'iOS', device: 'iPod' };
  if (/HarmonyOS/.test(ua)) return { os: 'HarmonyOS', device: null };
  const hinted = chPlatform ? PLATFORMS[chPlatform] : undefined;
  if (hinted) return { os: hinted, device: null };
  if (/Android/.test(ua)) return { os: 'Android', device: null };
  if (/Windows NT|Windows Phone/.test(ua)) return { os: 'Windows', device: null };
  if (/CrOS/.test(ua)) return { os: 'ChromeOS', device: null };
  if (/Macintosh|Mac OS X/.test(ua)) return { os: 'macOS', device: null };
  if (/Linux/.test(ua)) return { os: 'Linux', device: null };
  return { os: null, device: null };
}

export function describeDevice(headers: {
  userAgent: string | null;
  chUa: string | null;
  chUaPlatform: string | null;
}): DeviceDescription {
  const ua = headers.userAgent ?? '';
  const chPlatform = headers.chUaPlatform?.replace(/^"|"$/g, '') ?? null;
  const app = APPS.find(([re]) => re.test(ua))?.[1];
  const fromUa = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  // The hints name a Chromium browser the reduced user agent cannot (Brave, Edge without "Edg/"); a user
  // agent that names another engine's browser (Safari, Firefox) is not overruled by them.
  const browser = app ?? (fromUa === null || fromUa === 'Chrome' ? (brandOf(headers.chUa) ?? fromUa) : fromUa);
  return { browser, ...osOf(ua, chPlatform) };
}
