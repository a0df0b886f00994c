import { useEffect } from 'react';
import { App } from 'antd';
import { setFeedbackApi } from './feedback.js';

function Register() {
  const api = App.useApp();
  useEffect(() => setFeedbackApi(api), [api]);
  return null;
}

/** antd's message, notification and modal holders, inside the ConfigProvider so they follow the theme and locale. */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <Register />
    </App>
  );
}
