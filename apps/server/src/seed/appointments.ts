import type { AppContext } from '../platform/context.js';
import { hasServices, seedServices } from '../modules/reservation/service.js';

/**
 * The demo appointment service (issue 31): a scholarship consultation at the office in Phnom Penh, in the three
 * languages, with times on the weekdays of the next two weeks (09:00, 10:00 and 14:00 in Phnom Penh, an hour
 * each, two places). Runs once: skipped when any service exists.
 */

const DAY = 86_400_000;
/** 09:00, 10:00 and 14:00 in Phnom Penh (UTC+7), as UTC hours. */
const HOURS_UTC = [2, 3, 7];

export async function seedDemoAppointments(ctx: AppContext) {
  const db = ctx.database.db;
  if (await hasServices(db)) return;
  const now = ctx.now();
  const slots: { startsAt: Date; endsAt: Date; capacity: number }[] = [];
  for (let d = 1; d <= 14; d++) {
    const day = new Date(now.getTime() + d * DAY);
    const weekday = new Date(day.getTime() + 7 * 3_600_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const h of HOURS_UTC) {
      const startsAt = new Date(day);
      startsAt.setUTCHours(h, 0, 0, 0);
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 2 });
    }
  }
  await db.transaction((tx) =>
    seedServices(
      tx,
      [
        {
          input: {
            title: {
              zh_CN: '奖学金咨询（办公室面谈）',
              km_KH: 'ការពិគ្រោះអំពីអាហារូបករណ៍ នៅការិយាល័យ',
              en_US: 'Scholarship consultation at the office',
            },
            description: {
              zh_CN: '与志愿者一对一交流：选校、奖学金申请材料、时间安排。请带上成绩单和护照复印件。',
              km_KH:
                'ពិភាក្សាផ្ទាល់ជាមួយអ្នកស្ម័គ្រចិត្ត៖ ការជ្រើសរើសសាកលវិទ្យាល័យ ឯកសារដាក់ពាក្យអាហារូបករណ៍ និងកាលវិភាគ។ សូមយកព្រឹត្តិបត្រពិន្ទុ និងច្បាប់ចម្លងលិខិតឆ្លងដែនមកជាមួយ។',
              en_US:
                'One-to-one with a volunteer: choosing a university, the scholarship application papers, the timeline. Please bring your transcripts and a copy of your passport.',
            },
            timeZone: 'Asia/Phnom_Penh',
            city: { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
            place: { zh_CN: 'ACSC 办公室', km_KH: 'ការិយាល័យ ACSC', en_US: 'ACSC office' },
            address: { zh_CN: '毛泽东大道 123 号', km_KH: 'មហាវិថីម៉ៅសេទុង លេខ 123', en_US: '123 Mao Tse Toung Blvd' },
          },
          status: 'published',
          publishAt: new Date(now.getTime() - 30 * DAY),
          slots,
        },
      ],
      now,
    ),
  );
}
