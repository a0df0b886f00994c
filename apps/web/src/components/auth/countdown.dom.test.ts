import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { i18n } from '../i18n/index.js';
import { setToaster } from '../api/http.js';
import { sendJson, setPageUrl, startLocalServer } from '../../test/localServer.js';
import auth from '../i18n/auth/en_US.json';
import common from '../i18n/common/en_US.json';
import { useCountdown } from './countdown.js';
import { LoginDialog } from './LoginDialog.js';

/**
 * The send-code countdown is the spec's 60 s (sections 4 and 9), counted by the hook every code form uses
 * with its default and shown by the login dialog's Send button. The clock is moved, never waited for.
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;
let sent: unknown[];

beforeAll(async () => {
  server = await startLocalServer();
  i18n.init('en_US', { auth, common });
  setToaster({ error: () => {}, success: () => {} });
});
afterAll(() => server.close());
beforeEach(() => {
  setPageUrl(`${server.origin}/`);
  sent = [];
  // Only the countdown's clock is moved by hand; the HTTP calls keep their real timers.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the send-code countdown', () => {
  it("useCountdown() with its default runs the spec's 60 s: 60 at the start, 1 a second before the end, then idle", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ seconds: 60, running: true });
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toMatchObject({ seconds: 1, running: true });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
  });

  it('the login dialog\'s Send gives way to "Resend after 60 seconds", and comes back after 60 s', async () => {
    server.handle = (req, res, body) => {
      if (req.url!.endsWith('/captcha/v1/send')) sent.push(JSON.parse(body));
      sendJson(res, {
        code: 0,
        msg: 'ok',
        data: req.url!.endsWith('/country/code') ? [{ countryCode: '86', name: 'China', region: 'CN' }] : null,
      });
    };
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      h(
        QueryClientProvider,
        { client: qc },
        h(
          MemoryRouter,
          null,
          h(App, null, h(LoginDialog, { open: true, openSeq: 1, onClose: () => {}, onLoggedIn: () => {} })),
        ),
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone number' }), { target: { value: '13800138000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Send' })[0]!);
    await waitFor(() => expect(screen.getByText('Resend after 60 seconds')).toBeTruthy());
    expect(sent).toEqual([{ address: '+8613800138000', type: 2 }]);

    // The reply to Send arrives outside act(), so the countdown's timer may start a moment after the text shows:
    // wait for the text, never for the clock.
    act(() => vi.advanceTimersByTime(59_000));
    await waitFor(() => expect(screen.getByText('Resend after 1 seconds')).toBeTruthy());
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(screen.queryByText(/Resend after/)).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Send' }).length).toBeGreaterThan(0);
  });
});
