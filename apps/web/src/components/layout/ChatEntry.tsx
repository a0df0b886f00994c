import { Suspense, useEffect, useState } from 'react';
import { on } from '../events.js';
import { lazyAntd } from '../antd/lazyAntd.js';
import { loadNamespace } from '../i18n/index.js';

// The chat window and its texts (`support`, and `footer` for the contact channels under it) load on first use.
const SupportChat = lazyAntd(async () => {
  const [panel] = await Promise.all([
    import('../../pages/support/SupportChat.js'),
    loadNamespace('support'),
    loadNamespace('footer'),
  ]);
  return panel;
});

/** Listens for 'chat-show' (menu id 9) and opens the live support chat; its code loads on first use. */
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
  // A link to /?support=1 (the answer's notification) opens the chat too.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('support') === '1') {
      setUsed(true);
      setOpen(true);
    }
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SupportChat open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
