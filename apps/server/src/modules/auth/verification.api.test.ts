import { describe, expect, it } from 'vitest';
import { LIMITS } from '@acsc/shared';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { latestCode, newCaller, outbox, send, sendAndRead, uniqueEmail, uniquePhone } from './auth.testkit.js';
import { smsHourKey } from './verification.js';

const { app, clock } = await useTestApp({ clock: true });

const check = (caller: ReturnType<typeof newCaller>, address: string, captcha: string, type = 0) =>
  call(app, '/client/captcha/v1/check', { ...caller, body: { address, captcha, type } });

describe('captcha/v1/send', () => {
  it('sends a 6-digit code by SMS to a normalized phone, in the request language', async () => {
    const caller = newCaller('en_US');
    const res = await send(app, caller, '+855 12-345 678');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg: 'Success', data: null });
    const [entry] = await outbox(app);
    expect(entry).toMatchObject({ address: '+85512345678', channel: 'sms', purpose: 'login' });
    expect(entry.code).toMatch(/^\d{6}$/);
    expect(entry.text).toBe(
      `Your ACSC | CCYA verification code is ${entry.code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
    );
  });

  it('sends email codes lower-cased, with the text in Khmer or Chinese as asked', async () => {
    const email = uniqueEmail('Mixed.Case');
    await sendAndRead(app, newCaller('km_KH'), email.toUpperCase());
    const [km] = await outbox(app);
    expect(km).toMatchObject({ address: email.toLowerCase(), channel: 'email' });
    expect(km.text).toContain('លេខកូដផ្ទៀងផ្ទាត់');
    expect(km.text).toContain(km.code!);

    await sendAndRead(app, newCaller(), uniqueEmail(), 0);
    const [zh] = await outbox(app);
    expect(zh.purpose).toBe('bind');
    expect(zh.text).toContain('验证码');
  });

  it('answers the same for a registered and an unregistered address', async () => {
    const caller = newCaller();
    const phone = uniquePhone();
    const captcha = await sendAndRead(app, caller, phone);
    await call(app, '/client/member/v1/login/captcha', { ...caller, body: { address: phone, captcha } });
    clock.advance(61);
    const registered = await send(app, caller, phone);
    const unknown = await send(app, newCaller(), uniquePhone());
    expect(registered.body).toEqual(unknown.body);
    expect(registered.status).toBe(unknown.status);
  });

  it('refuses bad addresses with a named error and sends nothing', async () => {
    const before = (await outbox(app)).length;
    const cases: [string, number, string][] = [
      ['', 2004, 'Type your phone number or email.'],
      ['   ', 2004, 'Type your phone number or email.'],
      ['+85501234567', 2002, 'This phone number is not valid.'],
      ['+86123', 2002, 'This phone number is not valid.'],
      ['12ab34', 2002, 'This phone number is not valid.'],
      ['user@', 2003, 'This email address is not valid.'],
      ['user@@example.com', 2003, 'This email address is not valid.'],
      ['a b@example.com', 2003, 'This email address is not valid.'],
      ['+4915112345678', 2001, 'This country code is not supported.'],
      ['+999123456789', 2001, 'This country code is not supported.'],
    ];
    for (const [address, code, msg] of cases) {
      const res = await send(app, newCaller('en_US'), address);
      expect(res.body, address).toEqual({ code, msg, data: null });
      expect(res.status).toBe(400);
    }
    const km = await send(app, newCaller('km_KH'), '+4915112345678');
    expect(km.body.msg).toBe('មិនទាន់គាំទ្រលេខកូដប្រទេសនេះទេ');
    expect((await outbox(app)).length).toBe(before);
  });

  it('refuses a missing address and an unknown type through the envelope', async () => {
    const missing = await call(app, '/client/captcha/v1/send', { ...newCaller('en_US'), body: { type: 2 } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(2004);
    const badType = await call(app, '/client/captcha/v1/send', {
      ...newCaller('en_US'),
      body: { address: uniqueEmail(), type: 7 },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe(1001);
  });

  it('waits 60 s before another code to the same address, saying how long', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail();
    const first = await sendAndRead(app, caller, email);
    clock.advance(15);
    const again = await send(app, newCaller('en_US'), email);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      code: 2013,
      msg: 'A code was just sent. You can request another in 45 seconds.',
      data: null,
    });
    expect(await latestCode(app, email)).toBe(first);
    clock.advance(45);
    const later = await send(app, caller, email);
    expect(later.body.code).toBe(0);
  });

  it('caps codes per address per day', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LIMITS.codeDailyPerAddress; i++) {
      expect((await send(app, newCaller(), email)).body.code).toBe(0);
      clock.advance(61);
    }
    const capped = await send(app, newCaller('en_US'), email);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ code: 2014, msg: 'This address has received the most codes allowed today.' });
  });

  it('caps codes per IP per day', async () => {
    const caller = newCaller('en_US');
    for (let i = 0; i < LIMITS.codeDailyPerIp; i++) {
      const res = await send(app, { ...caller, headers: { 'device-id': `ip-cap-${i}` } }, uniqueEmail());
      expect(res.body.code).toBe(0);
    }
    const capped = await send(app, { ...caller, headers: { 'device-id': 'ip-cap-last' } }, uniqueEmail());
    expect(capped.body).toMatchObject({ code: 2015, msg: 'Your network has requested the most codes allowed today.' });
  });

  it('caps codes per device per day, and a refused send does not count against the other caps', async () => {
    const device = newCaller('en_US').headers;
    for (let i = 0; i < LIMITS.codeDailyPerDevice; i++) {
      expect((await send(app, { ...newCaller(), headers: device }, uniqueEmail())).body.code).toBe(0);
    }
    const ipCaller = newCaller('en_US');
    const email = uniqueEmail();
    const capped = await send(app, { ...ipCaller, headers: device }, email);
    expect(capped.body).toMatchObject({ code: 2016, msg: 'This device has requested the most codes allowed today.' });
    // Neither the address nor the IP was charged for the refused send (one IP sends an address at most
    // codeDailyPerAddressPerIp codes a day: other networks send the rest).
    for (let i = 0; i < LIMITS.codeDailyPerAddress; i++) {
      const from = i < LIMITS.codeDailyPerAddressPerIp ? ipCaller : newCaller();
      expect((await send(app, { ...from, headers: { 'device-id': `dev-cap-${i}` } }, email)).body.code).toBe(0);
      clock.advance(61);
    }
  });

  it('the daily caps lift the next day', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LIMITS.codeDailyPerAddress; i++) {
      await send(app, newCaller(), email);
      clock.advance(61);
    }
    expect((await send(app, newCaller(), email)).body.code).toBe(2014);
    clock.advance(86_400);
    expect((await send(app, newCaller(), email)).body.code).toBe(0);
  });

  it('stops SMS at the hourly ceiling while email still works', async () => {
    const key = smsHourKey(clock.now());
    const used = await app.ctx.counters.get(key);
    for (let i = used; i < LIMITS.smsHourlyCeiling - 1; i++) await app.ctx.counters.hit(key, 3600);
    expect((await send(app, newCaller(), uniquePhone())).body.code).toBe(0);
    const before = (await outbox(app)).length;
    const busy = await send(app, newCaller('en_US'), uniquePhone());
    expect(busy.status).toBe(429);
    expect(busy.body).toMatchObject({
      code: 2017,
      msg: 'Text messages are busy right now. Please try again later or use email.',
    });
    expect((await outbox(app)).length).toBe(before);
    expect((await send(app, newCaller(), uniqueEmail())).body.code).toBe(0);
    clock.advance(3600);
    expect((await send(app, newCaller(), uniquePhone())).body.code).toBe(0);
  });
});

describe('captcha/v1/check', () => {
  it('returns a uniqueMark for the right code, once', async () => {
    const caller = newCaller();
    const phone = uniquePhone();
    const captcha = await sendAndRead(app, caller, phone, 0);
    const res = await check(caller, phone, captcha);
    expect(res.body.code).toBe(0);
    expect(res.body.data.uniqueMark).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const reused = await check(newCaller('en_US'), phone, captcha);
    expect(reused.body).toMatchObject({
      code: 2011,
      msg: 'The verification code has expired. Please request a new one.',
    });
  });

  it('keeps the purposes apart: a login code does not pass a bind check', async () => {
    const caller = newCaller();
    const email = uniqueEmail();
    const captcha = await sendAndRead(app, caller, email, 2);
    expect((await check(caller, email, captcha, 0)).body.code).toBe(2010);
    expect((await check(caller, email, captcha, 2)).body.code).toBe(0);
  });

  it('answers a wrong code, then kills the code on the sixth try', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail();
    const captcha = await sendAndRead(app, caller, email, 0);
    const wrong = captcha === '000000' ? '111111' : '000000';
    for (let i = 0; i < LIMITS.codeMaxWrongTries; i++) {
      const res = await check(caller, email, wrong);
      expect(res.body).toMatchObject({ code: 2010, msg: 'The verification code is wrong.' });
    }
    const sixth = await check(caller, email, captcha);
    expect(sixth.body).toMatchObject({ code: 2012, msg: 'Too many wrong codes. Please request a new one.' });
    clock.advance(61);
    const fresh = await sendAndRead(app, caller, email, 0);
    expect((await check(caller, email, fresh)).body.code).toBe(0);
  });

  it('refuses an expired code and a code replaced by a newer one', async () => {
    const caller = newCaller('km_KH');
    const email = uniqueEmail();
    const old = await sendAndRead(app, caller, email, 0);
    clock.advance(LIMITS.codeTtlSeconds + 1);
    const expired = await check(caller, email, old);
    expect(expired.body).toMatchObject({ code: 2011, msg: 'លេខកូដផ្ទៀងផ្ទាត់បានផុតកំណត់ សូមស្នើសុំថ្មី' });
    const newer = await sendAndRead(app, caller, email, 0);
    if (newer !== old) expect((await check(caller, email, old)).body.code).toBe(2010);
    expect((await check(caller, email, newer)).body.code).toBe(0);
  });

  it('asks for the code when it is empty, and for a code never sent says it is wrong', async () => {
    const caller = newCaller('en_US');
    expect((await check(caller, uniqueEmail(), '')).body).toMatchObject({
      code: 2018,
      msg: 'Type the verification code.',
    });
    expect((await check(caller, uniqueEmail(), '123456')).body.code).toBe(2010);
  });
});
