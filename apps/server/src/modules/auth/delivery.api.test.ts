import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../../test/app.js';
import { useTestApp } from '../../test/kit.js';
import { startMailServer } from '../../test/mail-server.js';
import { md5, newCaller, send, uniqueEmail, uniquePhone } from './auth.testkit.js';

/** Real delivery: a real SMTP server and a real HTTP SMS gateway on loopback ports, no mocks. */

interface Sms {
  authorization?: string;
  body: { to: string; from: string; text: string };
}
const texts: Sms[] = [];
let gatewayStatus = 200;
const gateway = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    if (gatewayStatus === 200) texts.push({ authorization: req.headers.authorization, body: JSON.parse(data) });
    res
      .writeHead(gatewayStatus, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ok: gatewayStatus === 200 }));
  });
});

const listen = (
  server: { listen: (port: number, host: string, cb: () => void) => unknown },
  address: () => AddressInfo,
) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve(address().port)));

const smtp = await startMailServer();
const smsPort = await listen(gateway, () => gateway.address() as AddressInfo);
// Registered before the app's own: they run after it has closed.
afterAll(async () => {
  await smtp.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});
const { app } = await useTestApp({
  clock: true,
  config: {
    smtpUrl: smtp.url,
    sms: { provider: 'http', url: `http://127.0.0.1:${smsPort}/send`, token: 'gateway-secret', sender: 'ACSC' },
  },
});

describe('verification codes through real SMTP and an HTTP SMS gateway', () => {
  it('mails the code in the member language, and that code registers the member', async () => {
    const caller = newCaller('km_KH');
    const email = uniqueEmail();
    expect((await send(app, caller, email)).body.code).toBe(0);
    const mail = smtp.mails.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe('លេខកូដផ្ទៀងផ្ទាត់ ACSC | CCYA');
    const code = /(\d{6})/.exec(mail.text)![1];
    expect(mail.text).toBe(
      `លេខកូដផ្ទៀងផ្ទាត់ ACSC | CCYA របស់អ្នកគឺ ${code}។ វាមានសុពលភាពរយៈពេល 10 នាទី។ ប្រសិនបើមិនមែនជាអ្នកស្នើសុំ សូមមិនអើពើសារនេះ។`,
    );

    const password = md5('Khmer2025ok');
    const res = await call(app, '/client/member/v1/register/captcha', {
      ...caller,
      body: { address: email, captcha: code, newPassword: password, confirmPassword: password },
    });
    expect(res.body.code).toBe(0);
    const me = await call(app, '/client/member/v1/info', { token: res.body.data.token });
    expect(me.body.data).toMatchObject({ email, language: 'km_KH' });
  });

  it('mails in English and Chinese as the request asks', async () => {
    const en = uniqueEmail();
    await send(app, newCaller('en_US'), en);
    expect(smtp.mails.find((m) => m.to.includes(en))!.text).toMatch(
      /^Your ACSC \| CCYA verification code is \d{6}\. It is valid for 10 minutes\./,
    );
    const zh = uniqueEmail();
    await send(app, newCaller(), zh);
    expect(smtp.mails.find((m) => m.to.includes(zh))!.text).toMatch(
      /^您的 ACSC \| CCYA 验证码是 \d{6}，10 分钟内有效。/,
    );
  });

  it('answers DELIVERY_FAILED when the mail server refuses, leaving no usable code and no resend wait', async () => {
    const caller = newCaller('en_US');
    const email = uniqueEmail();
    smtp.state.rejectRecipient = email;
    const failed = await send(app, caller, email);
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ code: 2019, msg: 'The code could not be sent. Please try again later.', data: null });
    const check = await call(app, '/client/captcha/v1/check', {
      ...caller,
      body: { address: email, captcha: '123456', type: 2 },
    });
    expect(check.body.code).toBe(2010);
    smtp.state.rejectRecipient = '';
    expect((await send(app, caller, email)).body.code).toBe(0);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('texts the code through the HTTP gateway with its token, and that code signs the member in', async () => {
    const caller = newCaller('en_US');
    const phone = uniquePhone();
    expect((await send(app, caller, phone.slice(0, 4) + ' ' + phone.slice(4))).body.code).toBe(0);
    const sms = texts.find((t) => t.body.to === phone)!;
    expect(sms.authorization).toBe('Bearer gateway-secret');
    expect(sms.body.from).toBe('ACSC');
    const code = /(\d{6})/.exec(sms.body.text)![1];
    expect(sms.body.text).toBe(
      `Your ACSC | CCYA verification code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`,
    );
    const login = await call(app, '/client/member/v1/login/captcha', {
      ...caller,
      body: { address: phone, captcha: code },
    });
    expect(login.body.data).toMatchObject({ needShowBindEmail: 1, needShowBindPhone: 0 });
  });

  it('answers DELIVERY_FAILED when the gateway fails, and a retry right away goes through', async () => {
    const caller = newCaller('en_US');
    const phone = uniquePhone();
    gatewayStatus = 503;
    const failed = await send(app, caller, phone);
    expect(failed.body.code).toBe(2019);
    gatewayStatus = 200;
    expect((await send(app, caller, phone)).body.code).toBe(0);
    expect(texts.filter((t) => t.body.to === phone)).toHaveLength(1);
  });
});
