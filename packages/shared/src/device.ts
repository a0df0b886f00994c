/**
 * A signed-in device as the member reads it: "Safari · iPhone/iOS", "Chrome · Windows". The server
 * keeps, with each session, the browser (osVersion), the operating system (osName) and the device when
 * it is known (platform), read from the browser's own description (user-agent client hints, else the
 * user agent: platform/device.ts on the server); the spec's Os-Name/Os-Version/Platform headers ("PC",
 * a browser guess, "Web") only where the browser says nothing recognizable (issue 27).
 */
export interface DeviceFields {
  osName: string | null;
  osVersion: string | null;
  platform: string | null;
}

/** "Web" is the spec's Platform constant, not a device (sessions stored before issue 27 carry it). */
const clean = (v: string | null) => (v && v.trim() && v.trim() !== 'Web' ? v.trim() : null);

/** The label of a session's device; empty when nothing is known. */
export function deviceLabel(d: DeviceFields): string {
  const browser = clean(d.osVersion);
  const os = clean(d.osName);
  const device = clean(d.platform);
  const where = device && os ? `${device}/${os}` : (device ?? os);
  return [browser, where].filter(Boolean).join(' · ');
}
