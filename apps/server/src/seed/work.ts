import type { CompanyInput, JobInput } from '@acsc/shared';
import type { AppContext } from '../platform/context.js';
import { hasCompanies, seedCompanies } from '../modules/work/service.js';

/**
 * Demo job board (issue 32): eight companies (Chinese companies in Cambodia, Cambodian companies working
 * with China, a university office) and twenty published jobs in the three languages. Runs once: skipped
 * when any company exists.
 */

const DAY = 86_400_000;
type L3 = [string, string, string];
const l = ([zh, km, en]: L3) => ({ zh_CN: zh, km_KH: km, en_US: en });
const PP: L3 = ['金边', 'ភ្នំពេញ', 'Phnom Penh'];
const SHV: L3 = ['西哈努克', 'ព្រះសីហនុ', 'Sihanoukville'];
const SR: L3 = ['暹粒', 'សៀមរាប', 'Siem Reap'];
const KN: L3 = ['昆明', 'គុនមីង', 'Kunming'];

type Job = Omit<JobInput, 'companyId'>;
function job(
  title: L3,
  city: L3,
  type: Job['type'],
  industry: Job['industry'],
  salary: [number, number] | null,
  langs: Job['languages'],
  days: number,
  now: Date,
  duty: L3,
): Job {
  return {
    title: l(title),
    city: l(city),
    country: city === KN ? 'CN' : 'KH',
    type,
    industry,
    salaryMin: salary?.[0] ?? null,
    salaryMax: salary?.[1] ?? null,
    currency: 'USD',
    languages: langs,
    description: l(duty.map((d) => `<p>${d}</p>`) as L3),
    requirements: l([
      '<p>本科及以上学历，中国高校毕业生优先。</p>',
      '<p>បរិញ្ញាបត្រឬខ្ពស់ជាងនេះ អាទិភាពសម្រាប់និស្សិតបញ្ចប់ការសិក្សាពីសាកលវិទ្យាល័យចិន។</p>',
      "<p>A bachelor's degree or higher; graduates of Chinese universities preferred.</p>",
    ]),
    deadline: new Date(now.getTime() + days * DAY).toISOString(),
    openings: 1 + (days % 3),
  };
}
const zh = (hsk: number, level: 'working' | 'fluent' = 'fluent') => ({ language: 'zh' as const, level, hsk });
const km = { language: 'km' as const, level: 'native' as const, hsk: null };
const en = { language: 'en' as const, level: 'working' as const, hsk: null };

function company(name: L3, industry: CompanyInput['industry'], size: CompanyInput['size'], where: L3, intro: L3) {
  return {
    name: l(name),
    logo: null,
    intro: l(intro.map((t) => `<p>${t}</p>`) as L3),
    industry,
    size,
    locations: l(where),
    website: null,
    hidden: false,
  } satisfies CompanyInput;
}

/** The demo board (also the job benchmark's pattern, bench/work.ts). */
export function demoBoard(now: Date): { company: CompanyInput; jobs: Job[] }[] {
  return [
    {
      company: company(
        ['中柬路桥建设有限公司', 'ក្រុមហ៊ុនសាងសង់ផ្លូវនិងស្ពានចិន-កម្ពុជា', 'Sino-Cambodia Road & Bridge Co.'],
        'construction',
        's501_plus',
        PP,
        [
          '承建柬埔寨国家公路和桥梁的中资企业。',
          'ក្រុមហ៊ុនចិនដែលសាងសង់ផ្លូវជាតិ និងស្ពាននៅកម្ពុជា។',
          'A Chinese company building national roads and bridges in Cambodia.',
        ],
      ),
      jobs: [
        job(
          ['项目翻译（中柬）', 'អ្នកបកប្រែគម្រោង (ចិន-ខ្មែរ)', 'Project interpreter (Chinese–Khmer)'],
          PP,
          'fullTime',
          'construction',
          [700, 1000],
          [zh(5), km],
          20,
          now,
          [
            '在工地会议和政府会谈中担任中柬翻译。',
            'បកប្រែក្នុងកិច្ចប្រជុំការដ្ឋាន និងជាមួយរដ្ឋាភិបាល។',
            'Interpret at site meetings and with government offices.',
          ],
        ),
        job(
          ['土木工程师', 'វិស្វករសំណង់ស៊ីវិល', 'Civil engineer'],
          SHV,
          'fullTime',
          'construction',
          [900, 1400],
          [zh(4, 'working'), km],
          35,
          now,
          [
            '负责道路施工质量与进度。',
            'ទទួលខុសត្រូវគុណភាព និងវឌ្ឍនភាពការសាងសង់ផ្លូវ។',
            'Own the quality and progress of road works.',
          ],
        ),
        job(
          ['行政实习生', 'និស្សិតកម្មសិក្សារដ្ឋបាល', 'Administration intern'],
          PP,
          'internship',
          'construction',
          [200, 250],
          [zh(3, 'working')],
          5,
          now,
          ['协助办公室文件与采购工作。', 'ជួយការងារឯកសារ និងការទិញនៅការិយាល័យ។', 'Help with office papers and purchasing.'],
        ),
      ],
    },
    {
      company: company(['吴哥商业银行', 'ធនាគារពាណិជ្ជអង្គរ', 'Angkor Commercial Bank'], 'finance', 's501_plus', PP, [
        '服务中柬贸易的柬埔寨本土银行。',
        'ធនាគារកម្ពុជាដែលបម្រើពាណិជ្ជកម្មកម្ពុជា-ចិន។',
        'A Cambodian bank serving Cambodia–China trade.',
      ]),
      jobs: [
        job(
          ['中国客户经理', 'អ្នកគ្រប់គ្រងអតិថិជនចិន', 'China desk relationship manager'],
          PP,
          'fullTime',
          'finance',
          [1000, 1600],
          [zh(5), km, en],
          25,
          now,
          ['开发和维护中资企业客户。', 'ស្វែងរក និងថែរក្សាអតិថិជនក្រុមហ៊ុនចិន។', 'Win and keep Chinese corporate clients.'],
        ),
        job(
          ['柜员', 'បុគ្គលិកបេឡា', 'Bank teller'],
          SR,
          'fullTime',
          'finance',
          [350, 450],
          [km, zh(3, 'working')],
          4,
          now,
          ['办理存取款和外汇业务。', 'ដំណើរការការដាក់ដក និងប្តូរប្រាក់។', 'Handle deposits, withdrawals and exchange.'],
        ),
        job(
          ['风险管理实习生', 'និស្សិតកម្មសិក្សាគ្រប់គ្រងហានិភ័យ', 'Risk management intern'],
          PP,
          'internship',
          'finance',
          null,
          [en, km],
          40,
          now,
          ['协助信贷风险分析。', 'ជួយវិភាគហានិភ័យឥណទាន។', 'Help analyse credit risk.'],
        ),
      ],
    },
    {
      company: company(
        ['华为技术（柬埔寨）', 'ក្រុមហ៊ុន Huawei (កម្ពុជា)', 'Huawei Technologies (Cambodia)'],
        'it',
        's101_500',
        PP,
        [
          '为柬埔寨运营商提供通信网络服务。',
          'ផ្តល់សេវាបណ្តាញទូរគមនាគមន៍ដល់ប្រតិបត្តិករកម្ពុជា។',
          'Network services for Cambodian operators.',
        ],
      ),
      jobs: [
        job(
          ['网络工程师', 'វិស្វករបណ្តាញ', 'Network engineer'],
          PP,
          'fullTime',
          'it',
          [800, 1300],
          [zh(4, 'working'), en],
          30,
          now,
          ['维护4G/5G基站网络。', 'ថែទាំបណ្តាញស្ថានីយ៍ 4G/5G។', 'Maintain 4G/5G base station networks.'],
        ),
        job(
          ['软件开发工程师', 'អ្នកអភិវឌ្ឍកម្មវិធី', 'Software developer'],
          PP,
          'fullTime',
          'it',
          [1000, 1800],
          [en, zh(3, 'working')],
          45,
          now,
          ['开发运营商计费系统。', 'អភិវឌ្ឍប្រព័ន្ធគិតថ្លៃសម្រាប់ប្រតិបត្តិករ។', 'Build billing systems for operators.'],
        ),
        job(
          ['技术支持（兼职）', 'ជំនួយបច្ចេកទេស (ក្រៅម៉ោង)', 'Technical support (part time)'],
          SR,
          'partTime',
          'it',
          [300, 400],
          [km, en],
          12,
          now,
          ['周末现场技术支持。', 'ជំនួយបច្ចេកទេសនៅចុងសប្តាហ៍។', 'Weekend on-site support.'],
        ),
      ],
    },
    {
      company: company(
        ['西港经济特区', 'តំបន់សេដ្ឋកិច្ចពិសេសក្រុងព្រះសីហនុ', 'Sihanoukville Special Economic Zone'],
        'manufacturing',
        's501_plus',
        SHV,
        [
          '中柬合作共建的经济特区，入驻企业超过170家。',
          'តំបន់សេដ្ឋកិច្ចពិសេសសហការកម្ពុជា-ចិន មានក្រុមហ៊ុនជាង ១៧០។',
          'A Cambodia–China special economic zone with over 170 companies.',
        ],
      ),
      jobs: [
        job(
          ['招商专员', 'មន្ត្រីទាក់ទាញការវិនិយោគ', 'Investment promotion officer'],
          SHV,
          'fullTime',
          'manufacturing',
          [600, 900],
          [zh(5), km, en],
          18,
          now,
          [
            '接待中国投资者并介绍园区政策。',
            'ទទួលវិនិយោគិនចិន និងណែនាំគោលនយោបាយតំបន់។',
            'Host Chinese investors and explain zone policies.',
          ],
        ),
        job(
          ['人力资源助理', 'ជំនួយការធនធានមនុស្ស', 'HR assistant'],
          SHV,
          'fullTime',
          'manufacturing',
          [400, 550],
          [km, zh(4, 'working')],
          6,
          now,
          ['协助员工招聘和培训。', 'ជួយជ្រើសរើស និងបណ្តុះបណ្តាលបុគ្គលិក។', 'Help recruit and train staff.'],
        ),
        job(
          ['生产线翻译', 'អ្នកបកប្រែខ្សែផលិតកម្ម', 'Production line interpreter'],
          SHV,
          'fullTime',
          'manufacturing',
          [500, 700],
          [zh(4), km],
          28,
          now,
          ['在工厂车间担任中柬翻译。', 'បកប្រែចិន-ខ្មែរនៅក្នុងរោងចក្រ។', 'Interpret Chinese–Khmer on the factory floor.'],
        ),
      ],
    },
    {
      company: company(['吴哥旅游集团', 'ក្រុមហ៊ុនទេសចរណ៍អង្គរ', 'Angkor Travel Group'], 'tourism', 's21_100', SR, [
        '接待中国游客的柬埔寨旅行社。',
        'ភ្នាក់ងារទេសចរណ៍កម្ពុជាដែលទទួលភ្ញៀវទេសចរចិន។',
        'A Cambodian travel agency hosting Chinese visitors.',
      ]),
      jobs: [
        job(
          ['中文导游', 'មគ្គុទ្ទេសក៍ភាសាចិន', 'Chinese-speaking tour guide'],
          SR,
          'fullTime',
          'tourism',
          [500, 800],
          [zh(5), km],
          15,
          now,
          [
            '带领中国游客参观吴哥古迹。',
            'នាំភ្ញៀវទេសចរចិនទស្សនាប្រាសាទអង្គរ។',
            'Guide Chinese visitors around the Angkor temples.',
          ],
        ),
        job(
          ['酒店前台（兼职）', 'បុគ្គលិកផ្នែកទទួលភ្ញៀវសណ្ឋាគារ (ក្រៅម៉ោង)', 'Hotel front desk (part time)'],
          SR,
          'partTime',
          'tourism',
          [250, 320],
          [zh(3, 'working'), en],
          3,
          now,
          ['晚班前台接待。', 'ទទួលភ្ញៀវវេនយប់។', 'Evening shift at the front desk.'],
        ),
      ],
    },
    {
      company: company(
        ['金边物流港务公司', 'ក្រុមហ៊ុនភស្តុភារនិងកំពង់ផែភ្នំពេញ', 'Phnom Penh Logistics & Port'],
        'logistics',
        's101_500',
        PP,
        [
          '连接中国与柬埔寨的集装箱物流。',
          'ភស្តុភារកុងតឺន័រភ្ជាប់ចិន និងកម្ពុជា។',
          'Container logistics between China and Cambodia.',
        ],
      ),
      jobs: [
        job(
          ['报关专员', 'មន្ត្រីប្រកាសគយ', 'Customs declaration officer'],
          PP,
          'fullTime',
          'logistics',
          [550, 750],
          [zh(4, 'working'), km],
          22,
          now,
          ['办理进出口报关手续。', 'ដំណើរការបែបបទប្រកាសគយនាំចូលនាំចេញ។', 'Handle import and export customs papers.'],
        ),
        job(
          ['物流实习生', 'និស្សិតកម្មសិក្សាភស្តុភារ', 'Logistics intern'],
          PP,
          'internship',
          'logistics',
          [180, 220],
          [km, en],
          10,
          now,
          ['跟踪货物与仓储。', 'តាមដានទំនិញ និងឃ្លាំង។', 'Track shipments and storage.'],
        ),
      ],
    },
    {
      company: company(['中柬能源电力', 'ថាមពលអគ្គិសនីចិន-កម្ពុជា', 'Sino-Khmer Power'], 'energy', 's101_500', PP, [
        '在柬埔寨建设和运营水电站。',
        'សាងសង់ និងដំណើរការរោងចក្រវារីអគ្គិសនីនៅកម្ពុជា។',
        'Building and running hydropower plants in Cambodia.',
      ]),
      jobs: [
        job(
          ['电气工程师', 'វិស្វករអគ្គិសនី', 'Electrical engineer'],
          PP,
          'fullTime',
          'energy',
          [1000, 1500],
          [zh(4, 'working'), en],
          50,
          now,
          ['负责电站电气设备维护。', 'ថែទាំឧបករណ៍អគ្គិសនីនៃរោងចក្រ។', 'Maintain the plant’s electrical equipment.'],
        ),
        job(
          ['安全主管', 'អ្នកគ្រប់គ្រងសុវត្ថិភាព', 'Safety supervisor'],
          SHV,
          'fullTime',
          'energy',
          [800, 1100],
          [km, zh(3, 'working')],
          26,
          now,
          ['监督施工安全规范。', 'ត្រួតពិនិត្យវិធានសុវត្ថិភាពការងារ។', 'Supervise safety rules on site.'],
        ),
      ],
    },
    {
      company: company(
        ['云南大学留学生办公室', 'ការិយាល័យនិស្សិតបរទេសនៃសាកលវិទ្យាល័យយូណាន', 'Yunnan University International Students Office'],
        'education',
        's101_500',
        KN,
        [
          '为柬埔寨留学生提供招生和支持服务。',
          'ផ្តល់សេវាចុះឈ្មោះ និងជំនួយដល់និស្សិតកម្ពុជា។',
          'Admissions and support for Cambodian students.',
        ],
      ),
      jobs: [
        job(
          ['柬埔寨学生联络员', 'អ្នកសម្របសម្រួលនិស្សិតកម្ពុជា', 'Cambodian student coordinator'],
          KN,
          'fullTime',
          'education',
          [900, 1200],
          [km, zh(6)],
          33,
          now,
          [
            '联络柬埔寨学生并协助招生。',
            'ទំនាក់ទំនងនិស្សិតកម្ពុជា និងជួយការចុះឈ្មោះ។',
            'Liaise with Cambodian students and help admissions.',
          ],
        ),
        job(
          ['高棉语助教（兼职）', 'ជំនួយការបង្រៀនភាសាខ្មែរ (ក្រៅម៉ោង)', 'Khmer teaching assistant (part time)'],
          KN,
          'partTime',
          'education',
          null,
          [km, zh(5)],
          60,
          now,
          ['协助高棉语课程教学。', 'ជួយបង្រៀនថ្នាក់ភាសាខ្មែរ។', 'Assist Khmer language classes.'],
        ),
      ],
    },
  ];
}

export async function seedDemoWork(ctx: AppContext) {
  const db = ctx.database.db;
  if (await hasCompanies(db)) return;
  const now = ctx.now();
  await db.transaction((tx) => seedCompanies(tx, demoBoard(now), new Date(now.getTime() - 10 * DAY)));
}
