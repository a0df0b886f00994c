import type { ArticleSeed } from './types.js';

/** Demo news, part 3: the two associations' own news. */
export const ARTICLES_C: ArticleSeed[] = [
  {
    channel: 'acsc-news',
    cover: 'cover-assoc',
    daysAgo: 8,
    zh: [
      '柬埔寨留华学生会召开第五届会员代表大会',
      '来自二十个城市的八十名代表选举产生了新一届理事会，并通过了未来两年的工作计划。',
      [
        '大会回顾了过去两年在新生接待、奖学金辅导和应急援助方面的工作。新一届理事会将重点建设城市联络网络和校友导师计划。',
        '柬埔寨驻华使馆教育参赞出席大会并致辞，鼓励学生们学好专业，做柬中友好的桥梁。',
      ],
    ],
    km: [
      'សមាគមនិស្សិតកម្ពុជានៅចិន បើកមហាសន្និបាតតំណាងសមាជិកលើកទីប្រាំ',
      'តំណាងចំនួនប៉ែតសិបនាក់មកពីទីក្រុងម្ភៃ បានបោះឆ្នោតជ្រើសរើសក្រុមប្រឹក្សាអាណត្តិថ្មី និងអនុម័តផែនការការងាររយៈពេលពីរឆ្នាំខាងមុខ។',
      [
        'មហាសន្និបាតបានពិនិត្យឡើងវិញនូវការងារពីរឆ្នាំកន្លងមក លើការទទួលសិស្សថ្មី ការណែនាំអាហារូបករណ៍ និងជំនួយបន្ទាន់។ ក្រុមប្រឹក្សាថ្មីនឹងផ្តោតលើការកសាងបណ្តាញទំនាក់ទំនងតាមទីក្រុង និងកម្មវិធីអ្នកណែនាំពីអតីតនិស្សិត។',
        'ទីប្រឹក្សាផ្នែកអប់រំនៃស្ថានទូតកម្ពុជាប្រចាំប្រទេសចិនបានចូលរួម និងថ្លែងសុន្ទរកថា លើកទឹកចិត្តនិស្សិតឱ្យរៀនជំនាញឱ្យបានល្អ និងក្លាយជាស្ពានមិត្តភាពកម្ពុជា-ចិន។',
      ],
    ],
    en: [
      'ACSC holds its fifth members’ congress',
      'Eighty delegates from twenty cities elected a new council and approved the work plan for the next two years.',
      [
        'The congress reviewed two years of airport welcomes, scholarship coaching and emergency help. The new council will focus on the city coordinator network and an alumni mentoring programme.',
        'The education counsellor of the Cambodian Embassy in China addressed the congress and encouraged students to master their fields and be a bridge of Cambodian-Chinese friendship.',
      ],
    ],
  },
  {
    channel: 'acsc-news',
    cover: 'cover-volunteer',
    daysAgo: 19,
    zh: [
      '协会设立学生应急互助基金',
      '基金用于帮助遭遇疾病、意外或家庭变故的在华柬埔寨学生，首批捐款来自校友和在华企业。',
      [
        '申请人需为协会会员，由城市联络员初审、理事会复核，一般在五个工作日内完成审批。',
        '协会承诺每季度公布基金收支明细，接受会员监督。',
      ],
    ],
    km: [
      'សមាគមបង្កើតមូលនិធិជំនួយគ្នាទៅវិញទៅមកសម្រាប់សិស្សក្នុងគ្រាអាសន្ន',
      'មូលនិធិនេះជួយនិស្សិតកម្ពុជានៅចិនដែលជួបជំងឺ គ្រោះថ្នាក់ ឬបញ្ហាគ្រួសារ ហើយការបរិច្ចាគដំបូងបានមកពីអតីតនិស្សិត និងក្រុមហ៊ុននានានៅចិន។',
      [
        'អ្នកដាក់ពាក្យត្រូវជាសមាជិកសមាគម។ អ្នកសម្របសម្រួលប្រចាំទីក្រុងពិនិត្យដំបូង ហើយក្រុមប្រឹក្សាពិនិត្យចុងក្រោយ ជាធម្មតាក្នុងរយៈពេលប្រាំថ្ងៃធ្វើការ។',
        'សមាគមសន្យាផ្សព្វផ្សាយរបាយការណ៍ចំណូលចំណាយនៃមូលនិធិរៀងរាល់ត្រីមាស ដើម្បីឱ្យសមាជិកត្រួតពិនិត្យ។',
      ],
    ],
    en: [
      'Association sets up a student emergency fund',
      'The fund helps Cambodian students in China facing illness, accidents or family hardship; the first donations came from alumni and companies in China.',
      [
        'Applicants must be members. A city coordinator makes the first review and the council confirms it, usually within five working days.',
        'The association will publish the fund’s income and spending every quarter for members to check.',
      ],
    ],
  },
  {
    channel: 'acsc-news',
    cover: 'cover-campus',
    daysAgo: 37,
    kind: 'video',
    video: 'clip-campus',
    zh: [
      '视频：协会志愿者的一天',
      '从清晨接机到深夜答疑，记录协会志愿者服务新同学的一天。',
      [
        '志愿者大多是大二、大三的学生，他们利用课余时间接机、陪同办理手续，并在群里回答新同学的问题。',
        '“我刚来的时候也得到过学长的帮助，现在轮到我了。”志愿者达拉说。',
      ],
    ],
    km: [
      'វីដេអូ៖ មួយថ្ងៃរបស់អ្នកស្ម័គ្រចិត្តសមាគម',
      'ចាប់ពីការទទួលនៅព្រលានយន្តហោះពេលព្រឹកព្រលឹម រហូតដល់ការឆ្លើយសំណួរពេលយប់ជ្រៅ នេះជាមួយថ្ងៃរបស់អ្នកស្ម័គ្រចិត្តដែលជួយសិស្សថ្មី។',
      [
        'អ្នកស្ម័គ្រចិត្តភាគច្រើនជានិស្សិតឆ្នាំទីពីរ និងទីបី ដែលប្រើពេលទំនេរទៅទទួលនៅព្រលានយន្តហោះ ជួយរៀបចំឯកសារ និងឆ្លើយសំណួររបស់សិស្សថ្មីក្នុងក្រុម។',
        '«ពេលខ្ញុំទើបមកដល់ ខ្ញុំក៏ធ្លាប់ទទួលជំនួយពីបងៗដែរ ឥឡូវដល់វេនខ្ញុំហើយ» អ្នកស្ម័គ្រចិត្តឈ្មោះ តារា បាននិយាយ។',
      ],
    ],
    en: [
      'Video: a day with an association volunteer',
      'From an early airport pick-up to late-night questions, a day of volunteers helping new students.',
      [
        'Most volunteers are second- and third-year students who use their free time for airport pick-ups, paperwork and answering new students’ questions in the group chat.',
        '“When I first arrived, seniors helped me. Now it is my turn,” says volunteer Dara.',
      ],
    ],
  },
  {
    channel: 'acsc-news',
    cover: 'cover-scholar',
    daysAgo: 52,
    zh: [
      '协会与云南大学签署学生服务合作备忘录',
      '双方将在新生接待、心理辅导和中文辅导方面开展合作。',
      [
        '云南大学现有柬埔寨留学生三百余人，是柬埔寨学生在华最集中的高校之一。',
        '根据备忘录，学校将为协会提供活动场地，协会则组织高年级学生为新生提供一对一的中文辅导。',
      ],
    ],
    km: [
      'សមាគមចុះអនុស្សរណៈសហប្រតិបត្តិការសេវាកម្មសិស្សជាមួយសាកលវិទ្យាល័យយូណាន',
      'ភាគីទាំងពីរនឹងសហការលើការទទួលសិស្សថ្មី ការប្រឹក្សាផ្លូវចិត្ត និងការបង្រៀនបន្ថែមភាសាចិន។',
      [
        'បច្ចុប្បន្ន សាកលវិទ្យាល័យយូណានមាននិស្សិតកម្ពុជាជាងបីរយនាក់ ដែលជាសាកលវិទ្យាល័យមួយក្នុងចំណោមសាកលវិទ្យាល័យដែលមាននិស្សិតកម្ពុជាច្រើនជាងគេនៅចិន។',
        'តាមអនុស្សរណៈ សាលានឹងផ្តល់ទីតាំងសម្រាប់សកម្មភាព ហើយសមាគមនឹងរៀបចំនិស្សិតឆ្នាំខ្ពស់ ឱ្យបង្រៀនភាសាចិនមួយទល់មួយដល់សិស្សថ្មី។',
      ],
    ],
    en: [
      'Association signs student services memorandum with Yunnan University',
      'The two sides will work together on welcoming new students, counselling and Chinese tutoring.',
      [
        'Yunnan University has more than 300 Cambodian students, one of the largest groups at any university in China.',
        'Under the memorandum the university provides space for events, and the association arranges senior students to tutor new students in Chinese one to one.',
      ],
    ],
  },
  {
    channel: 'acsc-news',
    cover: 'cover-sport',
    daysAgo: 0.5,
    zh: [
      '协会春季运动会报名开始',
      '五月的春季运动会设有足球、排球、羽毛球和趣味接力，欢迎各校组队报名。',
      [
        '运动会将在北京和昆明两地同时举行，报名截止日期为四月二十日。',
        '每支队伍需有至少一名非柬埔寨籍队员，以促进与各国同学的交流。',
      ],
    ],
    km: null,
    en: [
      'Sign-ups open for the association’s spring sports day',
      'May’s sports day has football, volleyball, badminton and a fun relay; teams from every university are welcome.',
      [
        'It will be held in Beijing and Kunming at the same time. Sign-ups close on 20 April.',
        'Each team needs at least one non-Cambodian player, to make friends with students from other countries.',
      ],
    ],
  },
  {
    channel: 'ccya-news',
    cover: 'cover-exchange',
    daysAgo: 9,
    zh: [
      '柬中青年交流营在西双版纳开营',
      '来自两国的六十名青年将在为期十天的交流营中学习澜湄合作、乡村振兴和数字经济。',
      [
        '交流营安排了茶园调研、傣族村寨走访和农业科技企业参观。柬方青年来自金边、磅湛和干拉等地的高校和企业。',
        '营员们将分组完成一个小型合作项目，并在结营仪式上展示成果。',
      ],
    ],
    km: [
      'ជំរំផ្លាស់ប្តូរយុវជនកម្ពុជា-ចិនបើកនៅស៊ីសួងបាណា',
      'យុវជនហុកសិបនាក់មកពីប្រទេសទាំងពីរ នឹងសិក្សាអំពីកិច្ចសហប្រតិបត្តិការមេគង្គ-ឡានឆាង ការអភិវឌ្ឍជនបទ និងសេដ្ឋកិច្ចឌីជីថល ក្នុងជំរំរយៈពេលដប់ថ្ងៃ។',
      [
        'ជំរំនេះមានការសិក្សាស្រាវជ្រាវនៅចម្ការតែ ការទស្សនាភូមិជនជាតិដៃ និងក្រុមហ៊ុនបច្ចេកវិទ្យាកសិកម្ម។ យុវជនកម្ពុជាមកពីសាកលវិទ្យាល័យ និងក្រុមហ៊ុននានានៅភ្នំពេញ កំពង់ចាម និងកណ្តាល។',
        'អ្នកចូលរួមនឹងបែងចែកជាក្រុម ដើម្បីបំពេញគម្រោងសហការតូចមួយ ហើយបង្ហាញលទ្ធផលនៅពិធីបិទជំរំ។',
      ],
    ],
    en: [
      'Cambodian-Chinese youth camp opens in Xishuangbanna',
      'Sixty young people from both countries will study Lancang-Mekong cooperation, rural development and the digital economy over ten days.',
      [
        'The camp includes fieldwork in tea gardens, visits to Dai villages and an agricultural technology company. The Cambodian participants come from universities and companies in Phnom Penh, Kampong Cham and Kandal.',
        'Participants will work in groups on a small joint project and present it at the closing ceremony.',
      ],
    ],
  },
  {
    channel: 'ccya-news',
    cover: 'cover-culture',
    daysAgo: 25,
    zh: [
      '柬中青年协会举办“丝路青年说”分享会',
      '六位柬中青年讲述了自己在基建、医疗、教育和电商领域的合作故事。',
      [
        '一位在金边—西哈努克港高速公路项目工作的柬埔寨工程师分享了从翻译成长为项目经理的经历。',
        '一位在柬埔寨支教的中国志愿者讲述了教当地孩子中文和学习高棉语的趣事。',
      ],
    ],
    km: [
      'សមាគមយុវជនកម្ពុជា-ចិន រៀបចំកម្មវិធីចែករំលែក «យុវជនផ្លូវសូត្រនិយាយ»',
      'យុវជនកម្ពុជា និងចិនប្រាំមួយរូប បាននិទានរឿងសហការរបស់ពួកគេក្នុងវិស័យហេដ្ឋារចនាសម្ព័ន្ធ សុខាភិបាល អប់រំ និងពាណិជ្ជកម្មអេឡិចត្រូនិក។',
      [
        'វិស្វករកម្ពុជាម្នាក់ដែលធ្វើការលើគម្រោងផ្លូវល្បឿនលឿនភ្នំពេញ-ព្រះសីហនុ បានចែករំលែកដំណើររបស់គាត់ពីអ្នកបកប្រែ រហូតក្លាយជាអ្នកគ្រប់គ្រងគម្រោង។',
        'អ្នកស្ម័គ្រចិត្តចិនម្នាក់ដែលបង្រៀននៅកម្ពុជា បាននិទានរឿងគួរឱ្យចាប់អារម្មណ៍អំពីការបង្រៀនភាសាចិនដល់ក្មេងៗ និងការរៀនភាសាខ្មែរ។',
      ],
    ],
    en: [
      'CCYA hosts “Silk Road Youth Talks”',
      'Six young Cambodians and Chinese told their stories of working together in infrastructure, health, education and e-commerce.',
      [
        'A Cambodian engineer on the Phnom Penh–Sihanoukville expressway described growing from interpreter to project manager.',
        'A Chinese volunteer teacher in Cambodia shared funny moments of teaching children Chinese and learning Khmer.',
      ],
    ],
  },
  {
    channel: 'ccya-news',
    cover: 'cover-volunteer',
    daysAgo: 44,
    zh: [
      '中柬青年志愿者在磅士卑开展义诊和图书捐赠',
      '医学专业留学生与中国医疗志愿者为当地村民提供义诊，并向乡村小学捐赠双语图书。',
      [
        '两天的义诊服务了三百多名村民，主要检查血压、血糖和儿童口腔健康。',
        '捐赠的五百册图书包括高棉语绘本和中文入门读物，学校将设立一个小小的“友谊书角”。',
      ],
    ],
    km: [
      'អ្នកស្ម័គ្រចិត្តយុវជនចិន-កម្ពុជា ពិនិត្យព្យាបាលដោយឥតគិតថ្លៃ និងបរិច្ចាគសៀវភៅនៅកំពង់ស្ពឺ',
      'និស្សិតវេជ្ជសាស្ត្រ និងអ្នកស្ម័គ្រចិត្តវេជ្ជសាស្ត្រចិន បានពិនិត្យសុខភាពដោយឥតគិតថ្លៃដល់ប្រជាជន និងបរិច្ចាគសៀវភៅពីរភាសាដល់សាលាបឋមសិក្សាក្នុងភូមិ។',
      [
        'ការពិនិត្យរយៈពេលពីរថ្ងៃបានបម្រើប្រជាជនជាងបីរយនាក់ ភាគច្រើនពិនិត្យសម្ពាធឈាម ជាតិស្ករក្នុងឈាម និងសុខភាពមាត់ធ្មេញកុមារ។',
        'សៀវភៅប្រាំរយក្បាលដែលបរិច្ចាគ មានសៀវភៅរូបភាពភាសាខ្មែរ និងសៀវភៅរៀនភាសាចិនកម្រិតដំបូង ហើយសាលានឹងបង្កើត «ជ្រុងសៀវភៅមិត្តភាព» តូចមួយ។',
      ],
    ],
    en: [
      'Chinese and Cambodian youth volunteers run a free clinic and book donation in Kampong Speu',
      'Medical students and Chinese medical volunteers gave free check-ups to villagers and donated bilingual books to a village primary school.',
      [
        'The two-day clinic saw more than 300 villagers, mainly for blood pressure, blood sugar and children’s dental checks.',
        'The 500 donated books include Khmer picture books and beginners’ Chinese readers; the school will open a small “friendship book corner”.',
      ],
    ],
  },
  {
    channel: 'ccya-news',
    cover: 'cover-newyear',
    daysAgo: 80,
    zh: [
      '柬中青年协会新春联谊会在金边举行',
      '两百多名柬中青年在金边共迎新春，节目包括舞狮、阿普萨拉舞和双语歌曲。',
      [
        '联谊会由柬中青年协会与在柬中资企业青年联合会共同主办。',
        '现场还举行了“我的中国故事”征文颁奖，一等奖作品讲述了作者在重庆求学时学会吃辣的经历。',
      ],
    ],
    km: [
      'សមាគមយុវជនកម្ពុជា-ចិន រៀបចំពិធីជួបជុំបុណ្យចូលឆ្នាំចិននៅភ្នំពេញ',
      'យុវជនកម្ពុជា-ចិនជាងពីររយនាក់បានអបអរបុណ្យចូលឆ្នាំជាមួយគ្នានៅភ្នំពេញ ដោយមានរបាំតោ របាំអប្សរា និងចម្រៀងពីរភាសា។',
      [
        'ពិធីជួបជុំនេះរៀបចំរួមគ្នាដោយសមាគមយុវជនកម្ពុជា-ចិន និងសហព័ន្ធយុវជនក្រុមហ៊ុនចិននៅកម្ពុជា។',
        'នៅទីនោះក៏មានការប្រគល់រង្វាន់ការប្រកួតសរសេរអត្ថបទ «រឿងរបស់ខ្ញុំនៅចិន» ហើយស្នាដៃឈ្នះលេខមួយនិទានពីបទពិសោធន៍អ្នកនិពន្ធរៀនញ៉ាំហឹរពេលសិក្សានៅឈុងឈីង។',
      ],
    ],
    en: [
      'CCYA Spring Festival gathering in Phnom Penh',
      'More than 200 young Cambodians and Chinese welcomed the new year together in Phnom Penh with a lion dance, Apsara dance and bilingual songs.',
      [
        'The gathering was co-hosted by CCYA and the youth federation of Chinese companies in Cambodia.',
        'Prizes were given in the “My China Story” essay contest; the winning essay tells how the author learned to eat spicy food while studying in Chongqing.',
      ],
    ],
  },
  {
    channel: 'ccya-news',
    cover: 'cover-career',
    daysAgo: 58,
    kind: 'video',
    video: 'clip-festival',
    zh: [
      '视频：柬中青年创业分享夜',
      '三位在金边创业的留华校友分享从零起步的经验。',
      [
        '他们分别经营跨境物流、中文培训和咖啡品牌。',
        '三人都提到，在中国学到的不仅是专业，还有做事的节奏和对细节的坚持。',
      ],
    ],
    km: [
      'វីដេអូ៖ រាត្រីចែករំលែកបទពិសោធន៍សហគ្រិនយុវជនកម្ពុជា-ចិន',
      'អតីតនិស្សិតពីចិនបីរូបដែលបង្កើតអាជីវកម្មនៅភ្នំពេញ ចែករំលែកបទពិសោធន៍ចាប់ផ្តើមពីសូន្យ។',
      [
        'ពួកគេម្នាក់ៗដំណើរការអាជីវកម្មដឹកជញ្ជូនឆ្លងដែន សាលាបង្រៀនភាសាចិន និងម៉ាកកាហ្វេ។',
        'អ្នកទាំងបីបាននិយាយថា អ្វីដែលរៀនបាននៅចិនមិនមែនត្រឹមតែជំនាញទេ ប៉ុន្តែក៏មានចង្វាក់ការងារ និងការយកចិត្តទុកដាក់លើលម្អិតផងដែរ។',
      ],
    ],
    en: [
      'Video: Cambodian-Chinese young entrepreneurs’ night',
      'Three alumni of Chinese universities who started businesses in Phnom Penh share how they began from nothing.',
      [
        'They run a cross-border logistics firm, a Chinese language school and a coffee brand.',
        'All three said that what they learned in China was not only their subject but also a pace of work and care for detail.',
      ],
    ],
  },
  {
    channel: 'campus',
    cover: 'cover-culture',
    daysAgo: 86,
    zh: [
      '图书馆里的高棉语书架',
      '广西大学图书馆新设高棉语书架，收藏了柬埔寨学生捐赠的两百余册图书。',
      [
        '书架上有柬埔寨文学、历史和儿童读物，也有学生们自己翻译的中文诗歌。',
        '图书馆欢迎所有对柬埔寨感兴趣的读者借阅。',
      ],
    ],
    km: [
      'ធ្នើសៀវភៅខ្មែរក្នុងបណ្ណាល័យ',
      'បណ្ណាល័យសាកលវិទ្យាល័យក្វាងស៊ីបានបង្កើតធ្នើសៀវភៅភាសាខ្មែរថ្មី ដែលមានសៀវភៅជាងពីររយក្បាល បរិច្ចាគដោយសិស្សកម្ពុជា។',
      [
        'នៅលើធ្នើមានអក្សរសិល្ប៍ ប្រវត្តិសាស្ត្រ និងសៀវភៅកុមារកម្ពុជា ព្រមទាំងកំណាព្យចិនដែលនិស្សិតបកប្រែដោយខ្លួនឯង។',
        'បណ្ណាល័យស្វាគមន៍អ្នកអានទាំងអស់ដែលចាប់អារម្មណ៍លើកម្ពុជាមកខ្ចីអាន។',
      ],
    ],
    en: [
      'A Khmer bookshelf in the library',
      'Guangxi University’s library has a new Khmer shelf with more than 200 books donated by Cambodian students.',
      [
        'It holds Cambodian literature, history and children’s books, as well as Chinese poems the students translated themselves.',
        'Everyone interested in Cambodia is welcome to borrow them.',
      ],
    ],
  },
  {
    channel: 'notices',
    cover: 'cover-scholar',
    daysAgo: 16,
    zh: [
      '孔子学院奖学金：金边皇家大学孔子学院开始推荐',
      '有意申请孔子学院奖学金的学生，请于本月底前向金边皇家大学孔子学院提交材料。',
      [
        '孔子学院奖学金支持一学期、一学年的汉语研修以及国际中文教育硕士学习，申请人需提供汉语水平考试成绩。',
        '孔子学院将组织面试，并择优向中方推荐。',
      ],
    ],
    km: [
      'អាហារូបករណ៍វិទ្យាស្ថានខុងជឺ៖ វិទ្យាស្ថានខុងជឺនៃសាកលវិទ្យាល័យភូមិន្ទភ្នំពេញចាប់ផ្តើមណែនាំបេក្ខជន',
      'សិស្សដែលចង់ដាក់ពាក្យអាហារូបករណ៍វិទ្យាស្ថានខុងជឺ សូមដាក់ឯកសារទៅវិទ្យាស្ថានខុងជឺនៃសាកលវិទ្យាល័យភូមិន្ទភ្នំពេញមុនចុងខែនេះ។',
      [
        'អាហារូបករណ៍វិទ្យាស្ថានខុងជឺគាំទ្រការសិក្សាភាសាចិនរយៈពេលមួយឆមាស ឬមួយឆ្នាំ និងការសិក្សាអនុបណ្ឌិតផ្នែកអប់រំភាសាចិនអន្តរជាតិ។ បេក្ខជនត្រូវមានលទ្ធផលប្រឡង HSK។',
        'វិទ្យាស្ថាននឹងរៀបចំការសម្ភាសន៍ ហើយជ្រើសរើសបេក្ខជនល្អបំផុតដើម្បីណែនាំទៅភាគីចិន។',
      ],
    ],
    en: [
      'Confucius Institute Scholarship: nominations open at the Royal University of Phnom Penh',
      'Students who wish to apply for the Confucius Institute Scholarship should submit their documents to the Confucius Institute at RUPP by the end of this month.',
      [
        'The scholarship supports one semester or one year of Chinese language study and master’s study in International Chinese Language Education. Applicants need an HSK score.',
        'The institute will hold interviews and nominate the strongest candidates.',
      ],
    ],
  },
];
