import { describe, expect, it } from 'vitest';
import { emit } from '../events.js';
import { currentRequest, requestDialog, takeRequest } from './requests.js';

describe('dialog requests', () => {
  it('keeps the newest request, with the login-show event and its return address', () => {
    emit('login-show', { returnTo: '/work/record' });
    expect(currentRequest()).toMatchObject({ kind: 'login', returnTo: '/work/record' });
    requestDialog('register');
    expect(currentRequest()).toMatchObject({ kind: 'register', returnTo: undefined });
  });

  it('hands each request out once, so a host mounting again does not reopen a dialog', () => {
    requestDialog('login', '/a');
    const request = currentRequest()!;
    expect(takeRequest(request)).toBe(true);
    expect(takeRequest(request)).toBe(false);
    requestDialog('login');
    expect(takeRequest(currentRequest()!)).toBe(true);
  });
});
