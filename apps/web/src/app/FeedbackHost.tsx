import { useEffect } from 'react';
import { App } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

/** What the host hands its holders to: feedback.tsx's setFeedbackApi (passed in, so this chunk imports nothing of it). */
type OnReady = (api: useAppProps) => void;

function Register({ onReady }: { onReady: OnReady }) {
  const api = App.useApp();
  useEffect(() => onReady(api), [api, onReady]);
  return null;
}

/** antd's message, notification and modal holders, inside the ConfigProvider so they follow the theme and locale. */
export default function FeedbackHost({ onReady }: { onReady: OnReady }) {
  return (
    <App component={false}>
      <Register onReady={onReady} />
    </App>
  );
}
