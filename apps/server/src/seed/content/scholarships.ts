import type { Localized as L } from '@acsc/shared';

type T3 = [zh: string, km: string, en: string];
const l = ([zh_CN, km_KH, en_US]: T3): L => ({ zh_CN, km_KH, en_US });
const list = (items: T3[]): L => ({
  zh_CN: `<ul>${items.map((i) => `<li>${i[0]}</li>`).join('')}</ul>`,
  km_KH: `<ul>${items.map((i) => `<li>${i[1]}</li>`).join('')}</ul>`,
  en_US: `<ul>${items.map((i) => `<li>${i[2]}</li>`).join('')}</ul>`,
});

export interface ScholarshipSeed {
  title: L;
  provider: L;
  level: 'language' | 'bachelor' | 'master' | 'doctorate' | 'exchange';
  amount: L;
  /** Days from seeding to the deadline; negative = already closed. */
  deadlineInDays: number;
  publishedDaysAgo: number;
  summary: L;
  eligibility: L;
  benefits: L;
  howToApply: L;
  cover: string;
  notices: { title: L; body: L; daysAgo: number }[];
  /** Shipped PDFs in seed/media, attached for download. */
  attachments?: { file: string; name: L }[];
}

const passport: T3 = [
  '持有效柬埔寨护照，非中国公民',
  'មានលិខិតឆ្លងដែនកម្ពុជាមានសុពលភាព និងមិនមែនជាពលរដ្ឋចិន',
  'Hold a valid Cambodian passport and not be a Chinese citizen',
];
const health: T3 = [
  '身体健康，无犯罪记录',
  'មានសុខភាពល្អ និងគ្មានកំណត់ត្រាឧក្រិដ្ឋកម្ម',
  'Be in good health with no criminal record',
];
const tuition: T3 = ['免学费、住宿费', 'លើកលែងថ្លៃសិក្សា និងថ្លៃស្នាក់នៅ', 'Tuition and accommodation waived'];
const insurance: T3 = ['综合医疗保险', 'ធានារ៉ាប់រងសុខភាពគ្រប់ជ្រុងជ្រោយ', 'Comprehensive medical insurance'];

export const SCHOLARSHIPS: ScholarshipSeed[] = [
  {
    title: l([
      '中国政府奖学金（双边项目）',
      'អាហារូបករណ៍រដ្ឋាភិបាលចិន (កម្មវិធីទ្វេភាគី)',
      'Chinese Government Scholarship (Bilateral Program)',
    ]),
    provider: l(['中国国家留学基金管理委员会', 'ក្រុមប្រឹក្សាអាហារូបករណ៍ចិន (CSC)', 'China Scholarship Council']),
    level: 'master',
    amount: l([
      '全额：学费、住宿、保险及每月3000元生活费',
      'ពេញលេញ៖ ថ្លៃសិក្សា កន្លែងស្នាក់នៅ ធានារ៉ាប់រង និងប្រាក់ឧបត្ថម្ភ ៣០០០ យ័នក្នុងមួយខែ',
      'Full: tuition, housing, insurance and CNY 3,000 a month',
    ]),
    deadlineInDays: 45,
    publishedDaysAgo: 3,
    summary: l([
      '通过柬埔寨教育部推荐，支持柬埔寨学生赴华攻读硕士学位。',
      'តាមរយៈការណែនាំរបស់ក្រសួងអប់រំកម្ពុជា គាំទ្រសិស្សកម្ពុជាទៅសិក្សាថ្នាក់អនុបណ្ឌិតនៅចិន។',
      'Nominated through Cambodia’s Ministry of Education, for Cambodian students taking a master’s degree in China.',
    ]),
    eligibility: list([
      passport,
      ['具有学士学位，年龄不超过35岁', 'មានបរិញ្ញាបត្រ និងអាយុមិនលើស ៣៥ ឆ្នាំ', 'Hold a bachelor’s degree and be under 35'],
      health,
    ]),
    benefits: list([
      tuition,
      insurance,
      ['每月生活费3000元人民币', 'ប្រាក់ឧបត្ថម្ភប្រចាំខែ ៣០០០ យ័ន', 'Monthly allowance of CNY 3,000'],
    ]),
    howToApply: {
      zh_CN:
        '<p>在中国政府奖学金网上报名系统填写申请，打印后连同学历证明、成绩单、两封推荐信和体检表交至柬埔寨教育部。</p>',
      km_KH:
        '<p>បំពេញពាក្យក្នុងប្រព័ន្ធចុះឈ្មោះអនឡាញនៃអាហារូបករណ៍រដ្ឋាភិបាលចិន បោះពុម្ព ហើយដាក់ជាមួយសញ្ញាបត្រ ព្រឹត្តិប័ត្រពិន្ទុ លិខិតណែនាំពីរ និងទម្រង់ពិនិត្យសុខភាព ទៅក្រសួងអប់រំកម្ពុជា។</p>',
      en_US:
        '<p>Fill in the application in the Chinese Government Scholarship online system, print it and submit it with your degree, transcript, two recommendation letters and medical form to Cambodia’s Ministry of Education.</p>',
    },
    cover: 'cover-scholar',
    attachments: [
      {
        file: 'checklist-csc.pdf',
        name: l(['申请材料清单（英文）', 'បញ្ជីឯកសារដាក់ពាក្យ (ភាសាអង់គ្លេស)', 'Application checklist (English)']),
      },
    ],
    notices: [
      {
        title: l([
          '2026年双边项目申请材料清单',
          'បញ្ជីឯកសារដាក់ពាក្យកម្មវិធីទ្វេភាគីឆ្នាំ ២០២៦',
          'Document checklist for the 2026 bilateral program',
        ]),
        body: {
          zh_CN:
            '<p>请按以下顺序装订材料：申请表、护照首页、最高学历证明、成绩单、学习计划、两封推荐信、外国人体格检查记录。所有非中英文材料需附翻译件。</p>',
          km_KH:
            '<p>សូមរៀបឯកសារតាមលំដាប់៖ ពាក្យស្នើសុំ ទំព័រដំបូងនៃលិខិតឆ្លងដែន សញ្ញាបត្រខ្ពស់បំផុត ព្រឹត្តិប័ត្រពិន្ទុ ផែនការសិក្សា លិខិតណែនាំពីរ និងកំណត់ត្រាពិនិត្យសុខភាពជនបរទេស។ ឯកសារដែលមិនមែនជាភាសាចិន ឬអង់គ្លេស ត្រូវភ្ជាប់ការបកប្រែ។</p>',
          en_US:
            '<p>Bind your documents in this order: application form, passport photo page, highest degree, transcript, study plan, two recommendation letters and the foreigner physical examination form. Documents not in Chinese or English need a translation.</p>',
        },
        daysAgo: 2,
      },
      {
        title: l(['教育部面试安排', 'កាលវិភាគសម្ភាសន៍នៅក្រសួងអប់រំ', 'Ministry interview schedule']),
        body: {
          zh_CN: '<p>通过初审的申请人将于截止日期后两周内在金边参加面试，具体时间以短信通知为准。</p>',
          km_KH:
            '<p>បេក្ខជនដែលជាប់ការពិនិត្យដំបូង នឹងចូលរួមសម្ភាសន៍នៅភ្នំពេញក្នុងរយៈពេលពីរសប្តាហ៍ក្រោយថ្ងៃផុតកំណត់ ម៉ោងពិតប្រាកដនឹងជូនដំណឹងតាមសារ SMS។</p>',
          en_US:
            '<p>Applicants who pass the first review will be interviewed in Phnom Penh within two weeks after the deadline; the exact time will be sent by text message.</p>',
        },
        daysAgo: 1,
      },
    ],
  },
  {
    title: l([
      '孔子学院奖学金（一学年研修）',
      'អាហារូបករណ៍វិទ្យាស្ថានខុងជឺ (សិក្សាមួយឆ្នាំ)',
      'Confucius Institute Scholarship (one-year study)',
    ]),
    provider: l(['中国国际中文教育基金会', 'មូលនិធិអប់រំភាសាចិនអន្តរជាតិ', 'Chinese International Education Foundation']),
    level: 'language',
    amount: l([
      '全额：学费、住宿、保险及每月2500元生活费',
      'ពេញលេញ៖ ថ្លៃសិក្សា កន្លែងស្នាក់នៅ ធានារ៉ាប់រង និងប្រាក់ឧបត្ថម្ភ ២៥០០ យ័នក្នុងមួយខែ',
      'Full: tuition, housing, insurance and CNY 2,500 a month',
    ]),
    deadlineInDays: 10,
    publishedDaysAgo: 16,
    summary: l([
      '面向汉语学习者的一学年中文研修奖学金。',
      'អាហារូបករណ៍សិក្សាភាសាចិនរយៈពេលមួយឆ្នាំ សម្រាប់អ្នករៀនភាសាចិន។',
      'A one-year Chinese language study scholarship for learners of Chinese.',
    ]),
    eligibility: list([
      passport,
      ['HSK三级180分以上', 'HSK កម្រិត ៣ ពិន្ទុ ១៨០ ឡើងទៅ', 'HSK level 3 with at least 180 points'],
      ['年龄16至35岁', 'អាយុពី ១៦ ដល់ ៣៥ ឆ្នាំ', 'Aged 16 to 35'],
    ]),
    benefits: list([
      tuition,
      insurance,
      ['每月生活费2500元人民币', 'ប្រាក់ឧបត្ថម្ភប្រចាំខែ ២៥០០ យ័ន', 'Monthly allowance of CNY 2,500'],
    ]),
    howToApply: {
      zh_CN: '<p>通过孔子学院奖学金网站在线申请，并选择金边皇家大学孔子学院作为推荐机构。</p>',
      km_KH:
        '<p>ដាក់ពាក្យតាមអនឡាញនៅគេហទំព័រអាហារូបករណ៍វិទ្យាស្ថានខុងជឺ ហើយជ្រើសរើសវិទ្យាស្ថានខុងជឺនៃសាកលវិទ្យាល័យភូមិន្ទភ្នំពេញជាស្ថាប័នណែនាំ។</p>',
      en_US:
        '<p>Apply online on the Confucius Institute Scholarship website and choose the Confucius Institute at the Royal University of Phnom Penh as your nominating institution.</p>',
    },
    cover: 'cover-culture',
    attachments: [
      {
        file: 'guide-confucius.pdf',
        name: l(['申请指南（英文）', 'មគ្គុទ្ទេសក៍ដាក់ពាក្យ (ភាសាអង់គ្លេស)', 'Application guide (English)']),
      },
    ],
    notices: [
      {
        title: l(['推荐面试时间公布', 'ប្រកាសពេលវេលាសម្ភាសន៍ណែនាំ', 'Nomination interview dates announced']),
        body: {
          zh_CN: '<p>面试将在孔子学院二楼进行，请携带护照和HSK成绩报告原件。</p>',
          km_KH: '<p>ការសម្ភាសន៍នឹងធ្វើនៅជាន់ទីពីរនៃវិទ្យាស្ថានខុងជឺ សូមយកលិខិតឆ្លងដែន និងរបាយការណ៍ពិន្ទុ HSK ច្បាប់ដើមមកជាមួយ។</p>',
          en_US:
            '<p>Interviews take place on the second floor of the Confucius Institute. Bring your passport and original HSK score report.</p>',
        },
        daysAgo: 5,
      },
    ],
  },
  {
    title: l([
      '云南大学澜湄本科奖学金',
      'អាហារូបករណ៍បរិញ្ញាបត្រមេគង្គ-ឡានឆាងនៃសាកលវិទ្យាល័យយូណាន',
      'Yunnan University Lancang-Mekong Bachelor Scholarship',
    ]),
    provider: l(['云南大学', 'សាកលវិទ្យាល័យយូណាន', 'Yunnan University']),
    level: 'bachelor',
    amount: l(['免学费并提供住宿', 'លើកលែងថ្លៃសិក្សា និងផ្តល់កន្លែងស្នាក់នៅ', 'Tuition waiver and free housing']),
    deadlineInDays: 70,
    publishedDaysAgo: 12,
    summary: l([
      '支持澜湄国家高中毕业生在云南大学攻读本科。',
      'គាំទ្រសិស្សបញ្ចប់វិទ្យាល័យនៃប្រទេសមេគង្គ-ឡានឆាង ឱ្យសិក្សាថ្នាក់បរិញ្ញាបត្រនៅសាកលវិទ្យាល័យយូណាន។',
      'For secondary school graduates of Lancang-Mekong countries taking a bachelor’s degree at Yunnan University.',
    ]),
    eligibility: list([
      passport,
      ['高中毕业，成绩优良', 'បញ្ចប់វិទ្យាល័យ ដោយមានលទ្ធផលល្អ', 'Completed secondary school with good results'],
      health,
    ]),
    benefits: list([tuition, ['免费学生宿舍', 'អន្តេវាសិកដ្ឋានឥតគិតថ្លៃ', 'Free student dormitory']]),
    howToApply: {
      zh_CN: '<p>在云南大学留学生招生网注册并上传材料，学校将组织线上面试。</p>',
      km_KH: '<p>ចុះឈ្មោះ និងបញ្ចូលឯកសារនៅគេហទំព័រជ្រើសរើសនិស្សិតបរទេសនៃសាកលវិទ្យាល័យយូណាន សាលានឹងរៀបចំការសម្ភាសន៍តាមអនឡាញ។</p>',
      en_US:
        '<p>Register and upload your documents on Yunnan University’s international admissions site; the university holds online interviews.</p>',
    },
    cover: 'cover-campus',
    notices: [
      {
        title: l(['线上宣讲会通知', 'សេចក្តីជូនដំណឹងអំពីការបង្ហាញព័ត៌មានតាមអនឡាញ', 'Online information session']),
        body: {
          zh_CN: '<p>招生办将于本周六上午十点举行线上宣讲会，介绍专业设置和申请流程，欢迎家长参加。</p>',
          km_KH:
            '<p>ការិយាល័យជ្រើសរើសនិស្សិតនឹងរៀបចំការបង្ហាញព័ត៌មានតាមអនឡាញនៅម៉ោងដប់ព្រឹកថ្ងៃសៅរ៍នេះ ដើម្បីណែនាំមុខជំនាញ និងនីតិវិធីដាក់ពាក្យ ឪពុកម្តាយក៏អាចចូលរួមបាន។</p>',
          en_US:
            '<p>The admissions office holds an online information session this Saturday at 10 am on programmes and how to apply. Parents are welcome.</p>',
        },
        daysAgo: 6,
      },
    ],
  },
  {
    title: l([
      '北京大学博士研究生奖学金',
      'អាហារូបករណ៍ថ្នាក់បណ្ឌិតនៃសាកលវិទ្យាល័យប៉េកាំង',
      'Peking University Doctoral Scholarship',
    ]),
    provider: l(['北京大学', 'សាកលវិទ្យាល័យប៉េកាំង', 'Peking University']),
    level: 'doctorate',
    amount: l([
      '全额：学费、住宿、保险及每月3500元生活费',
      'ពេញលេញ៖ ថ្លៃសិក្សា កន្លែងស្នាក់នៅ ធានារ៉ាប់រង និងប្រាក់ឧបត្ថម្ភ ៣៥០០ យ័នក្នុងមួយខែ',
      'Full: tuition, housing, insurance and CNY 3,500 a month',
    ]),
    deadlineInDays: -20,
    publishedDaysAgo: 90,
    summary: l([
      '面向优秀国际学生的博士奖学金，本年度申请已截止。',
      'អាហារូបករណ៍ថ្នាក់បណ្ឌិតសម្រាប់និស្សិតអន្តរជាតិឆ្នើម ការដាក់ពាក្យឆ្នាំនេះបានបិទហើយ។',
      'A doctoral scholarship for outstanding international students; this year’s round has closed.',
    ]),
    eligibility: list([
      passport,
      ['具有硕士学位，年龄不超过40岁', 'មានអនុបណ្ឌិត និងអាយុមិនលើស ៤០ ឆ្នាំ', 'Hold a master’s degree and be under 40'],
      ['两位教授推荐', 'លិខិតណែនាំពីសាស្ត្រាចារ្យពីររូប', 'Recommended by two professors'],
    ]),
    benefits: list([
      tuition,
      insurance,
      ['每月生活费3500元人民币', 'ប្រាក់ឧបត្ថម្ភប្រចាំខែ ៣៥០០ យ័ន', 'Monthly allowance of CNY 3,500'],
    ]),
    howToApply: {
      zh_CN: '<p>通过北京大学国际学生申请系统提交研究计划，并联系意向导师。</p>',
      km_KH: '<p>ដាក់ផែនការស្រាវជ្រាវតាមប្រព័ន្ធដាក់ពាក្យនិស្សិតអន្តរជាតិនៃសាកលវិទ្យាល័យប៉េកាំង ហើយទាក់ទងសាស្ត្រាចារ្យណែនាំដែលអ្នកចង់បាន។</p>',
      en_US:
        '<p>Submit a research proposal through Peking University’s international application system and contact your intended supervisor.</p>',
    },
    cover: 'cover-career',
    notices: [
      {
        title: l(['录取结果公布', 'ប្រកាសលទ្ធផលជ្រើសរើស', 'Admission results published']),
        body: {
          zh_CN: '<p>本年度共有三名柬埔寨申请人获得录取，恭喜！录取通知书将通过邮寄送达。</p>',
          km_KH: '<p>ឆ្នាំនេះមានបេក្ខជនកម្ពុជាបីរូបត្រូវបានទទួល សូមអបអរសាទរ! លិខិតទទួលស្គាល់នឹងផ្ញើតាមប្រៃសណីយ៍។</p>',
          en_US:
            '<p>Three Cambodian applicants were admitted this year. Congratulations! Admission letters will be sent by post.</p>',
        },
        daysAgo: 10,
      },
    ],
  },
  {
    title: l([
      '广西大学东盟交换生项目',
      'កម្មវិធីនិស្សិតផ្លាស់ប្តូរអាស៊ាននៃសាកលវិទ្យាល័យក្វាងស៊ី',
      'Guangxi University ASEAN Exchange Programme',
    ]),
    provider: l(['广西大学', 'សាកលវិទ្យាល័យក្វាងស៊ី', 'Guangxi University']),
    level: 'exchange',
    amount: l([
      '免学费，每月1500元补贴',
      'លើកលែងថ្លៃសិក្សា និងប្រាក់ឧបត្ថម្ភ ១៥០០ យ័នក្នុងមួយខែ',
      'Tuition waiver and CNY 1,500 a month',
    ]),
    deadlineInDays: 25,
    publishedDaysAgo: 20,
    summary: l([
      '柬埔寨合作高校在读本科生赴广西大学交换一学期。',
      'និស្សិតថ្នាក់បរិញ្ញាបត្រនៃសាកលវិទ្យាល័យដៃគូកម្ពុជា ទៅសិក្សាផ្លាស់ប្តូររយៈពេលមួយឆមាសនៅសាកលវិទ្យាល័យក្វាងស៊ី។',
      'Undergraduates of partner universities in Cambodia spend one semester at Guangxi University.',
    ]),
    eligibility: list([
      passport,
      [
        '合作高校在读本科二、三年级学生',
        'និស្សិតឆ្នាំទីពីរ ឬទីបីនៃសាកលវិទ្យាល័យដៃគូ',
        'Second- or third-year students at a partner university',
      ],
      ['英语或汉语可作为学习语言', 'អាចសិក្សាជាភាសាអង់គ្លេស ឬចិន', 'Able to study in English or Chinese'],
    ]),
    benefits: list([tuition, ['每月补贴1500元人民币', 'ប្រាក់ឧបត្ថម្ភប្រចាំខែ ១៥០០ យ័ន', 'Monthly allowance of CNY 1,500']]),
    howToApply: {
      zh_CN: '<p>向本校国际合作处报名，由学校统一推荐。</p>',
      km_KH: '<p>ចុះឈ្មោះនៅការិយាល័យសហប្រតិបត្តិការអន្តរជាតិនៃសាកលវិទ្យាល័យរបស់អ្នក ហើយសាកលវិទ្យាល័យនឹងណែនាំជាក្រុម។</p>',
      en_US:
        '<p>Apply through your own university’s international office, which nominates its candidates together.</p>',
    },
    cover: 'cover-exchange',
    notices: [
      {
        title: l(['新增合作高校名单', 'បញ្ជីសាកលវិទ្យាល័យដៃគូថ្មី', 'New partner universities added']),
        body: {
          zh_CN: '<p>今年新增马德望大学和柬埔寨国立理工学院为合作高校。</p>',
          km_KH: '<p>ឆ្នាំនេះ សាកលវិទ្យាល័យបាត់ដំបង និងវិទ្យាស្ថានជាតិពហុបច្ចេកទេសកម្ពុជា ត្រូវបានបន្ថែមជាសាកលវិទ្យាល័យដៃគូ។</p>',
          en_US:
            '<p>The University of Battambang and the National Polytechnic Institute of Cambodia join as partner universities this year.</p>',
        },
        daysAgo: 8,
      },
    ],
  },
  {
    title: l([
      '澜湄合作专项基金青年研修奖学金',
      'អាហារូបករណ៍សិក្សាសម្រាប់យុវជន នៃមូលនិធិពិសេសកិច្ចសហប្រតិបត្តិការមេគង្គ-ឡានឆាង',
      'Lancang-Mekong Cooperation Special Fund Youth Fellowship',
    ]),
    provider: l(['澜湄合作专项基金', 'មូលនិធិពិសេសកិច្ចសហប្រតិបត្តិការមេគង្គ-ឡានឆាង', 'Lancang-Mekong Cooperation Special Fund']),
    level: 'master',
    amount: l(['全额资助一年制硕士', 'ឧបត្ថម្ភពេញលេញសម្រាប់អនុបណ្ឌិតរយៈពេលមួយឆ្នាំ', 'Full funding for a one-year master’s']),
    deadlineInDays: 100,
    publishedDaysAgo: 30,
    summary: l([
      '面向柬埔寨青年公务员和专业人员的一年制硕士项目。',
      'កម្មវិធីអនុបណ្ឌិតរយៈពេលមួយឆ្នាំ សម្រាប់មន្ត្រីរាជការ និងអ្នកជំនាញវ័យក្មេងកម្ពុជា។',
      'A one-year master’s programme for young Cambodian civil servants and professionals.',
    ]),
    eligibility: list([
      passport,
      ['具有两年以上工作经验', 'មានបទពិសោធន៍ការងារយ៉ាងហោចណាស់ពីរឆ្នាំ', 'At least two years of work experience'],
      ['年龄不超过40岁', 'អាយុមិនលើស ៤០ ឆ្នាំ', 'Under 40'],
    ]),
    benefits: list([tuition, insurance, ['往返国际机票', 'សំបុត្រយន្តហោះអន្តរជាតិទៅមក', 'Return international flights']]),
    howToApply: {
      zh_CN: '<p>由所在单位推荐，经柬埔寨公务员部统一报送。</p>',
      km_KH: '<p>ត្រូវបានណែនាំដោយស្ថាប័នរបស់អ្នក ហើយបញ្ជូនជាក្រុមតាមរយៈក្រសួងមុខងារសាធារណៈ។</p>',
      en_US: '<p>Nominated by your employer and submitted through Cambodia’s Ministry of Civil Service.</p>',
    },
    cover: 'cover-assoc',
    notices: [
      {
        title: l(['推荐名额分配', 'ការបែងចែកកូតាណែនាំ', 'Nomination quotas']),
        body: {
          zh_CN: '<p>本年度柬埔寨共有二十个名额，其中农业、水利和数字经济领域优先。</p>',
          km_KH: '<p>ឆ្នាំនេះកម្ពុជាមានកូតាម្ភៃ ដោយផ្តល់អាទិភាពដល់វិស័យកសិកម្ម ធនធានទឹក និងសេដ្ឋកិច្ចឌីជីថល។</p>',
          en_US:
            '<p>Cambodia has twenty places this year, with priority for agriculture, water resources and the digital economy.</p>',
        },
        daysAgo: 14,
      },
    ],
  },
];
