import sharp from 'sharp';
import type { AppContext } from '../platform/context.js';
import { hasAccount } from '../modules/admin/service.js';
import { seedMembers } from '../modules/member/service.js';
import { saveExperience, updateInfo, uploadPhoto } from '../modules/vitae/service.js';

/** The demo member with a complete CV (issue 32): signs in by email code. Runs once. */
export const DEMO_CV_EMAIL = 'cv@demo.acsc-ccya.org';

export async function seedDemoVitae(ctx: AppContext) {
  const db = ctx.database.db;
  if (await hasAccount(db, DEMO_CV_EMAIL)) return;
  const [id] = await seedMembers(db, [
    { nickname: 'សុខ ស្រីមុំ', email: DEMO_CV_EMAIL, language: 'km_KH', createdAt: ctx.now() },
  ]);
  await updateInfo(ctx, id, {
    nameKm: 'សុខ ស្រីមុំ',
    nameLatin: 'Sok Sreymom',
    nameZh: '苏丽梦',
    gender: 'female',
    birthDate: '2000-05-17',
    nationality: 'កម្ពុជា',
    phone: '+855 12 345 678',
    email: DEMO_CV_EMAIL,
    city: 'ភ្នំពេញ',
    wish: { type: 'fullTime', city: 'ភ្នំពេញ', salaryMin: 800, salaryMax: 1200, currency: 'USD' },
    education: [
      { school: '北京语言大学', degree: 'master', major: '汉语国际教育', start: '2022-09', end: '2024-06' },
      { school: 'សាកលវិទ្យាល័យភូមិន្ទភ្នំពេញ', degree: 'bachelor', major: 'ភាសាចិន', start: '2018-10', end: '2022-07' },
    ],
    languages: [
      { language: 'km', level: 'native' },
      { language: 'zh', level: 'fluent', hsk: 6 },
      { language: 'en', level: 'good' },
    ],
    skills: ['ការបកប្រែ ខ្មែរ-ចិន', '中柬口译', 'Excel', 'Project coordination'],
    certificates: [
      { name: 'HSK 6', issuer: 'Chinese Testing International', date: '2023-12' },
      { name: 'IELTS 6.5', issuer: 'British Council', date: '2021-08' },
    ],
    summary:
      'ខ្ញុំជានិស្សិតខ្មែរដែលបានបញ្ចប់ការសិក្សាថ្នាក់អនុបណ្ឌិតនៅប្រទេសចិន។ 熟练中柬双语翻译，熟悉中资企业工作流程。 ' +
      'I translate and coordinate between Chinese companies and Cambodian partners.',
  });
  const entries = [
    {
      kind: 'work' as const,
      organization: '华为技术（柬埔寨）有限公司',
      role: 'អ្នកបកប្រែ និងសម្របសម្រួល',
      start: '2024-07',
      end: null,
      description: 'បកប្រែឯកសារបច្ចេកទេស និងកិច្ចប្រជុំ ខ្មែរ-ចិន។ 负责项目会议口译与客户沟通。',
    },
    {
      kind: 'internship' as const,
      organization: 'ACSC | CCYA',
      role: 'Intern, events',
      start: '2023-07',
      end: '2023-09',
      description: 'Organised the welcome day for new students in Beijing.',
    },
    {
      kind: 'project' as const,
      organization: '中柬词典 App',
      role: 'ប្រធានក្រុម',
      start: '2021-03',
      end: '2022-01',
      description: 'A Khmer-Chinese phrasebook for students (3,000 entries).',
    },
  ];
  for (const e of entries) await saveExperience(ctx, id, e);
  const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#0b3d91' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="320"><circle cx="160" cy="125" r="70" fill="#e8b130"/>' +
            '<ellipse cx="160" cy="300" rx="120" ry="90" fill="#e8b130"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await uploadPhoto(ctx, id, photo);
}
