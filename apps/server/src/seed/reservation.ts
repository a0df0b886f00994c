import type { ActivityInput, ReservationStatus } from '@acsc/shared';
import type { AppContext } from '../platform/context.js';
import { seedMembers } from '../modules/member/service.js';
import { canTakePayments, hasActivities, seedActivities, seedRegistrations } from '../modules/reservation/service.js';

/**
 * Demo events (issue 31) in the three languages: one nearly full, one full with a waiting list, one
 * needing approval with questions, an online one, a paid one (KHQR), and a past one with attendance. Registrations come from
 * demo members of their own. Runs once: skipped when any event exists.
 */

const DAY = 86_400_000;
const NAMES = ['ចាន់ ធីតា', '张伟', 'Kosal Meas', '刘洋', 'ស៊ុន ពិសី', 'Linh Sok', '赵敏', 'ហេង សុភា'];

function at(now: Date, days: number, hourUtc: number) {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}

function events(now: Date, khqr: boolean): (ActivityInput & { fill: { status: ReservationStatus; n: number }[] })[] {
  const base: Omit<ActivityInput, 'title' | 'startsAt' | 'endsAt' | 'capacity'> = {
    summary: {},
    description: {},
    cover: null,
    city: {},
    place: {},
    address: {},
    mapUrl: null,
    onlineUrl: null,
    registrationOpensAt: null,
    registrationClosesAt: null,
    cancelDeadline: null,
    needsApproval: false,
    waitingList: true,
    questions: [],
    cancelled: false,
    timeZone: 'Asia/Phnom_Penh',
    fee: null,
    payAtDoor: false,
  };
  return [
    {
      ...base,
      title: { zh_CN: '新生见面会', km_KH: 'ពិធីជួបជុំនិស្សិតថ្មី', en_US: 'Orientation day for new students' },
      summary: {
        zh_CN: '认识学长学姐，了解在华学习和生活的第一步。',
        km_KH: 'ស្គាល់បងៗ និងស្វែងយល់ពីជំហានដំបូងនៃការសិក្សា និងការរស់នៅក្នុងប្រទេសចិន។',
        en_US: 'Meet senior students and learn the first steps of studying and living in China.',
      },
      description: {
        zh_CN: '<p>议程：欢迎致辞、签证与住宿问答、校园生活分享、茶歇交流。</p>',
        km_KH: '<p>កម្មវិធី៖ សុន្ទរកថាស្វាគមន៍ សំណួរចម្លើយអំពីទិដ្ឋាការ និងកន្លែងស្នាក់នៅ ការចែករំលែកជីវិតនៅសាកលវិទ្យាល័យ និងការជួបជុំ។</p>',
        en_US: '<p>Programme: welcome words, questions on visas and housing, campus life stories, tea and talk.</p>',
      },
      startsAt: at(now, 9, 2),
      endsAt: at(now, 9, 5),
      timeZone: 'Asia/Phnom_Penh',
      city: { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
      place: { zh_CN: 'ACSC 办公室', km_KH: 'ការិយាល័យ ACSC', en_US: 'ACSC office' },
      address: { zh_CN: '毛泽东大道 123 号', km_KH: 'មហាវិថីម៉ៅសេទុង លេខ 123', en_US: '123 Mao Tse Toung Blvd' },
      mapUrl: 'https://www.openstreetmap.org/#map=16/11.5564/104.9282',
      capacity: 8,
      fill: [{ status: 'Registered', n: 6 }],
    },
    {
      ...base,
      title: { zh_CN: '柬埔寨新年联欢会', km_KH: 'ពិធីជប់លៀងចូលឆ្នាំខ្មែរ', en_US: 'Khmer New Year party' },
      summary: {
        zh_CN: '传统游戏、舞蹈和美食，和在华的柬埔寨同学一起过新年。',
        km_KH: 'ល្បែងប្រជាប្រិយ របាំ និងម្ហូប ជាមួយនិស្សិតកម្ពុជានៅប្រទេសចិន។',
        en_US: 'Traditional games, dances and food with Cambodian students in China.',
      },
      startsAt: at(now, 14, 10),
      endsAt: at(now, 14, 14),
      timeZone: 'Asia/Shanghai',
      city: { zh_CN: '北京', km_KH: 'ប៉េកាំង', en_US: 'Beijing' },
      place: { zh_CN: '留学生活动中心', km_KH: 'មជ្ឈមណ្ឌលសកម្មភាពនិស្សិតបរទេស', en_US: 'International student centre' },
      capacity: 5,
      fill: [
        { status: 'Registered', n: 5 },
        { status: 'Waiting', n: 3 },
      ],
    },
    {
      ...base,
      title: {
        zh_CN: '奖学金申请工作坊',
        km_KH: 'សិក្ខាសាលាដាក់ពាក្យអាហារូបករណ៍',
        en_US: 'Scholarship application workshop',
      },
      summary: {
        zh_CN: '一对一修改申请材料，名额有限，需审核。',
        km_KH: 'កែសម្រួលឯកសារដាក់ពាក្យម្នាក់ម្តងៗ កន្លែងមានកំណត់ ត្រូវការការអនុម័ត។',
        en_US: 'One-to-one help with your application; limited places, approval needed.',
      },
      startsAt: at(now, 20, 1),
      endsAt: at(now, 20, 4),
      timeZone: 'Asia/Phnom_Penh',
      city: { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
      place: { zh_CN: 'ACSC 办公室', km_KH: 'ការិយាល័យ ACSC', en_US: 'ACSC office' },
      capacity: 12,
      needsApproval: true,
      registrationClosesAt: at(now, 18, 10),
      cancelDeadline: at(now, 19, 10),
      questions: [
        {
          key: 'level',
          kind: 'single',
          label: { zh_CN: '申请层次', km_KH: 'កម្រិតសិក្សា', en_US: 'Level' },
          options: [
            { zh_CN: '本科', km_KH: 'បរិញ្ញាបត្រ', en_US: "Bachelor's" },
            { zh_CN: '硕士', km_KH: 'អនុបណ្ឌិត', en_US: "Master's" },
            { zh_CN: '博士', km_KH: 'បណ្ឌិត', en_US: 'Doctorate' },
          ],
          required: true,
          maxLength: 200,
        },
        {
          key: 'question',
          kind: 'text',
          label: { zh_CN: '你想问的问题', km_KH: 'សំណួររបស់អ្នក', en_US: 'Your question' },
          options: [],
          required: false,
          maxLength: 500,
        },
      ],
      fill: [
        { status: 'Pending', n: 2 },
        { status: 'Registered', n: 1 },
      ],
    },
    {
      ...base,
      title: {
        zh_CN: '线上：在华求职经验分享',
        km_KH: 'អនឡាញ៖ បទពិសោធន៍ស្វែងរកការងារនៅប្រទេសចិន',
        en_US: 'Online: finding a job in China',
      },
      summary: {
        zh_CN: '校友分享实习与求职经验。',
        km_KH: 'អតីតនិស្សិតចែករំលែកបទពិសោធន៍កម្មសិក្សា និងការស្វែងរកការងារ។',
        en_US: 'Alumni share how they found internships and jobs.',
      },
      startsAt: at(now, 5, 12),
      endsAt: at(now, 5, 13),
      timeZone: 'Asia/Shanghai',
      onlineUrl: 'https://meet.jit.si/acsc-careers',
      capacity: 100,
      fill: [{ status: 'Registered', n: 4 }],
    },
    {
      ...base,
      title: { zh_CN: '中秋赏月晚会', km_KH: 'ពិធីបុណ្យព្រះច័ន្ទ', en_US: 'Mid-Autumn moon evening' },
      summary: {
        zh_CN: '月饼、灯笼和诗歌朗诵。',
        km_KH: 'នំព្រះច័ន្ទ គោម និងការសូត្រកំណាព្យ។',
        en_US: 'Mooncakes, lanterns and poems.',
      },
      startsAt: at(now, -30, 11),
      endsAt: at(now, -30, 14),
      timeZone: 'Asia/Shanghai',
      city: { zh_CN: '广州', km_KH: 'ក្វាងចូវ', en_US: 'Guangzhou' },
      place: { zh_CN: '校园湖畔', km_KH: 'មាត់បឹងក្នុងសាកលវិទ្យាល័យ', en_US: 'Campus lakeside' },
      capacity: 40,
      fill: [
        { status: 'CheckedIn', n: 6 },
        { status: 'Registered', n: 2 },
      ],
    },
    {
      ...base,
      title: { zh_CN: '柬埔寨美食烹饪课', km_KH: 'ថ្នាក់ធ្វើម្ហូបខ្មែរ', en_US: 'Khmer cooking class' },
      summary: {
        zh_CN: '学做阿莫克鱼和柬式酸汤，材料费 5 美元，报名时用 KHQR 付款。',
        km_KH: 'រៀនធ្វើអាម៉ុកត្រី និងសម្លម្ជូរ ថ្លៃគ្រឿងផ្សំ 5 ដុល្លារ បង់តាម KHQR ពេលចុះឈ្មោះ។',
        en_US: 'Learn to cook fish amok and sour soup; USD 5 for ingredients, paid by KHQR when you register.',
      },
      startsAt: at(now, 11, 3),
      endsAt: at(now, 11, 6),
      timeZone: 'Asia/Phnom_Penh',
      city: { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
      place: { zh_CN: 'ACSC 办公室厨房', km_KH: 'ផ្ទះបាយការិយាល័យ ACSC', en_US: 'ACSC office kitchen' },
      capacity: 10,
      fee: { amount: 5, currency: 'USD' },
      // Without a payment provider (production not configured yet) the fee is taken at the door.
      payAtDoor: !khqr,
      fill: [],
    },
  ];
}

export async function seedDemoReservations(ctx: AppContext) {
  const db = ctx.database.db;
  if (await hasActivities(db)) return;
  const now = ctx.now();
  const memberIds = await seedMembers(
    db,
    NAMES.map((nickname, i) => ({
      nickname,
      email: `reservation-demo-${i + 1}@example.org`,
      language: (['km_KH', 'zh_CN', 'en_US'] as const)[i % 3],
      createdAt: new Date(now.getTime() - 60 * DAY),
    })),
  );
  await db.transaction(async (tx) => {
    const list = events(now, canTakePayments(ctx.config));
    const rows = await seedActivities(
      tx,
      list.map(({ fill: _fill, ...input }) => ({
        input,
        status: 'published' as const,
        publishAt: new Date(now.getTime() - 45 * DAY),
      })),
    );
    for (const [i, e] of list.entries()) {
      let m = 0;
      const regs = e.fill.flatMap((f) =>
        Array.from({ length: f.n }, () => {
          const when = new Date(now.getTime() - (40 - m) * 3600_000);
          const memberId = memberIds[m++ % memberIds.length];
          return {
            memberId,
            status: f.status,
            at: when,
            checkedInAt: f.status === 'CheckedIn' ? new Date(Date.parse(e.startsAt) + 10 * 60_000) : undefined,
            answers: e.questions.length ? [{ key: 'level', value: m % 3 }] : [],
          };
        }),
      );
      await seedRegistrations(tx, rows[i].id, regs);
    }
  });
}
