import { describe, expect, it } from 'vitest';
import { deviceLabel } from '@acsc/shared';
import { describeDevice } from './device.js';

/** Issue 27: the device named from the browser's own description, not the spec's "PC · Web". */
const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};
const label = (userAgent: string | null, chUa: string | null = null, chUaPlatform: string | null = null) => {
  const d = describeDevice({ userAgent, chUa, chUaPlatform });
  return deviceLabel({ osVersion: d.browser, osName: d.os, platform: d.device });
};

describe('describeDevice', () => {
  it('names phones, tablets and computers from the user agent', () => {
    expect(label(UA.iPhoneSafari)).toBe('Safari · iPhone/iOS');
    expect(label(UA.iPhoneChrome)).toBe('Chrome · iPhone/iOS');
    expect(label(UA.iPhoneWeChat)).toBe('WeChat · iPhone/iOS');
    expect(label(UA.iPad)).toBe('Safari · iPad/iPadOS');
    expect(label(UA.androidChrome)).toBe('Chrome · Android');
    expect(label(UA.samsung)).toBe('Samsung Internet · Android');
    expect(label(UA.windowsEdge)).toBe('Edge · Windows');
    expect(label(UA.macSafari)).toBe('Safari · macOS');
    expect(label(UA.linuxFirefox)).toBe('Firefox · Linux');
  });

  it('prefers the client hints of a Chromium browser, whose user agent is reduced', () => {
    expect(
      label(UA.androidChrome, '"Not/A)Brand";v="8", "Chromium";v="126", "Microsoft Edge";v="126"', '"Android"'),
    ).toBe('Edge · Android');
    expect(
      label(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        '"Google Chrome";v="126", "Not.A/Brand";v="24", "Chromium";v="126"',
        '"Chrome OS"',
      ),
    ).toBe('Chrome · ChromeOS');
    expect(label(null, '"Chromium";v="126", "Not.A/Brand";v="24"', '"Linux"')).toBe('Chromium · Linux');
    // Hints that contradict a user agent naming another engine's browser (an emulated iPhone) do not win.
    expect(label(UA.iPhoneSafari, '"Chromium";v="126", "Not.A/Brand";v="24"', '"Linux"')).toBe('Safari · iPhone/iOS');
  });

  it('knows nothing from an unknown client, so the spec’s headers stay', () => {
    expect(describeDevice({ userAgent: 'okhttp/4.12', chUa: null, chUaPlatform: null })).toEqual({
      browser: null,
      os: null,
      device: null,
    });
  });
});

describe('deviceLabel', () => {
  it('leaves out the spec’s Platform constant and what is unknown', () => {
    expect(deviceLabel({ osVersion: 'Chrome', osName: 'PC', platform: 'Web' })).toBe('Chrome · PC');
    expect(deviceLabel({ osVersion: null, osName: null, platform: null })).toBe('');
    expect(deviceLabel({ osVersion: 'Safari', osName: null, platform: 'iPhone' })).toBe('Safari · iPhone');
  });
});
