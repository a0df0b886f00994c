import type { ArticleSeed } from './types.js';

/** Demo news, part 2: cultural exchange and careers. */
export const ARTICLES_B: ArticleSeed[] = [
  {
    channel: 'culture',
    cover: 'cover-newyear',
    daysAgo: 4,
    kind: 'video',
    video: 'clip-festival',
    zh: [
      '视频：北京柬埔寨学生欢度高棉新年',
      '四百多名在京柬埔寨学生和中国朋友在中国人民大学一起泼水、跳南旺舞，庆祝高棉新年。',
      [
        '活动从传统的堆沙山祈福开始，接着是拔河、抛头巾等新年游戏。中国同学第一次学跳南旺舞，很快就跟上了节奏。',
        '协会还准备了柬埔寨米粉和椰子糕。很多同学说，虽然离家很远，但这里也有家的味道。',
      ],
    ],
    km: [
      'វីដេអូ៖ និស្សិតកម្ពុជានៅប៉េកាំងអបអរពិធីបុណ្យចូលឆ្នាំខ្មែរ',
      'សិស្សកម្ពុជាជាង ៤០០ នាក់នៅប៉េកាំង និងមិត្តភក្តិចិន បានលេងបាចទឹក និងរាំរាំវង់ជាមួយគ្នានៅសាកលវិទ្យាល័យប្រជាជនចិន ដើម្បីអបអរបុណ្យចូលឆ្នាំខ្មែរ។',
      [
        'កម្មវិធីចាប់ផ្តើមដោយការពូនភ្នំខ្សាច់តាមប្រពៃណី បន្ទាប់មកមានល្បែងទាញព្រ័ត្រ និងបោះឈូង។ និស្សិតចិនបានរៀនរាំរាំវង់ជាលើកដំបូង ហើយឆាប់ចាប់ចង្វាក់បាន។',
        'សមាគមក៏បានរៀបចំនំបញ្ចុក និងនំគម។ និស្សិតជាច្រើនបាននិយាយថា ទោះនៅឆ្ងាយពីផ្ទះ ក៏នៅទីនេះមានរសជាតិនៃផ្ទះដែរ។',
      ],
    ],
    en: [
      'Video: Cambodian students in Beijing celebrate Khmer New Year',
      'More than 400 Cambodian students in Beijing and their Chinese friends splashed water and danced the romvong at Renmin University to welcome the Khmer New Year.',
      [
        'The day began with the traditional sand stupas for blessings, followed by tug of war and the scarf-throwing game. Chinese students learned the romvong for the first time and soon found the rhythm.',
        'The association served Cambodian rice noodles and coconut cakes. Many students said that even far from home, here too it tasted like home.',
      ],
    ],
  },
  {
    channel: 'culture',
    cover: 'cover-culture',
    daysAgo: 15,
    zh: [
      '吴哥窟图片展在上海开幕',
      '由协会和复旦大学共同举办的“微笑的高棉”图片展，展出柬埔寨学生拍摄的吴哥古迹和乡村生活。',
      [
        '展览共展出六十幅作品，其中一半由在沪柬埔寨留学生拍摄。开幕式上，学生们用中文为观众讲解吴哥窟的建筑和浮雕故事。',
        '展览将持续两周，之后将移至南京和杭州巡展。',
      ],
    ],
    km: [
      'ពិព័រណ៍រូបថតអង្គរវត្តបើកសម្ពោធនៅសៀងហៃ',
      'ពិព័រណ៍ «ស្នាមញញឹមខ្មែរ» ដែលរៀបចំដោយសមាគម និងសាកលវិទ្យាល័យហ្វូតាន បង្ហាញរូបថតប្រាសាទអង្គរ និងជីវភាពជនបទដែលថតដោយនិស្សិតកម្ពុជា។',
      [
        'ពិព័រណ៍នេះបង្ហាញស្នាដៃចំនួនហុកសិប ដែលពាក់កណ្តាលថតដោយនិស្សិតកម្ពុជានៅសៀងហៃ។ ក្នុងពិធីបើក និស្សិតបានពន្យល់ជាភាសាចិនអំពីស្ថាបត្យកម្ម និងរឿងរ៉ាវនៃចម្លាក់បាសរីលីហ្វនៃប្រាសាទអង្គរវត្ត។',
        'ពិព័រណ៍នឹងបន្តរយៈពេលពីរសប្តាហ៍ បន្ទាប់មកនឹងទៅតាំងបង្ហាញនៅណានជីង និងហាងចូវ។',
      ],
    ],
    en: [
      'Angkor photo exhibition opens in Shanghai',
      '“The Khmer Smile”, organised by the association and Fudan University, shows Angkor temples and village life photographed by Cambodian students.',
      [
        'Sixty works are on show, half of them taken by Cambodian students in Shanghai. At the opening, students explained the architecture of Angkor Wat and the stories of its bas-reliefs to visitors in Chinese.',
        'The exhibition runs for two weeks and then travels to Nanjing and Hangzhou.',
      ],
    ],
  },
  {
    channel: 'culture',
    cover: 'cover-exchange',
    daysAgo: 23,
    zh: [
      '中柬青年共度中秋：月饼里的友谊',
      '广西民族大学的柬埔寨学生与中国同学一起做月饼、赏月，并分享柬埔寨的拜月节习俗。',
      [
        '中国同学教大家做广式月饼，柬埔寨学生则介绍了柬埔寨十一月的拜月节和扁米的做法。',
        '两个节日都与月亮和丰收有关，这让大家聊了很久。活动最后，同学们把月饼送给了学校的保安和宿管阿姨。',
      ],
    ],
    km: [
      'យុវជនចិន-កម្ពុជាអបអរបុណ្យព្រះច័ន្ទ៖ មិត្តភាពក្នុងនំព្រះច័ន្ទ',
      'និស្សិតកម្ពុជានៃសាកលវិទ្យាល័យជនជាតិក្វាងស៊ី បានធ្វើនំព្រះច័ន្ទ និងមើលព្រះច័ន្ទជាមួយមិត្តចិន ព្រមទាំងចែករំលែកទំនៀមទម្លាប់បុណ្យសំពះព្រះខែរបស់កម្ពុជា។',
      [
        'មិត្តចិនបានបង្រៀនធ្វើនំព្រះច័ន្ទបែបក្វាងទុង ចំណែកនិស្សិតកម្ពុជាបានណែនាំអំពីបុណ្យសំពះព្រះខែនៅខែវិច្ឆិកា និងរបៀបធ្វើអំបុក។',
        'បុណ្យទាំងពីរទាក់ទងនឹងព្រះច័ន្ទ និងការប្រមូលផល ដែលធ្វើឱ្យអ្នកទាំងអស់គ្នាជជែកគ្នាយូរ។ នៅចុងបញ្ចប់ និស្សិតបានយកនំព្រះច័ន្ទទៅជូនសន្តិសុខ និងអ្នកមើលអន្តេវាសិកដ្ឋាន។',
      ],
    ],
    en: [
      'Chinese and Cambodian youth share the Mid-Autumn Festival',
      'Cambodian students at Guangxi Minzu University made mooncakes with Chinese classmates and shared the customs of Cambodia’s moon festival, Ok Om Bok.',
      [
        'Chinese students taught Cantonese-style mooncakes; the Cambodian students explained Ok Om Bok in November and how to make ambok, pounded flattened rice.',
        'Both festivals are about the moon and the harvest, which kept everyone talking for a long time. At the end the students gave mooncakes to the campus guards and dormitory staff.',
      ],
    ],
  },
  {
    channel: 'culture',
    cover: 'cover-assoc',
    daysAgo: 56,
    zh: [
      '高棉语角在北京外国语大学开课',
      '每周三晚上，柬埔寨留学生为学习高棉语的中国学生提供会话练习。',
      [
        '北京外国语大学高棉语专业的学生人数逐年增加。高棉语角由协会志愿者轮流主持，话题包括问路、点菜和柬埔寨的节日。',
        '不少中国学生计划到金边交换学习，他们说和柬埔寨同学聊天是最好的准备。',
      ],
    ],
    km: [
      'ជ្រុងភាសាខ្មែរចាប់ផ្តើមនៅសាកលវិទ្យាល័យភាសាបរទេសប៉េកាំង',
      'រៀងរាល់ល្ងាចថ្ងៃពុធ និស្សិតកម្ពុជាជួយនិស្សិតចិនដែលរៀនភាសាខ្មែរ ហាត់សន្ទនា។',
      [
        'ចំនួននិស្សិតឯកទេសភាសាខ្មែរនៅសាកលវិទ្យាល័យភាសាបរទេសប៉េកាំងកើនឡើងជារៀងរាល់ឆ្នាំ។ ជ្រុងភាសាខ្មែរដឹកនាំដោយអ្នកស្ម័គ្រចិត្តរបស់សមាគមជាវេន ប្រធានបទមានការសួរផ្លូវ ការកុម្ម៉ង់ម្ហូប និងពិធីបុណ្យរបស់កម្ពុជា។',
        'និស្សិតចិនជាច្រើនគ្រោងទៅសិក្សាផ្លាស់ប្តូរនៅភ្នំពេញ ហើយពួកគេថា ការជជែកជាមួយមិត្តកម្ពុជាគឺជាការត្រៀមខ្លួនដ៏ល្អបំផុត។',
      ],
    ],
    en: [
      'Khmer language corner starts at Beijing Foreign Studies University',
      'Every Wednesday evening Cambodian students give conversation practice to Chinese students learning Khmer.',
      [
        'More students major in Khmer at Beijing Foreign Studies University every year. Association volunteers take turns hosting the corner, with topics such as asking the way, ordering food and Cambodian festivals.',
        'Many of the Chinese students plan an exchange semester in Phnom Penh, and they say chatting with Cambodian classmates is the best preparation.',
      ],
    ],
  },
  {
    channel: 'culture',
    cover: 'cover-newyear',
    daysAgo: 70,
    zh: [
      '春节留校的柬埔寨学生走进中国家庭',
      '协会与北京多个社区合作，邀请寒假留校的柬埔寨学生到中国家庭吃年夜饭。',
      [
        '二十多户家庭报名接待。学生们学写春联、包饺子，还和家里的孩子一起看了春节联欢晚会。',
        '一位接待家庭的奶奶说，家里多了两个“外国孙子”，这个年过得特别热闹。',
      ],
    ],
    km: [
      'និស្សិតកម្ពុជាដែលស្នាក់នៅសាលាពេលបុណ្យចូលឆ្នាំចិន ចូលរួមជាមួយគ្រួសារចិន',
      'សមាគមបានសហការជាមួយសហគមន៍មួយចំនួននៅប៉េកាំង អញ្ជើញនិស្សិតកម្ពុជាដែលស្នាក់នៅសាលាអំឡុងវិស្សមកាលរដូវរងា ទៅញ៉ាំអាហារពេលល្ងាចចូលឆ្នាំជាមួយគ្រួសារចិន។',
      [
        'មានគ្រួសារជាងម្ភៃបានចុះឈ្មោះទទួល។ និស្សិតបានរៀនសរសេរគូកំណាព្យចូលឆ្នាំ ធ្វើនំប៉ាវ និងមើលកម្មវិធីសិល្បៈបុណ្យចូលឆ្នាំជាមួយក្មេងៗក្នុងផ្ទះ។',
        'យាយម្នាក់នៃគ្រួសារទទួលបាននិយាយថា ផ្ទះគាត់មាន «ចៅបរទេស» ពីរនាក់បន្ថែម ធ្វើឱ្យបុណ្យចូលឆ្នាំនេះសប្បាយជាពិសេស។',
      ],
    ],
    en: [
      'Cambodian students staying on campus for Spring Festival join Chinese families',
      'With several Beijing neighbourhoods, the association invited Cambodian students who stayed over the winter break to New Year’s Eve dinner with Chinese families.',
      [
        'More than twenty families signed up as hosts. The students learned to write spring couplets, made dumplings and watched the Spring Festival Gala with the children of the house.',
        'One host grandmother said having two “foreign grandchildren” made this New Year especially lively.',
      ],
    ],
  },
  {
    channel: 'career',
    cover: 'cover-career',
    daysAgo: 3,
    zh: [
      '中资企业金边招聘会：三十家企业提供四百个岗位',
      '面向留华毕业生的专场招聘会将于下月在金边举行，岗位涵盖工程、金融、物流和翻译。',
      [
        '参会企业包括电力、通信、港口和银行等领域的中资企业。懂中文的毕业生在工程管理和客户服务岗位上尤其受欢迎。',
        '协会建议同学们提前准备中文、英文和高棉文三种语言的简历，并携带学历认证材料。现场还将提供简历修改和模拟面试。',
      ],
    ],
    km: [
      'ពិព័រណ៍ការងារក្រុមហ៊ុនចិននៅភ្នំពេញ៖ ក្រុមហ៊ុនសាមសិបផ្តល់ការងារបួនរយកន្លែង',
      'ពិព័រណ៍ការងារពិសេសសម្រាប់និស្សិតបញ្ចប់ការសិក្សាពីចិន នឹងធ្វើឡើងនៅភ្នំពេញខែក្រោយ ដោយមានមុខតំណែងផ្នែកវិស្វកម្ម ហិរញ្ញវត្ថុ ដឹកជញ្ជូន និងបកប្រែ។',
      [
        'ក្រុមហ៊ុនចូលរួមរួមមានក្រុមហ៊ុនចិនក្នុងវិស័យអគ្គិសនី ទូរគមនាគមន៍ កំពង់ផែ និងធនាគារ។ និស្សិតបញ្ចប់ការសិក្សាដែលចេះភាសាចិនត្រូវបានគេចង់បានខ្លាំងសម្រាប់មុខតំណែងគ្រប់គ្រងគម្រោង និងសេវាអតិថិជន។',
        'សមាគមណែនាំឱ្យសិស្សរៀបចំប្រវត្តិរូបជាបីភាសា ចិន អង់គ្លេស និងខ្មែរ ហើយយកឯកសារបញ្ជាក់សញ្ញាបត្រមកជាមួយ។ នៅទីនោះក៏មានសេវាកែប្រវត្តិរូប និងហាត់សម្ភាសន៍ផងដែរ។',
      ],
    ],
    en: [
      'Chinese companies’ job fair in Phnom Penh: 30 employers, 400 positions',
      'A job fair for graduates from Chinese universities will be held in Phnom Penh next month, with jobs in engineering, finance, logistics and translation.',
      [
        'Employers include Chinese companies in power, telecoms, ports and banking. Graduates who speak Chinese are especially sought for project management and customer service roles.',
        'The association advises students to prepare a CV in Chinese, English and Khmer and bring their degree verification. CV reviews and mock interviews will be offered on site.',
      ],
    ],
  },
  {
    channel: 'career',
    cover: 'cover-exchange',
    daysAgo: 13,
    zh: [
      '暑期实习计划：在深圳科技企业的八周',
      '十二名柬埔寨学生入选暑期实习计划，将在深圳的电子和跨境电商企业实习八周。',
      [
        '实习岗位包括软件测试、东南亚市场运营和供应链管理。企业为实习生提供住宿和每月实习补贴。',
        '去年的实习生中，有五人毕业后被企业在金边的分公司录用。',
      ],
    ],
    km: [
      'កម្មវិធីកម្មសិក្សារដូវក្តៅ៖ ប្រាំបីសប្តាហ៍នៅក្រុមហ៊ុនបច្ចេកវិទ្យាក្នុងស៊ិនជិន',
      'សិស្សកម្ពុជាដប់ពីរនាក់ត្រូវបានជ្រើសរើសចូលកម្មវិធីកម្មសិក្សារដូវក្តៅ ដោយនឹងហ្វឹកហាត់ការងាររយៈពេលប្រាំបីសប្តាហ៍នៅក្រុមហ៊ុនអេឡិចត្រូនិក និងពាណិជ្ជកម្មអេឡិចត្រូនិកឆ្លងដែននៅស៊ិនជិន។',
      [
        'មុខតំណែងកម្មសិក្សារួមមាន ការតេស្តកម្មវិធី ប្រតិបត្តិការទីផ្សារអាស៊ីអាគ្នេយ៍ និងការគ្រប់គ្រងខ្សែសង្វាក់ផ្គត់ផ្គង់។ ក្រុមហ៊ុនផ្តល់កន្លែងស្នាក់នៅ និងប្រាក់ឧបត្ថម្ភប្រចាំខែ។',
        'ក្នុងចំណោមអ្នកកម្មសិក្សាឆ្នាំមុន មានប្រាំនាក់ត្រូវបានជ្រើសរើសឱ្យធ្វើការនៅសាខាក្រុមហ៊ុននៅភ្នំពេញបន្ទាប់ពីបញ្ចប់ការសិក្សា។',
      ],
    ],
    en: [
      'Summer internships: eight weeks at Shenzhen tech companies',
      'Twelve Cambodian students have been selected for eight-week summer internships at electronics and cross-border e-commerce companies in Shenzhen.',
      [
        'Roles include software testing, South-East Asian market operations and supply chain management. The companies provide housing and a monthly allowance.',
        'Of last year’s interns, five were hired by the companies’ Phnom Penh branches after graduating.',
      ],
    ],
  },
  {
    channel: 'career',
    cover: 'cover-campus',
    daysAgo: 30,
    zh: [
      '简历工作坊：如何写好一份中文简历',
      '协会邀请中资企业人力资源经理，为即将毕业的学生讲解中文简历和面试礼仪。',
      [
        '讲师建议简历控制在一页以内，突出项目经历和语言能力，并注明汉语水平考试等级。',
        '工作坊结束后，三十多名学生当场修改了简历。协会会将讲义发布在会员群中。',
      ],
    ],
    km: [
      'សិក្ខាសាលាប្រវត្តិរូប៖ របៀបសរសេរប្រវត្តិរូបជាភាសាចិនឱ្យបានល្អ',
      'សមាគមបានអញ្ជើញអ្នកគ្រប់គ្រងធនធានមនុស្សនៃក្រុមហ៊ុនចិន មកពន្យល់និស្សិតដែលជិតបញ្ចប់ការសិក្សាអំពីប្រវត្តិរូបជាភាសាចិន និងសុជីវធម៌សម្ភាសន៍។',
      [
        'វាគ្មិនណែនាំឱ្យប្រវត្តិរូបមិនលើសពីមួយទំព័រ ផ្តោតលើបទពិសោធន៍គម្រោង និងសមត្ថភាពភាសា ហើយបញ្ជាក់កម្រិត HSK។',
        'ក្រោយសិក្ខាសាលា និស្សិតជាងសាមសិបនាក់បានកែប្រវត្តិរូបរបស់ខ្លួនភ្លាមៗ។ សមាគមនឹងផ្សាយឯកសារមេរៀននៅក្នុងក្រុមសមាជិក។',
      ],
    ],
    en: [
      'CV workshop: writing a strong CV in Chinese',
      'The association invited HR managers from Chinese companies to coach graduating students on Chinese CVs and interview etiquette.',
      [
        'The speakers advised keeping the CV to one page, highlighting projects and languages, and stating your HSK level.',
        'More than thirty students revised their CVs on the spot. The slides will be shared in the members’ group.',
      ],
    ],
  },
  {
    channel: 'career',
    cover: 'cover-career',
    daysAgo: 63,
    zh: [
      '学历认证指南：回国就业前需要准备什么',
      '在中国取得的学位需要经过认证，才能在柬埔寨公务员考试和部分企业招聘中使用。',
      [
        '毕业生应在离校前开具学位证明和成绩单，并通过中国留学服务中心在线申请学历学位认证。',
        '回国后，再向柬埔寨教育、青年和体育部申请学历对等认证。协会整理了两国所需材料清单，会员可免费下载。',
      ],
    ],
    km: [
      'មគ្គុទ្ទេសក៍ទទួលស្គាល់សញ្ញាបត្រ៖ អ្វីដែលត្រូវរៀបចំមុនត្រឡប់មកធ្វើការនៅស្រុក',
      'សញ្ញាបត្រដែលទទួលបាននៅចិនត្រូវការការបញ្ជាក់ ទើបអាចប្រើក្នុងការប្រឡងមន្ត្រីរាជការកម្ពុជា និងការជ្រើសរើសបុគ្គលិករបស់ក្រុមហ៊ុនមួយចំនួន។',
      [
        'និស្សិតបញ្ចប់ការសិក្សាគួរស្នើសុំលិខិតបញ្ជាក់សញ្ញាបត្រ និងព្រឹត្តិប័ត្រពិន្ទុមុនចាកចេញពីសាលា ហើយដាក់ពាក្យបញ្ជាក់សញ្ញាបត្រតាមអនឡាញតាមរយៈមជ្ឈមណ្ឌលសេវាកម្មសិក្សានៅបរទេសរបស់ចិន។',
        'ពេលត្រឡប់មកវិញ សូមដាក់ពាក្យស្នើសុំការទទួលស្គាល់សមមូលសញ្ញាបត្រនៅក្រសួងអប់រំ យុវជន និងកីឡា។ សមាគមបានរៀបចំបញ្ជីឯកសារដែលប្រទេសទាំងពីរតម្រូវ សមាជិកអាចទាញយកដោយឥតគិតថ្លៃ។',
      ],
    ],
    en: [
      'Degree verification: what to prepare before working back home',
      'Degrees earned in China must be verified before they can be used for Cambodian civil service exams and by some employers.',
      [
        'Graduates should obtain a degree certificate and transcript before leaving campus and apply online for verification through China’s Center for Student Services and Development.',
        'Back home, apply to the Ministry of Education, Youth and Sport for recognition of equivalence. The association has compiled the document lists of both countries, free to download for members.',
      ],
    ],
  },
];
