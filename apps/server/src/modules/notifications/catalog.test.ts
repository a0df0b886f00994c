import { describe, expect, it } from 'vitest';
import { LANGUAGES, NOTIFICATION_TYPE_PATTERN } from '@acsc/shared';
import { notificationCatalog, renderNotification } from '../../platform/notification-types.js';
import { modules } from '../index.js';
import { NOTIFICATION_TEXTS } from './texts.js';

/**
 * Every notification type speaks all three languages with the same placeholders, all of them filled. The
 * catalog is the app's: every module's `notifications` hook, gathered as app.ts does.
 */
const NOTIFICATION_TYPES = notificationCatalog(modules.flatMap((m) => m.notifications ?? []));

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification catalog', () => {
  it('has types named <group>.<name>, each in its group', () => {
    expect(NOTIFICATION_TYPES.size).toBeGreaterThan(0);
    for (const def of NOTIFICATION_TYPES.values()) {
      expect(def.type).toMatch(NOTIFICATION_TYPE_PATTERN);
      expect(def.type.startsWith(`${def.group}.`)).toBe(true);
    }
  });

  it('uses the same placeholders in every language, and each text exists', () => {
    for (const def of NOTIFICATION_TYPES.values()) {
      for (const field of ['label', 'title', 'body', 'emailSubject', 'emailBody'] as const) {
        const base = placeholders(def.texts.en_US[field]);
        for (const lang of LANGUAGES) {
          expect(def.texts[lang][field].trim(), `${def.type} ${lang} ${field}`).not.toBe('');
          expect(placeholders(def.texts[lang][field]), `${def.type} ${lang} ${field}`).toEqual(base);
        }
      }
    }
    for (const key of Object.keys(NOTIFICATION_TEXTS.en_US) as (keyof (typeof NOTIFICATION_TEXTS)['en_US'])[]) {
      for (const lang of LANGUAGES)
        expect(placeholders(NOTIFICATION_TEXTS[lang][key]), `${lang} ${key}`).toEqual(
          placeholders(NOTIFICATION_TEXTS.en_US[key]),
        );
    }
  });

  it('fills every placeholder from sample parameters', () => {
    const samples: Record<string, Record<string, unknown>> = {
      'account.newSignIn': { osName: 'PC', osVersion: 'Chrome', platform: 'Web', ip: '203.0.113.9' },
      'account.passwordChanged': {},
      'account.addressChanged': { kind: 'email', address: 'a***@example.com' },
      'account.deletionScheduled': { deleteAt: '2031-03-18T01:00:00.000Z' },
      'exchange.postLiked': { postId: '7', by: 'Sokha', byId: '3' },
      'exchange.postCommented': { postId: '7', by: 'Sokha', byId: '3', excerpt: 'Nice photos!' },
      'exchange.commentReplied': { postId: '7', by: 'Sokha', byId: '3', excerpt: 'Thanks' },
      'exchange.mentioned': { postId: '7', by: 'Sokha', byId: '3', excerpt: '@Dara look' },
      'exchange.followed': { by: 'Sokha', byId: '3' },
      'exchange.messageUnread': { by: 'Sokha', byId: '3' },
      'exchange.moderated': { action: 'suspend', target: 'member', id: null, until: '2031-03-18T01:00:00.000Z' },
      'alumnus.approved': { submissionId: 3 },
      'alumnus.rejected': { submissionId: 3, reason: { km_KH: 'រូបថតមិនច្បាស់', en_US: 'The photo is not legible' } },
      'reservation.promoted': { activityId: 4, title: { zh_CN: '新生见面会', en_US: 'Orientation day' } },
      'reservation.approved': { activityId: 4, title: { km_KH: 'ពិធីស្វាគមន៍' } },
      'reservation.rejected': { activityId: 4, title: { en_US: 'Orientation day' }, reason: 'Members only' },
      'reservation.message': { activityId: 4, title: { zh_CN: '新生见面会' }, message: 'Room 301 instead of 201.' },
      'reservation.paid': { activityId: 5, title: { km_KH: 'ថ្នាក់ធ្វើម្ហូបខ្មែរ', en_US: 'Khmer cooking class' } },
      'reservation.paymentExpired': { activityId: 5, title: { en_US: 'Khmer cooking class' } },
      'reservation.payOffer': { activityId: 5, title: { zh_CN: '高棉烹饪课' } },
      'reservation.appointment.booked': {
        serviceId: 2,
        title: { zh_CN: '奖学金咨询', km_KH: 'ការពិគ្រោះ', en_US: 'Scholarship consultation' },
        startsAt: '2026-12-01T02:00:00.000Z',
        timeZone: 'Asia/Phnom_Penh',
      },
      'reservation.appointment.reminder': {
        serviceId: 2,
        title: { en_US: 'Scholarship consultation' },
        startsAt: '2026-12-01T02:00:00.000Z',
        timeZone: 'Asia/Shanghai',
      },
      'reservation.reminder': {
        activityId: 4,
        title: { en_US: 'Orientation day' },
        startsAt: '2031-03-05T02:00:00.000Z',
        timeZone: 'Asia/Phnom_Penh',
      },
      'work.applicationStatus': {
        applicationId: 3,
        jobId: 2,
        title: { zh_CN: '中文翻译', km_KH: 'អ្នកបកប្រែភាសាចិន' },
        status: 'Interview',
        message: 'Tuesday 10:00',
      },
      'support.reply': { text: 'We open at 9:00 on Monday.' },
    };
    // Each module lists its types in its hook: a type left out of one would render as "unknown".
    expect([...NOTIFICATION_TYPES.keys()].sort()).toEqual(Object.keys(samples).sort());
    for (const def of NOTIFICATION_TYPES.values()) {
      const params = samples[def.type];
      expect(params, `a sample for ${def.type} in this test`).toBeDefined();
      expect(def.params.safeParse(params).success, def.type).toBe(true);
      for (const lang of LANGUAGES) {
        const r = renderNotification(def, params, lang);
        for (const text of [r.title, r.body, r.emailSubject, r.emailBody])
          expect(text, `${def.type} ${lang}`).not.toMatch(/\{\w+\}/);
        expect(r.body, `${def.type} ${lang}`).not.toMatch(/undefined|null/);
      }
    }
  });

  it('names the acting member of every type whose parameters carry one, so a block silences it', () => {
    for (const def of NOTIFICATION_TYPES.values()) {
      const shape = (def.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      if ('byId' in shape) expect(def.actor?.({ by: 'Sokha', byId: '3', postId: '7', excerpt: 'x' }), def.type).toBe(3);
      else expect(def.actor, def.type).toBeUndefined();
    }
  });

  it("renders a Khmer reader's sign-in notice in Khmer, with the device described", () => {
    const def = NOTIFICATION_TYPES.get('account.newSignIn')!;
    const r = renderNotification(def, { osName: 'PC', osVersion: 'Safari', platform: 'Web', ip: null }, 'km_KH');
    expect(r.title).toBe('គណនីរបស់អ្នកត្រូវបានចូលពីឧបករណ៍ថ្មី');
    expect(r.body).toContain('Safari · PC (');
    expect(r.body).toContain('IP៖ មិនស្គាល់');
  });
});
