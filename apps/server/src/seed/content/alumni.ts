import type { Localized as L } from '@acsc/shared';

type T3 = [zh: string, km: string, en: string];
const l = ([zh_CN, km_KH, en_US]: T3): L => ({ zh_CN, km_KH, en_US });
const p = (paras: T3[]): L => ({
  zh_CN: paras.map((x) => `<p>${x[0]}</p>`).join(''),
  km_KH: paras.map((x) => `<p>${x[1]}</p>`).join(''),
  en_US: paras.map((x) => `<p>${x[2]}</p>`).join(''),
});

export const ALUMNI_NEWS: { title: L; summary: L; body: L; cover: string; daysAgo: number }[] = [
  {
    title: l([
      '金边留华校友会举行年度聚会',
      'ជំនុំប្រចាំឆ្នាំនៃសមាគមអតីតនិស្សិតពីចិននៅភ្នំពេញ',
      'Phnom Penh alumni of Chinese universities hold annual reunion',
    ]),
    summary: l([
      '三百多名校友回顾在华求学时光，并成立了行业交流小组。',
      'អតីតនិស្សិតជាងបីរយនាក់រំលឹកពេលវេលាសិក្សានៅចិន និងបង្កើតក្រុមផ្លាស់ប្តូរតាមវិស័យ។',
      'More than 300 alumni looked back on their years in China and set up industry groups.',
    ]),
    body: p([
      [
        '聚会在金边钻石岛会展中心举行，校友们来自工程、医疗、教育、金融等行业。',
        'ជំនុំនេះធ្វើឡើងនៅមជ្ឈមណ្ឌលសន្និបាតកោះពេជ្រ ដោយមានអតីតនិស្សិតមកពីវិស័យវិស្វកម្ម សុខាភិបាល អប់រំ និងហិរញ្ញវត្ថុ។',
        'The reunion was held at Koh Pich convention centre, with alumni working in engineering, health, education and finance.',
      ],
      [
        '新成立的行业小组将每季度组织一次分享，并为在读学生提供实习机会。',
        'ក្រុមតាមវិស័យដែលទើបបង្កើតនឹងរៀបចំការចែករំលែករៀងរាល់ត្រីមាស និងផ្តល់ឱកាសកម្មសិក្សាដល់និស្សិតដែលកំពុងសិក្សា។',
        'The new industry groups will meet every quarter and offer internships to current students.',
      ],
    ]),
    cover: 'cover-alumni',
    daysAgo: 5,
  },
  {
    title: l([
      '校友导师计划第一期结对完成',
      'កម្មវិធីអ្នកណែនាំពីអតីតនិស្សិតដំណាក់កាលទីមួយបានផ្គូផ្គងរួច',
      'First round of the alumni mentoring programme matched',
    ]),
    summary: l([
      '五十名校友与在读学生结成对子，提供学业和职业建议。',
      'អតីតនិស្សិតហាសិបនាក់បានផ្គូផ្គងជាមួយនិស្សិតកំពុងសិក្សា ដើម្បីផ្តល់ដំបូន្មានលើការសិក្សា និងអាជីព។',
      'Fifty alumni were paired with current students to advise on study and careers.',
    ]),
    body: p([
      [
        '导师每月至少与学生交流一次，帮助他们规划专业方向和回国就业。',
        'អ្នកណែនាំជួបពិភាក្សាជាមួយនិស្សិតយ៉ាងហោចណាស់ម្តងក្នុងមួយខែ ដើម្បីជួយរៀបចំទិសដៅជំនាញ និងការងារពេលត្រឡប់មកស្រុកវិញ។',
        'Mentors talk with their students at least once a month to help plan their field and a career back home.',
      ],
    ]),
    cover: 'cover-career',
    daysAgo: 18,
  },
  {
    title: l(['校友捐建乡村学校图书室', 'អតីតនិស្សិតបរិច្ចាគសាងសង់បន្ទប់សៀវភៅសាលាជនបទ', 'Alumni fund a village school library']),
    summary: l([
      '在茶胶省的一所小学，校友们捐建了图书室并捐赠一千册图书。',
      'នៅសាលាបឋមសិក្សាមួយក្នុងខេត្តតាកែវ អតីតនិស្សិតបានបរិច្ចាគសាងសង់បន្ទប់សៀវភៅ និងសៀវភៅមួយពាន់ក្បាល។',
      'At a primary school in Takeo, alumni built a library room and donated a thousand books.',
    ]),
    body: p([
      [
        '图书室配备了书架、桌椅和太阳能照明，孩子们放学后可以在这里读书。',
        'បន្ទប់សៀវភៅមានធ្នើ តុ កៅអី និងអំពូលភ្លើងថាមពលព្រះអាទិត្យ ដែលក្មេងៗអាចមកអានសៀវភៅក្រោយម៉ោងរៀន។',
        'The library has shelves, tables and solar lighting so children can read there after school.',
      ],
    ]),
    cover: 'cover-volunteer',
    daysAgo: 33,
  },
  {
    title: l(['校友企业家访问昆明', 'សហគ្រិនអតីតនិស្សិតទស្សនកិច្ចនៅគុនមីង', 'Alumni entrepreneurs visit Kunming']),
    summary: l([
      '十位校友企业家参加了南亚东南亚商品博览会，并回到母校看望师生。',
      'សហគ្រិនអតីតនិស្សិតដប់រូបបានចូលរួមពិព័រណ៍ទំនិញអាស៊ីខាងត្បូង និងអាស៊ីអាគ្នេយ៍ ហើយត្រឡប់ទៅសួរសុខទុក្ខគ្រូ និងសិស្សនៅសាលាចាស់។',
      'Ten alumni entrepreneurs attended the South and Southeast Asia Expo and visited their old university.',
    ]),
    body: p([
      [
        '他们与云南企业洽谈了农产品和建材合作，并为学弟学妹举办了就业讲座。',
        'ពួកគេបានពិភាក្សាកិច្ចសហការផលិតផលកសិកម្ម និងសម្ភារៈសំណង់ជាមួយក្រុមហ៊ុនយូណាន ហើយរៀបចំបទបង្ហាញអំពីការងារសម្រាប់ប្អូនៗ។',
        'They discussed farm produce and building materials with Yunnan companies and gave a careers talk to current students.',
      ],
    ]),
    cover: 'cover-exchange',
    daysAgo: 47,
  },
  {
    title: l([
      '留华校友医生参与柬埔寨乡村义诊',
      'វេជ្ជបណ្ឌិតអតីតនិស្សិតពីចិនចូលរួមពិនិត្យព្យាបាលឥតគិតថ្លៃនៅជនបទ',
      'Alumni doctors join free rural clinics in Cambodia',
    ]),
    summary: l([
      '毕业于中国医学院校的柬埔寨医生，利用周末为偏远村庄提供义诊。',
      'វេជ្ជបណ្ឌិតកម្ពុជាដែលបញ្ចប់ការសិក្សាពីសាលាវេជ្ជសាស្ត្រចិន ប្រើថ្ងៃចុងសប្តាហ៍ផ្តល់ការពិនិត្យដោយឥតគិតថ្លៃនៅភូមិដាច់ស្រយាល។',
      'Cambodian doctors who trained at Chinese medical schools give free check-ups in remote villages at weekends.',
    ]),
    body: p([
      [
        '今年以来，他们已经走访了十二个村庄，服务两千多名村民。',
        'ចាប់តាំងពីដើមឆ្នាំមក ពួកគេបានចុះទៅភូមិដប់ពីរ និងបម្រើប្រជាជនជាងពីរពាន់នាក់។',
        'Since the start of the year they have visited twelve villages and seen more than two thousand people.',
      ],
    ]),
    cover: 'cover-sport',
    daysAgo: 61,
  },
  {
    title: l(['校友认证通道开放', 'ការផ្ទៀងផ្ទាត់អតីតនិស្សិតបានបើក', 'Alumni certification opens']),
    summary: l([
      '毕业于中国高校的柬埔寨校友可提交学历材料，获得协会校友认证。',
      'អតីតនិស្សិតកម្ពុជាដែលបញ្ចប់ការសិក្សាពីសាកលវិទ្យាល័យចិន អាចដាក់ឯកសារសញ្ញាបត្រ ដើម្បីទទួលការផ្ទៀងផ្ទាត់ជាអតីតនិស្សិតពីសមាគម។',
      'Cambodian graduates of Chinese universities can submit their degree documents to be certified as alumni by the association.',
    ]),
    body: p([
      [
        '认证校友将出现在网站的认证校友名录中，并可参加校友导师计划。',
        'អតីតនិស្សិតដែលបានផ្ទៀងផ្ទាត់ នឹងបង្ហាញក្នុងបញ្ជីអតីតនិស្សិតនៅលើគេហទំព័រ ហើយអាចចូលរួមកម្មវិធីអ្នកណែនាំ។',
        'Certified alumni appear in the website’s directory and can join the mentoring programme.',
      ],
    ]),
    cover: 'cover-assoc',
    daysAgo: 75,
  },
];

export const ALUMNI_STORIES: {
  style: 'person' | 'group';
  name: L;
  title: L;
  summary: L;
  school: L;
  position: L;
  story: L;
  cover: string;
  photos: string[];
  daysAgo: number;
}[] = [
  {
    style: 'person',
    name: l(['索万纳', 'សុវណ្ណា', 'Sovanna']),
    title: l([
      '从清华课堂到金边的桥梁工地',
      'ពីថ្នាក់រៀនឈីងហួ ដល់ការដ្ឋានស្ពាននៅភ្នំពេញ',
      'From Tsinghua classrooms to a Phnom Penh bridge site',
    ]),
    summary: l([
      '土木工程硕士索万纳，如今是金边一座跨湄公河大桥的现场工程师。',
      'សុវណ្ណា អនុបណ្ឌិតវិស្វកម្មសំណង់ស៊ីវិល ឥឡូវជាវិស្វករការដ្ឋាននៃស្ពានឆ្លងទន្លេមេគង្គមួយនៅភ្នំពេញ។',
      'Sovanna, a civil engineering master’s graduate, is now a site engineer on a Mekong bridge in Phnom Penh.',
    ]),
    school: l(['清华大学 2019届', 'សាកលវិទ្យាល័យឈីងហួ ជំនាន់ ២០១៩', 'Tsinghua University, 2019']),
    position: l(['现场工程师，金边', 'វិស្វករការដ្ឋាន ភ្នំពេញ', 'Site engineer, Phnom Penh']),
    story: p([
      [
        '第一次上结构力学课，索万纳几乎一句也听不懂。她把每节课录下来，晚上逐字翻译，一个学期后成绩进入了班级前十。',
        'ថ្នាក់មេកានិចរចនាសម្ព័ន្ធដំបូង សុវណ្ណាស្ទើរតែស្តាប់មិនយល់មួយប្រយោគ។ នាងថតសំឡេងរាល់មេរៀន ហើយបកប្រែពាក្យម្តងមួយៗពេលយប់ ក្រោយមួយឆមាស ពិន្ទុរបស់នាងចូលក្នុងចំណោមដប់នាក់ល្អជាងគេក្នុងថ្នាក់។',
        'In her first structural mechanics class Sovanna understood almost nothing. She recorded every lecture and translated it word by word at night; after one semester she was in the top ten of her class.',
      ],
      [
        '回国后，她加入了一家中资建筑企业。她说，在工地上用中文和中国同事沟通、用高棉语和工人交流，是她每天最骄傲的时刻。',
        'ក្រោយត្រឡប់មកវិញ នាងបានចូលធ្វើការនៅក្រុមហ៊ុនសំណង់ចិនមួយ។ នាងថា ការនិយាយភាសាចិនជាមួយសហការីចិន និងភាសាខ្មែរជាមួយកម្មករនៅការដ្ឋាន គឺជាពេលដែលនាងមានមោទនភាពបំផុតរៀងរាល់ថ្ងៃ។',
        'Back home she joined a Chinese construction company. Speaking Chinese with Chinese colleagues and Khmer with the workers on site, she says, is the proudest moment of her day.',
      ],
    ]),
    cover: 'cover-alumni',
    photos: ['portrait-1', 'cover-campus'],
    daysAgo: 4,
  },
  {
    style: 'person',
    name: l(['皮塞', 'ពិសិដ្ឋ', 'Piseth']),
    title: l([
      '把云南的咖啡种植经验带回蒙多基里',
      'នាំបទពិសោធន៍ដាំកាហ្វេពីយូណាន ត្រឡប់ទៅមណ្ឌលគិរីវិញ',
      'Bringing Yunnan’s coffee know-how home to Mondulkiri',
    ]),
    summary: l([
      '农学毕业生皮塞在家乡创办了咖啡合作社，带动六十户农民增收。',
      'ពិសិដ្ឋ និស្សិតបញ្ចប់ការសិក្សាផ្នែកកសិកម្ម បានបង្កើតសហករណ៍កាហ្វេនៅស្រុកកំណើត ជួយឱ្យគ្រួសារកសិករហុកសិបមានចំណូលកើនឡើង។',
      'Agronomy graduate Piseth started a coffee cooperative in his home province that has raised the income of sixty farming families.',
    ]),
    school: l(['云南农业大学 2020届', 'សាកលវិទ្យាល័យកសិកម្មយូណាន ជំនាន់ ២០២០', 'Yunnan Agricultural University, 2020']),
    position: l(['合作社负责人，蒙多基里', 'ប្រធានសហករណ៍ មណ្ឌលគិរី', 'Cooperative leader, Mondulkiri']),
    story: p([
      [
        '在普洱的咖啡庄园实习时，皮塞发现家乡的气候和土壤与那里非常相似。',
        'ពេលធ្វើកម្មសិក្សានៅចម្ការកាហ្វេក្នុងពូអឺ ពិសិដ្ឋបានដឹងថា អាកាសធាតុ និងដីនៅស្រុកកំណើតរបស់គាត់ស្រដៀងនឹងទីនោះណាស់។',
        'During an internship on a coffee estate in Pu’er, Piseth noticed that the climate and soil were very like those at home.',
      ],
      [
        '他带回了修剪和发酵技术，合作社的咖啡如今已经进入金边的精品咖啡店。',
        'គាត់បាននាំយកបច្ចេកទេសកាត់មែក និងការធ្វើឱ្យចំហុយ ហើយឥឡូវកាហ្វេរបស់សហករណ៍បានចូលដល់ហាងកាហ្វេពិសេសៗនៅភ្នំពេញ។',
        'He brought back pruning and fermentation techniques, and the cooperative’s coffee is now sold in speciality cafés in Phnom Penh.',
      ],
    ]),
    cover: 'cover-scholar',
    photos: ['portrait-2', 'cover-scholar'],
    daysAgo: 15,
  },
  {
    style: 'group',
    name: l([
      '华南理工校友工程团队',
      'ក្រុមវិស្វករអតីតនិស្សិតសាកលវិទ្យាល័យបច្ចេកវិទ្យាចិនខាងត្បូង',
      'South China University of Technology alumni engineering team',
    ]),
    title: l(['八位同学，一座电站', 'មិត្តរួមថ្នាក់ប្រាំបីនាក់ រោងចក្រអគ្គិសនីមួយ', 'Eight classmates, one power plant']),
    summary: l([
      '八位同届电气工程毕业生，如今在同一座水电站并肩工作。',
      'និស្សិតបញ្ចប់ការសិក្សាវិស្វកម្មអគ្គិសនីជំនាន់តែមួយចំនួនប្រាំបីនាក់ ឥឡូវធ្វើការជាមួយគ្នានៅរោងចក្រវារីអគ្គិសនីតែមួយ។',
      'Eight electrical engineering graduates of the same year now work side by side at one hydropower plant.',
    ]),
    school: l([
      '华南理工大学 2018届',
      'សាកលវិទ្យាល័យបច្ចេកវិទ្យាចិនខាងត្បូង ជំនាន់ ២០១៨',
      'South China University of Technology, 2018',
    ]),
    position: l([
      '水电站运维团队，戈公',
      'ក្រុមប្រតិបត្តិការ និងថែទាំរោងចក្រវារីអគ្គិសនី កោះកុង',
      'Hydropower operations team, Koh Kong',
    ]),
    story: p([
      [
        '他们在广州同住一层宿舍，一起熬夜准备毕业设计。',
        'ពួកគេធ្លាប់ស្នាក់នៅជាន់តែមួយនៃអន្តេវាសិកដ្ឋាននៅក្វាងចូវ និងរៀបចំគម្រោងបញ្ចប់ការសិក្សាជាមួយគ្នារហូតដល់យប់ជ្រៅ។',
        'In Guangzhou they lived on the same dormitory floor and stayed up late together over their graduation projects.',
      ],
      [
        '毕业后，他们先后加入了同一家电力公司，现在负责电站的运行和维护，为柬埔寨西南部供电。',
        'ក្រោយបញ្ចប់ការសិក្សា ពួកគេបានចូលធ្វើការនៅក្រុមហ៊ុនអគ្គិសនីតែមួយជាបន្តបន្ទាប់ ហើយឥឡូវទទួលខុសត្រូវប្រតិបត្តិការ និងថែទាំរោងចក្រ ដែលផ្គត់ផ្គង់អគ្គិសនីដល់ភាគនិរតីនៃកម្ពុជា។',
        'After graduating they joined the same power company one after another, and now run and maintain the plant that supplies south-west Cambodia.',
      ],
    ]),
    cover: 'cover-career',
    photos: ['cover-career', 'cover-sport'],
    daysAgo: 29,
  },
  {
    style: 'person',
    name: l(['莉达', 'លីដា', 'Lida']),
    title: l([
      '在金边教中文的“莉达老师”',
      '«អ្នកគ្រូលីដា» ដែលបង្រៀនភាសាចិននៅភ្នំពេញ',
      '“Teacher Lida”, teaching Chinese in Phnom Penh',
    ]),
    summary: l([
      '国际中文教育硕士莉达，回国后在中学开设中文课，学生已超过四百人。',
      'លីដា អនុបណ្ឌិតផ្នែកអប់រំភាសាចិនអន្តរជាតិ បានបើកថ្នាក់ភាសាចិននៅវិទ្យាល័យក្រោយត្រឡប់មកវិញ ហើយឥឡូវមានសិស្សជាងបួនរយនាក់។',
      'Lida, with a master’s in International Chinese Language Education, started Chinese classes at a secondary school at home and now has more than 400 students.',
    ]),
    school: l(['华东师范大学 2021届', 'សាកលវិទ្យាល័យគរុកោសល្យចិនខាងកើត ជំនាន់ ២០២១', 'East China Normal University, 2021']),
    position: l(['中学中文教师，金边', 'គ្រូភាសាចិននៅវិទ្យាល័យ ភ្នំពេញ', 'Secondary school Chinese teacher, Phnom Penh']),
    story: p([
      [
        '莉达用柬埔寨的童谣编了一套声调练习，学生们边拍手边念，很快就记住了四个声调。',
        'លីដាបានប្រើចម្រៀងកុមារខ្មែរធ្វើលំហាត់សំនៀង សិស្សៗទះដៃ និងសូត្រតាម ហើយឆាប់ចងចាំសំនៀងទាំងបួន។',
        'Lida turned Cambodian nursery rhymes into tone drills; clapping and chanting, her students learn the four tones quickly.',
      ],
    ]),
    cover: 'cover-culture',
    photos: ['portrait-2'],
    daysAgo: 40,
  },
  {
    style: 'group',
    name: l(['昆明校友志愿者队', 'ក្រុមស្ម័គ្រចិត្តអតីតនិស្សិតគុនមីង', 'Kunming alumni volunteers']),
    title: l(['十年接机路', 'ដប់ឆ្នាំនៃការទទួលនៅព្រលានយន្តហោះ', 'Ten years of airport welcomes']),
    summary: l([
      '从2015年起，昆明校友志愿者队已经在长水机场迎接了两千多名柬埔寨新生。',
      'ចាប់ពីឆ្នាំ ២០១៥ ក្រុមស្ម័គ្រចិត្តអតីតនិស្សិតគុនមីង បានទទួលសិស្សថ្មីកម្ពុជាជាងពីរពាន់នាក់នៅព្រលានយន្តហោះឆាងស្វី។',
      'Since 2015 the Kunming alumni volunteers have welcomed more than 2,000 new Cambodian students at Changshui airport.',
    ]),
    school: l(['云南各高校 2012—2024届', 'សាកលវិទ្យាល័យនានានៅយូណាន ជំនាន់ ២០១២—២០២៤', 'Universities in Yunnan, 2012–2024']),
    position: l(['志愿服务团队，昆明', 'ក្រុមស្ម័គ្រចិត្ត គុនមីង', 'Volunteer team, Kunming']),
    story: p([
      [
        '队员们换了一批又一批，但接机的欢迎牌一直是同一块：上面用高棉文写着“欢迎回家”。',
        'សមាជិកក្រុមបានផ្លាស់ប្តូរជាច្រើនជំនាន់ ប៉ុន្តែផ្ទាំងស្វាគមន៍នៅតែជាផ្ទាំងដដែល ដែលសរសេរជាភាសាខ្មែរថា «សូមស្វាគមន៍មកផ្ទះវិញ»។',
        'Members have come and gone, but the welcome sign is the same one: in Khmer it says “Welcome home”.',
      ],
    ]),
    cover: 'cover-volunteer',
    photos: ['cover-volunteer', 'cover-newyear'],
    daysAgo: 55,
  },
  {
    style: 'person',
    name: l(['维查', 'វិជ្ជា', 'Vichea']),
    title: l([
      '从北京的实验室到金边的医院',
      'ពីមន្ទីរពិសោធន៍នៅប៉េកាំង ដល់មន្ទីរពេទ្យនៅភ្នំពេញ',
      'From a Beijing lab to a Phnom Penh hospital',
    ]),
    summary: l([
      '医学博士维查回国后在卡尔麦特医院建立了第一个分子诊断实验室。',
      'វេជ្ជបណ្ឌិតវិជ្ជា បានបង្កើតមន្ទីរពិសោធន៍រោគវិនិច្ឆ័យម៉ូលេគុលដំបូងនៅមន្ទីរពេទ្យកាល់ម៉ែត ក្រោយត្រឡប់មកវិញ។',
      'After his doctorate, Vichea set up the first molecular diagnostics lab at Calmette Hospital.',
    ]),
    school: l(['北京协和医学院 2022届', 'សាលាវេជ្ជសាស្ត្រប៉េកាំងយូនៀន ជំនាន់ ២០២២', 'Peking Union Medical College, 2022']),
    position: l(['检验科医生，金边', 'វេជ្ជបណ្ឌិតមន្ទីរពិសោធន៍ ភ្នំពេញ', 'Laboratory physician, Phnom Penh']),
    story: p([
      [
        '在北京读博的五年里，维查几乎每天都在实验室待到深夜。',
        'ក្នុងរយៈពេលប្រាំឆ្នាំនៃការសិក្សាថ្នាក់បណ្ឌិតនៅប៉េកាំង វិជ្ជាស្ទើរតែនៅមន្ទីរពិសោធន៍រហូតដល់យប់ជ្រៅរៀងរាល់ថ្ងៃ។',
        'During five years of doctoral study in Beijing, Vichea stayed in the lab until late almost every night.',
      ],
      [
        '现在，他的实验室可以在一天内完成过去需要送往国外检测的项目。',
        'ឥឡូវនេះ មន្ទីរពិសោធន៍របស់គាត់អាចធ្វើតេស្តក្នុងរយៈពេលមួយថ្ងៃ ដែលពីមុនត្រូវផ្ញើទៅបរទេស។',
        'Today his lab completes in one day the tests that used to be sent abroad.',
      ],
    ]),
    cover: 'cover-sport',
    photos: ['portrait-1'],
    daysAgo: 68,
  },
];

/** Certified alumni (seed data until the certification workflow exists). */
export const CERTIFIED_ALUMNI: {
  name: L;
  school: L;
  major: L;
  year: number;
  position: L;
  city: L;
  portrait: string;
}[] = [
  {
    name: l(['索万纳', 'សុវណ្ណា', 'Sovanna']),
    school: l(['清华大学', 'សាកលវិទ្យាល័យឈីងហួ', 'Tsinghua University']),
    major: l(['土木工程', 'វិស្វកម្មសំណង់ស៊ីវិល', 'Civil engineering']),
    year: 2019,
    position: l(['现场工程师', 'វិស្វករការដ្ឋាន', 'Site engineer']),
    city: l(['金边', 'ភ្នំពេញ', 'Phnom Penh']),
    portrait: 'portrait-1',
  },
  {
    name: l(['皮塞', 'ពិសិដ្ឋ', 'Piseth']),
    school: l(['云南农业大学', 'សាកលវិទ្យាល័យកសិកម្មយូណាន', 'Yunnan Agricultural University']),
    major: l(['农学', 'កសិវិទ្យា', 'Agronomy']),
    year: 2020,
    position: l(['合作社负责人', 'ប្រធានសហករណ៍', 'Cooperative leader']),
    city: l(['蒙多基里', 'មណ្ឌលគិរី', 'Mondulkiri']),
    portrait: 'portrait-2',
  },
  {
    name: l(['莉达', 'លីដា', 'Lida']),
    school: l(['华东师范大学', 'សាកលវិទ្យាល័យគរុកោសល្យចិនខាងកើត', 'East China Normal University']),
    major: l(['国际中文教育', 'អប់រំភាសាចិនអន្តរជាតិ', 'International Chinese Education']),
    year: 2021,
    position: l(['中文教师', 'គ្រូភាសាចិន', 'Chinese teacher']),
    city: l(['金边', 'ភ្នំពេញ', 'Phnom Penh']),
    portrait: 'portrait-2',
  },
  {
    name: l(['维查', 'វិជ្ជា', 'Vichea']),
    school: l(['北京协和医学院', 'សាលាវេជ្ជសាស្ត្រប៉េកាំងយូនៀន', 'Peking Union Medical College']),
    major: l(['临床检验', 'វេជ្ជសាស្ត្រមន្ទីរពិសោធន៍', 'Laboratory medicine']),
    year: 2022,
    position: l(['检验科医生', 'វេជ្ជបណ្ឌិតមន្ទីរពិសោធន៍', 'Laboratory physician']),
    city: l(['金边', 'ភ្នំពេញ', 'Phnom Penh']),
    portrait: 'portrait-1',
  },
  {
    name: l(['达拉', 'តារា', 'Dara']),
    school: l(['广西大学', 'សាកលវិទ្យាល័យក្វាងស៊ី', 'Guangxi University']),
    major: l(['国际贸易', 'ពាណិជ្ជកម្មអន្តរជាតិ', 'International trade']),
    year: 2018,
    position: l(['物流公司经理', 'អ្នកគ្រប់គ្រងក្រុមហ៊ុនដឹកជញ្ជូន', 'Logistics manager']),
    city: l(['西哈努克', 'ព្រះសីហនុ', 'Sihanoukville']),
    portrait: 'portrait-1',
  },
  {
    name: l(['斯雷宁', 'ស្រីនិច', 'Sreynich']),
    school: l(['暨南大学', 'សាកលវិទ្យាល័យជីណាន', 'Jinan University']),
    major: l(['新闻学', 'សារព័ត៌មាន', 'Journalism']),
    year: 2023,
    position: l(['电视台记者', 'អ្នកយកព័ត៌មានទូរទស្សន៍', 'TV reporter']),
    city: l(['金边', 'ភ្នំពេញ', 'Phnom Penh']),
    portrait: 'portrait-2',
  },
  {
    name: l(['波拉', 'បូរ៉ា', 'Bora']),
    school: l(['武汉大学', 'សាកលវិទ្យាល័យវូហាន', 'Wuhan University']),
    major: l(['测绘工程', 'វិស្វកម្មផែនទី', 'Surveying engineering']),
    year: 2017,
    position: l(['国土规划师', 'អ្នករៀបចំផែនការដែនដី', 'Land-use planner']),
    city: l(['暹粒', 'សៀមរាប', 'Siem Reap']),
    portrait: 'portrait-1',
  },
  {
    name: l(['索菲', 'សុភី', 'Sophy']),
    school: l(['北京语言大学', 'សាកលវិទ្យាល័យភាសា និងវប្បធម៌ប៉េកាំង', 'Beijing Language and Culture University']),
    major: l(['汉语言', 'ភាសាចិន', 'Chinese language']),
    year: 2024,
    position: l(['外交部翻译', 'អ្នកបកប្រែក្រសួងការបរទេស', 'Translator, Ministry of Foreign Affairs']),
    city: l(['金边', 'ភ្នំពេញ', 'Phnom Penh']),
    portrait: 'portrait-2',
  },
];

export const BANNERS: { title: L; subtitle: L; image: string; link: string }[] = [
  {
    title: l([
      '2026年中国政府奖学金申请开始',
      'ការដាក់ពាក្យអាហារូបករណ៍រដ្ឋាភិបាលចិនឆ្នាំ ២០២៦ បានចាប់ផ្តើម',
      'Apply now: 2026 Chinese Government Scholarship',
    ]),
    subtitle: l([
      '每周六协会办公室提供申请辅导',
      'ការណែនាំការដាក់ពាក្យរៀងរាល់ថ្ងៃសៅរ៍នៅការិយាល័យសមាគម',
      'Free application coaching every Saturday at the association office',
    ]),
    image: 'cover-scholar',
    link: '/scholarship',
  },
  {
    title: l(['北京欢度高棉新年', 'អបអរបុណ្យចូលឆ្នាំខ្មែរនៅប៉េកាំង', 'Khmer New Year in Beijing']),
    subtitle: l([
      '四百多名同学和中国朋友一起庆祝',
      'និស្សិតជាងបួនរយនាក់អបអរជាមួយមិត្តចិន',
      'More than 400 students celebrated with Chinese friends',
    ]),
    image: 'cover-newyear',
    link: '/news',
  },
  {
    title: l([
      '校友风采：从中国课堂到柬埔寨建设一线',
      'រឿងរ៉ាវអតីតនិស្សិត៖ ពីថ្នាក់រៀននៅចិន ដល់ការកសាងកម្ពុជា',
      'Alumni stories: from Chinese classrooms to building Cambodia',
    ]),
    subtitle: l([
      '认识在金边、蒙多基里和戈公工作的校友',
      'ស្គាល់អតីតនិស្សិតដែលធ្វើការនៅភ្នំពេញ មណ្ឌលគិរី និងកោះកុង',
      'Meet alumni working in Phnom Penh, Mondulkiri and Koh Kong',
    ]),
    image: 'cover-alumni',
    link: '/alumnus/style',
  },
];
