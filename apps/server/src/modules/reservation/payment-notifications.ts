import { z } from 'zod';
import type { Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';

/**
 * Notifications of paid events (issue 31), each in the member's language: the payment arrived (the place is
 * confirmed), the order ran out unpaid (the place went), and a place offered that waits for payment (from the
 * waiting list or after approval).
 */

const title = z.object({
  zh_CN: z.string().max(200).optional(),
  km_KH: z.string().max(200).optional(),
  en_US: z.string().max(200).optional(),
});
const params = z.object({ activityId: z.number().int(), title });
type Params = z.infer<typeof params>;
const values = (p: Params, lang: Language) => ({
  title: p.title[lang] || p.title.zh_CN || p.title.en_US || p.title.km_KH || '',
});
const link = () => '/reservation/record';

const paid: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '付款成功',
    title: '已收到“{title}”的付款',
    body: '已收到你为“{title}”支付的费用，报名成功，请凭电子票入场。',
    emailSubject: '已收到“{title}”的付款',
    emailBody: '已收到你为“{title}”支付的费用，报名成功。请登录查看你的电子票。',
  },
  km_KH: {
    label: 'ការទូទាត់បានជោគជ័យ',
    title: 'បានទទួលការទូទាត់សម្រាប់ «{title}»',
    body: 'យើងបានទទួលការទូទាត់របស់អ្នកសម្រាប់ «{title}»។ អ្នកបានចុះឈ្មោះរួចរាល់ សូមបង្ហាញសំបុត្ររបស់អ្នកនៅពេលចូល។',
    emailSubject: 'បានទទួលការទូទាត់សម្រាប់ «{title}»',
    emailBody: 'យើងបានទទួលការទូទាត់របស់អ្នកសម្រាប់ «{title}»។ អ្នកបានចុះឈ្មោះរួចរាល់ សូមចូលគណនីដើម្បីមើលសំបុត្ររបស់អ្នក។',
  },
  en_US: {
    label: 'Payment received',
    title: 'Payment received for "{title}"',
    body: 'We received your payment for "{title}": you are registered. Show your ticket at the entrance.',
    emailSubject: 'Payment received for "{title}"',
    emailBody: 'We received your payment for "{title}": you are registered. Sign in to see your ticket.',
  },
};

const expired: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '付款超时',
    title: '“{title}”的订单已超时',
    body: '你没有在规定时间内为“{title}”付款，名额已释放。如仍想参加，请重新报名。',
    emailSubject: '“{title}”的订单已超时',
    emailBody: '你没有在规定时间内为“{title}”付款，名额已释放。如仍想参加，请重新报名。',
  },
  km_KH: {
    label: 'ការទូទាត់ផុតកំណត់',
    title: 'ការបញ្ជាទិញសម្រាប់ «{title}» បានផុតកំណត់',
    body: 'អ្នកមិនបានទូទាត់សម្រាប់ «{title}» ទាន់ពេលទេ កន្លែងត្រូវបានដោះលែង។ ប្រសិនបើអ្នកនៅតែចង់ចូលរួម សូមចុះឈ្មោះម្តងទៀត។',
    emailSubject: 'ការបញ្ជាទិញសម្រាប់ «{title}» បានផុតកំណត់',
    emailBody: 'អ្នកមិនបានទូទាត់សម្រាប់ «{title}» ទាន់ពេលទេ កន្លែងត្រូវបានដោះលែង។ ប្រសិនបើអ្នកនៅតែចង់ចូលរួម សូមចុះឈ្មោះម្តងទៀត។',
  },
  en_US: {
    label: 'Payment expired',
    title: 'Your order for "{title}" expired',
    body: 'You did not pay for "{title}" in time, so the place was released. Register again if you still want to come.',
    emailSubject: 'Your order for "{title}" expired',
    emailBody:
      'You did not pay for "{title}" in time, so the place was released. Register again if you still want to come.',
  },
};

const offer: Record<Language, NotificationTexts> = {
  zh_CN: {
    label: '名额待付款',
    title: '“{title}”为你保留了名额，请付款',
    body: '“{title}”为你保留了一个名额，请在我的预约中扫码付款以确认报名。',
    emailSubject: '“{title}”为你保留了名额，请付款',
    emailBody: '“{title}”为你保留了一个名额，请登录并在我的预约中扫码付款以确认报名。',
  },
  km_KH: {
    label: 'កន្លែងរង់ចាំការទូទាត់',
    title: 'មានកន្លែងសម្រាប់អ្នកនៅ «{title}» សូមទូទាត់',
    body: 'មានកន្លែងមួយរក្សាទុកសម្រាប់អ្នកនៅ «{title}»។ សូមស្កេនកូដ KHQR ក្នុងការកក់របស់ខ្ញុំដើម្បីទូទាត់ និងបញ្ជាក់ការចុះឈ្មោះ។',
    emailSubject: 'មានកន្លែងសម្រាប់អ្នកនៅ «{title}» សូមទូទាត់',
    emailBody: 'មានកន្លែងមួយរក្សាទុកសម្រាប់អ្នកនៅ «{title}»។ សូមចូលគណនី ហើយស្កេនកូដ KHQR ក្នុងការកក់របស់ខ្ញុំដើម្បីទូទាត់។',
  },
  en_US: {
    label: 'A place waiting for payment',
    title: 'A place at "{title}" is held for you: please pay',
    body: 'A place at "{title}" is held for you. Scan the KHQR code in My reservations to pay and confirm it.',
    emailSubject: 'A place at "{title}" is held for you: please pay',
    emailBody: 'A place at "{title}" is held for you. Sign in and scan the KHQR code in My reservations to pay.',
  },
};

const define = (type: string, texts: Record<Language, NotificationTexts>) =>
  defineNotificationType({ type, group: 'reservation', params, defaultChannel: 'email', link, values, texts });

export const RESERVATION_PAID = define('reservation.paid', paid);
export const RESERVATION_PAYMENT_EXPIRED = define('reservation.paymentExpired', expired);
export const RESERVATION_PAY_OFFER = define('reservation.payOffer', offer);
export const PAYMENT_NOTIFICATIONS = [RESERVATION_PAID, RESERVATION_PAYMENT_EXPIRED, RESERVATION_PAY_OFFER];
