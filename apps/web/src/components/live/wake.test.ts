import { expect, it } from 'vitest';
import { API, API_BASE, LIVE_CLOSE } from '@acsc/shared';
import { LIVE_SOCKET_PATH, SESSION_INVALID_CLOSE } from './wake.js';

// The entry's bare socket writes these two itself (no import of the shared tables into the first load).
it('uses the live socket path and the code 90 close code of the shared contract', () => {
  expect(LIVE_SOCKET_PATH).toBe(API_BASE + API.liveSocket);
  expect(SESSION_INVALID_CLOSE).toBe(LIVE_CLOSE.sessionInvalid);
});
