import { on } from '../events.js';
import { isServer, serverDrawn } from '../ssr.js';
import { createStore } from '../store.js';

/**
 * The header waits for the layout's first data (spec section 2: "shown only after a loading-success
 * event has set its flag"). The flag lives for the page load, so switching layouts does not hide it again.
 */
// A page the server drew with the app's components has its data already: its header is drawn at once.
const loaded = createStore(isServer || serverDrawn());
on('load-success', () => loaded.set(true));

export const useLoadSuccess = loaded.use;
