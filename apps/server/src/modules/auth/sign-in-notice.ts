import type { AppContext } from '../../platform/context.js';
import { notify } from '../notifications/service.js';
import { NEW_SIGN_IN } from './notifications.js';
import { hasPassword, hasSession } from './repo.js';
import type { ClientMeta, Deps } from './verification.js';

export type SignInDeps = Deps & Pick<AppContext, 'jobs' | 'live' | 'notificationTypes'>;

/**
 * Opens a session and, when it is the member's first from this device (the Device-Id header kept with
 * sessions) but not their first at all, tells them so. A sign-up's own session is no news; a client
 * that sends no Device-Id is always a new device. Sessions are kept 30 days after they end
 * (auth.purgeSessions), so a device unseen for longer counts as new again. The notice says whether the
 * member has a password, so its advice fits (a member who signs in with codes has none to change).
 */
export async function notifyIfNewDevice(
  deps: SignInDeps,
  memberId: number,
  meta: ClientMeta,
  openSession: () => Promise<string>,
): Promise<string> {
  const db = deps.database.db;
  const knownDevice = meta.deviceId ? await hasSession(db, memberId, meta.deviceId) : false;
  const firstSession = !knownDevice && !(await hasSession(db, memberId));
  const token = await openSession();
  if (!knownDevice && !firstSession) {
    try {
      await notify(deps, {
        memberId,
        type: NEW_SIGN_IN,
        params: {
          osName: meta.osName,
          osVersion: meta.osVersion,
          platform: meta.platform,
          ip: meta.ip,
          hasPassword: await hasPassword(db, memberId),
        },
      });
    } catch (err) {
      // The sign-in itself succeeded; a notice that could not be made must not undo it.
      deps.log.error({ err, memberId }, 'new sign-in notification failed');
    }
  }
  return token;
}
