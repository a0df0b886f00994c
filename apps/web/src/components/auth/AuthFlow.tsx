import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import type { LoginResult } from '@acsc/shared';
import { getToken, getUser, loadUserInfo } from '../session/index.js';
import { BindDialog } from './BindDialog.js';
import type { BindStatus } from './BindForm.js';
import { LoginDialog, type LoginStatus } from './LoginDialog.js';
import { RegisterDialog } from './RegisterDialog.js';
import { takeRequest, type AuthRequest } from './requests.js';
import { offerToKeepAccount } from './keepAccount.js';
import './auth.css';

type View = 'login' | 'bind' | 'register';

/**
 * The sign-in flow of spec section 4: login -> (bind email after a phone login, bind phone after an
 * email login, when the server asks) -> user info; register step 1 -> step 2. When the flow ends
 * signed in, the member goes to the page that asked for the login.
 */
export default function AuthFlow({ request }: { request: AuthRequest }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [view, setView] = useState<View | null>(null);
  const [bindStatus, setBindStatus] = useState<BindStatus>(1);
  const [seqs, setSeqs] = useState<Record<View, number>>({ login: 0, bind: 0, register: 0 });
  const returnTo = useRef<string | undefined>(undefined);

  const show = (next: View) => {
    setSeqs((s) => ({ ...s, [next]: s[next] + 1 }));
    setView(next);
  };

  useEffect(() => {
    if (!takeRequest(request)) return;
    returnTo.current = request.returnTo;
    show(request.kind);
  }, [request.seq]); // eslint-disable-line react-hooks/exhaustive-deps -- each request (its seq) opens its dialog once; `show` is a new function every render

  const end = (signedIn: boolean) => {
    setView(null);
    const to = returnTo.current;
    returnTo.current = undefined;
    const here = window.location.pathname + window.location.search + window.location.hash;
    if (signedIn && to && to !== here) void navigate(to);
  };

  /** Signed in (token stored): fetch user info, emitting the type-1 login event, then finish. */
  const completeSignIn = async () => {
    try {
      const user = await loadUserInfo(true);
      if (user.deleteAt) void offerToKeepAccount(modal, user.deleteAt);
    } catch {
      // Shown by the HTTP client; the token stays, so a reload picks the session up.
    }
    end(true);
  };

  const onLoggedIn = (result: LoginResult, status: LoginStatus) => {
    if (status === 1 && result.needShowBindEmail === 1) {
      setBindStatus(1);
      show('bind');
    } else if (status === 2 && result.needShowBindPhone === 1) {
      setBindStatus(2);
      show('bind');
    } else {
      void completeSignIn();
    }
  };

  /** Closing the register dialog during step 2 still leaves a signed-in member behind. */
  const closeRegister = () => {
    if (getToken() && !getUser()) void completeSignIn();
    else end(false);
  };

  return (
    <>
      <LoginDialog open={view === 'login'} openSeq={seqs.login} onClose={() => end(false)} onLoggedIn={onLoggedIn} />
      <BindDialog open={view === 'bind'} status={bindStatus} openSeq={seqs.bind} onDone={() => void completeSignIn()} />
      <RegisterDialog
        open={view === 'register'}
        openSeq={seqs.register}
        onClose={closeRegister}
        onDone={() => end(true)}
        onLogin={() => show('login')}
      />
    </>
  );
}
