import { Suspense, useEffect, useState } from 'react';
import { on } from '../events.js';
import { lazyAntd } from '../antd/lazyAntd.js';
import { loadNamespace } from '../i18n/index.js';

// Its texts are in the `footer` catalog (with the footer's), fetched with it.
const ChatPanel = lazyAntd(async () => {
  const [panel] = await Promise.all([import('./ChatPanel.js'), loadNamespace('footer')]);
  return panel;
});

/** Listens for 'chat-show' (menu id 9) and opens the support window; its code loads on first use. */
export function ChatEntry() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(
    () =>
      on('chat-show', () => {
        setUsed(true);
        setOpen(true);
      }),
    [],
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
