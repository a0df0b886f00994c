import type { ArticleSeed } from './types.js';

/** Demo news, part 1: notices and campus life. Written for the site, in each language. */
export const ARTICLES_A: ArticleSeed[] = [
  {
    channel: 'notices',
    cover: 'cover-scholar',
    daysAgo: 2,
    zh: [
      '2026年中国政府奖学金柬埔寨申请工作启动',
      '中国政府奖学金本年度面向柬埔寨学生开放本科、硕士和博士名额，网上报名截止日期为3月31日。',
      [
        '中国驻柬埔寨大使馆与柬埔寨教育、青年和体育部近日联合发布通知，2026/2027学年中国政府奖学金开始接受申请。奖学金覆盖学费、住宿费、综合医疗保险和每月生活费。',
        '协会将于每周六上午在金边办公室举办申请辅导，帮助学生准备学习计划、推荐信和体检表。往届获奖学生也会到场分享经验。',
      ],
    ],
    km: [
      'ការដាក់ពាក្យអាហារូបករណ៍រដ្ឋាភិបាលចិនឆ្នាំ ២០២៦ សម្រាប់កម្ពុជាបានចាប់ផ្តើម',
      'អាហារូបករណ៍រដ្ឋាភិបាលចិនឆ្នាំនេះបើកសម្រាប់សិស្សកម្ពុជាថ្នាក់បរិញ្ញាបត្រ អនុបណ្ឌិត និងបណ្ឌិត ហើយការចុះឈ្មោះតាមអនឡាញផុតកំណត់នៅថ្ងៃទី ៣១ ខែមីនា។',
      [
        'ស្ថានទូតចិនប្រចាំកម្ពុជា និងក្រសួងអប់រំ យុវជន និងកីឡា បានចេញសេចក្តីជូនដំណឹងរួមគ្នាថា អាហារូបករណ៍រដ្ឋាភិបាលចិនសម្រាប់ឆ្នាំសិក្សា ២០២៦/២០២៧ ចាប់ផ្តើមទទួលពាក្យហើយ។ អាហារូបករណ៍នេះរ៉ាប់រងថ្លៃសិក្សា ថ្លៃស្នាក់នៅ ធានារ៉ាប់រងសុខភាព និងប្រាក់ឧបត្ថម្ភប្រចាំខែ។',
        'សមាគមនឹងរៀបចំវគ្គណែនាំការដាក់ពាក្យរៀងរាល់ព្រឹកថ្ងៃសៅរ៍ នៅការិយាល័យភ្នំពេញ ដើម្បីជួយសិស្សរៀបចំផែនការសិក្សា លិខិតណែនាំ និងទម្រង់ពិនិត្យសុខភាព។ អតីតអ្នកទទួលអាហារូបករណ៍ក៏នឹងមកចែករំលែកបទពិសោធន៍ផងដែរ។',
      ],
    ],
    en: [
      'Applications open for the 2026 Chinese Government Scholarship in Cambodia',
      'This year the Chinese Government Scholarship offers bachelor, master and doctoral places to Cambodian students; online registration closes on 31 March.',
      [
        'The Chinese Embassy in Cambodia and the Ministry of Education, Youth and Sport have announced that applications for the 2026/2027 academic year are open. The scholarship covers tuition, accommodation, comprehensive medical insurance and a monthly living allowance.',
        'The association holds application clinics every Saturday morning at its Phnom Penh office to help students prepare their study plan, recommendation letters and medical forms. Former scholarship holders will be there to share their experience.',
      ],
    ],
  },
  {
    channel: 'notices',
    cover: 'cover-campus',
    daysAgo: 6,
    zh: [
      '关于春季学期留学生签证延期的提醒',
      '居留许可将在本学期到期的同学，请在到期前30天向学校国际处提交延期材料。',
      [
        '根据出入境管理规定，学习类居留许可需在有效期届满30日前申请延期。逾期可能产生罚款，并影响下一学年的注册。',
        '所需材料一般包括护照、在读证明、住宿登记表和近期照片。各校要求略有不同，请以本校国际学生办公室的通知为准。协会可为有困难的同学提供中文翻译协助。',
      ],
    ],
    km: [
      'ការរំលឹកអំពីការពន្យារទិដ្ឋាការសម្រាប់និស្សិតបរទេសក្នុងឆមាសនិទាឃរដូវ',
      'និស្សិតដែលលិខិតអនុញ្ញាតស្នាក់នៅនឹងផុតកំណត់ក្នុងឆមាសនេះ សូមដាក់ឯកសារពន្យារទៅការិយាល័យអន្តរជាតិនៃសាកលវិទ្យាល័យ ៣០ ថ្ងៃមុនថ្ងៃផុតកំណត់។',
      [
        'យោងតាមបទប្បញ្ញត្តិអន្តោប្រវេសន៍ លិខិតអនុញ្ញាតស្នាក់នៅសម្រាប់ការសិក្សាត្រូវស្នើសុំពន្យារយ៉ាងហោចណាស់ ៣០ ថ្ងៃមុនផុតសុពលភាព។ ការយឺតយ៉ាវអាចត្រូវពិន័យ និងប៉ះពាល់ដល់ការចុះឈ្មោះឆ្នាំសិក្សាបន្ទាប់។',
        'ឯកសារដែលត្រូវការជាទូទៅមាន លិខិតឆ្លងដែន លិខិតបញ្ជាក់ការសិក្សា ទម្រង់ចុះឈ្មោះស្នាក់នៅ និងរូបថតថ្មី។ សាកលវិទ្យាល័យនីមួយៗអាចមានតម្រូវការខុសគ្នាបន្តិច។ សមាគមអាចជួយបកប្រែជាភាសាចិនសម្រាប់និស្សិតដែលត្រូវការ។',
      ],
    ],
    en: [
      'Reminder: extending student residence permits this spring',
      'If your residence permit expires this semester, submit your extension documents to your university’s international office 30 days before it expires.',
      [
        'Under the immigration rules, a study residence permit must be extended at least 30 days before it expires. A late application can lead to a fine and may affect your registration for the next academic year.',
        'You will usually need your passport, a certificate of enrolment, your accommodation registration form and a recent photo. Each university has slightly different requirements, so follow your international student office. The association can help with Chinese translation if you need it.',
      ],
    ],
  },
  {
    channel: 'notices',
    cover: 'cover-assoc',
    daysAgo: 11,
    zh: [
      '协会2026年会员登记开始',
      '在华就读的柬埔寨学生可通过网站登记为协会会员，享受新生接待、法律咨询和活动优先报名。',
      [
        '会员登记全年开放，无需缴纳会费。登记后，你将被加入所在城市的学生联络群，及时收到奖学金、签证和安全方面的通知。',
        '今年协会在北京、上海、广州、昆明、南宁和武汉设立了城市联络员，新同学抵达后可以第一时间联系他们。',
      ],
    ],
    km: [
      'ការចុះឈ្មោះសមាជិកសមាគមឆ្នាំ ២០២៦ បានចាប់ផ្តើម',
      'និស្សិតកម្ពុជាដែលកំពុងសិក្សានៅចិនអាចចុះឈ្មោះជាសមាជិកសមាគមតាមគេហទំព័រ ដើម្បីទទួលបានការស្វាគមន៍សិស្សថ្មី ការប្រឹក្សាផ្លូវច្បាប់ និងអាទិភាពក្នុងការចុះឈ្មោះសកម្មភាព។',
      [
        'ការចុះឈ្មោះសមាជិកបើកពេញមួយឆ្នាំ ហើយមិនគិតថ្លៃទេ។ បន្ទាប់ពីចុះឈ្មោះ អ្នកនឹងត្រូវបានបញ្ចូលក្នុងក្រុមទំនាក់ទំនងនិស្សិតនៃទីក្រុងរបស់អ្នក ដើម្បីទទួលព័ត៌មានអំពីអាហារូបករណ៍ ទិដ្ឋាការ និងសុវត្ថិភាពទាន់ពេល។',
        'ឆ្នាំនេះ សមាគមមានអ្នកសម្របសម្រួលប្រចាំទីក្រុងនៅប៉េកាំង សៀងហៃ ក្វាងចូវ គុនមីង ណាននីង និងវូហាន ដែលសិស្សថ្មីអាចទាក់ទងបានភ្លាមៗពេលមកដល់។',
      ],
    ],
    en: [
      'Association membership registration for 2026 is open',
      'Cambodian students in China can register as members on the website for airport welcome, legal advice and priority booking for events.',
      [
        'Membership is free and registration is open all year. Once registered you join the student group of your city and receive notices on scholarships, visas and safety in time.',
        'This year the association has city coordinators in Beijing, Shanghai, Guangzhou, Kunming, Nanning and Wuhan whom new students can contact as soon as they arrive.',
      ],
    ],
  },
  {
    channel: 'notices',
    cover: 'cover-career',
    daysAgo: 1,
    zh: [
      '协会办公室清明节假期安排',
      '金边和北京办公室4月4日至6日休息，紧急情况请拨打值班电话。',
      [
        '假期期间，线上咨询照常受理，工作人员将在假期结束后的第一个工作日回复。',
        '如遇护照遗失、意外受伤等紧急情况，请拨打值班电话 +86 10 6532 1688，或联系所在城市的联络员。',
      ],
    ],
    km: null,
    en: [
      'Office hours over the Qingming holiday',
      'The Phnom Penh and Beijing offices are closed from 4 to 6 April; call the duty phone in an emergency.',
      [
        'Online enquiries are still accepted during the holiday and staff will reply on the first working day after it.',
        'If you lose your passport, are injured or face another emergency, call the duty phone +86 10 6532 1688 or your city coordinator.',
      ],
    ],
  },
  {
    channel: 'campus',
    cover: 'cover-campus',
    daysAgo: 20,
    zh: [
      '秋季迎新周：两百多名柬埔寨新生抵达中国',
      '协会志愿者在北京、昆明和南宁机场接待新同学，并组织了校园参观和生活讲座。',
      [
        '九月的第一周，来自金边、暹粒、马德望等省份的新生陆续抵达。志愿者举着写有高棉文的欢迎牌，帮助大家办理电话卡、银行卡和宿舍入住。',
        '迎新讲座介绍了课程选择、校医院、防诈骗常识和中国的交通出行。一位新生说：“第一次离开家，看到会说高棉语的学长学姐，心里一下子踏实了。”',
      ],
    ],
    km: [
      'សប្តាហ៍ស្វាគមន៍រដូវស្លឹកឈើជ្រុះ៖ សិស្សថ្មីកម្ពុជាជាង ២០០ នាក់មកដល់ប្រទេសចិន',
      'អ្នកស្ម័គ្រចិត្តរបស់សមាគមបានទទួលសិស្សថ្មីនៅព្រលានយន្តហោះប៉េកាំង គុនមីង និងណាននីង ព្រមទាំងរៀបចំដំណើរទស្សនកិច្ចក្នុងបរិវេណសាលា និងកិច្ចពិភាក្សាអំពីជីវភាពរស់នៅ។',
      [
        'នៅសប្តាហ៍ដំបូងនៃខែកញ្ញា សិស្សថ្មីមកពីភ្នំពេញ សៀមរាប បាត់ដំបង និងខេត្តផ្សេងៗបានមកដល់ជាបន្តបន្ទាប់។ អ្នកស្ម័គ្រចិត្តកាន់ផ្ទាំងស្វាគមន៍ជាភាសាខ្មែរ និងជួយពួកគេទិញស៊ីមកាត បើកគណនីធនាគារ និងចូលស្នាក់នៅអន្តេវាសិកដ្ឋាន។',
        'កិច្ចពិភាក្សាស្វាគមន៍បានណែនាំអំពីការជ្រើសរើសមុខវិជ្ជា មន្ទីរពេទ្យសាលា ការការពារខ្លួនពីការបោកប្រាស់ និងការធ្វើដំណើរនៅចិន។ សិស្សថ្មីម្នាក់បាននិយាយថា៖ «ជាលើកដំបូងដែលខ្ញុំចាកចេញពីផ្ទះ ពេលឃើញបងៗនិយាយភាសាខ្មែរ ខ្ញុំធូរចិត្តភ្លាម»។',
      ],
    ],
    en: [
      'Orientation week: more than 200 new Cambodian students arrive in China',
      'Association volunteers met new students at the airports of Beijing, Kunming and Nanning and ran campus tours and talks on daily life.',
      [
        'In the first week of September new students from Phnom Penh, Siem Reap, Battambang and other provinces arrived one flight after another. Volunteers holding welcome signs in Khmer helped them get SIM cards and bank cards and move into their dormitories.',
        'The welcome talks covered choosing courses, the campus clinic, avoiding scams and getting around China. “It was my first time away from home, and seeing seniors who speak Khmer put me at ease at once,” one new student said.',
      ],
    ],
  },
  {
    channel: 'campus',
    cover: 'cover-sport',
    daysAgo: 27,
    zh: [
      '柬埔寨留学生足球队夺得昆明高校国际友谊赛冠军',
      '由云南大学和昆明理工大学柬埔寨学生组成的球队，在决赛中以2比1战胜老挝留学生队。',
      [
        '本届友谊赛共有八支留学生球队参加。柬埔寨队在小组赛中保持不败，决赛最后十分钟由机械工程专业的索披攻入制胜一球。',
        '队长说，每周两次的训练让来自不同学校的同学成了朋友，比赛结束后两队球员一起聚餐，用中文、高棉语和老挝语互相祝贺。',
      ],
    ],
    km: [
      'ក្រុមបាល់ទាត់និស្សិតកម្ពុជាឈ្នះពានរង្វាន់ការប្រកួតមិត្តភាពអន្តរជាតិនៅគុនមីង',
      'ក្រុមដែលផ្សំឡើងពីនិស្សិតកម្ពុជានៃសាកលវិទ្យាល័យយូណាន និងសាកលវិទ្យាល័យវិទ្យាសាស្ត្រ និងបច្ចេកវិទ្យាគុនមីង បានឈ្នះក្រុមនិស្សិតឡាវ ២ ទល់ ១ ក្នុងវគ្គផ្តាច់ព្រ័ត្រ។',
      [
        'ការប្រកួតឆ្នាំនេះមានក្រុមនិស្សិតបរទេសចំនួនប្រាំបីក្រុមចូលរួម។ ក្រុមកម្ពុជាមិនចាញ់សោះក្នុងវគ្គពូល ហើយក្នុងដប់នាទីចុងក្រោយនៃវគ្គផ្តាច់ព្រ័ត្រ សុភា ដែលរៀនផ្នែកវិស្វកម្មមេកានិក បានស៊ុតបញ្ចូលទីគ្រាប់សម្រេចជ័យជម្នះ។',
        'ប្រធានក្រុមបាននិយាយថា ការហ្វឹកហាត់ពីរដងក្នុងមួយសប្តាហ៍បានធ្វើឱ្យនិស្សិតមកពីសាលាផ្សេងៗក្លាយជាមិត្តភក្តិ។ ក្រោយការប្រកួត កីឡាករទាំងពីរក្រុមបានញ៉ាំអាហាររួមគ្នា និងអបអរគ្នាជាភាសាចិន ខ្មែរ និងឡាវ។',
      ],
    ],
    en: [
      'Cambodian student football team wins Kunming international friendship cup',
      'A team of Cambodian students from Yunnan University and Kunming University of Science and Technology beat the Lao students’ team 2–1 in the final.',
      [
        'Eight international student teams took part this year. The Cambodian team was unbeaten in the group stage, and in the last ten minutes of the final Sophea, a mechanical engineering student, scored the winner.',
        'The captain said two training sessions a week had turned students from different universities into friends. After the match both teams had dinner together and congratulated each other in Chinese, Khmer and Lao.',
      ],
    ],
  },
  {
    channel: 'campus',
    cover: 'cover-culture',
    daysAgo: 34,
    kind: 'video',
    video: 'clip-campus',
    zh: [
      '视频：走进北京语言大学的一天',
      '跟随汉语进修生莉娜，看看柬埔寨学生在北京的课堂、食堂和图书馆。',
      [
        '早上八点的综合课、中午的留学生食堂、下午的语伴交流和晚上的图书馆自习，莉娜用镜头记录了普通的一天。',
        '她说，最难的是声调，最喜欢的是和中国同学一起包饺子。这段短片也为准备来华的学弟学妹提供了真实的参考。',
      ],
    ],
    km: [
      'វីដេអូ៖ មួយថ្ងៃនៅសាកលវិទ្យាល័យភាសា និងវប្បធម៌ប៉េកាំង',
      'តាមដានលីណា ដែលកំពុងរៀនភាសាចិន ដើម្បីមើលថ្នាក់រៀន អាហារដ្ឋាន និងបណ្ណាល័យរបស់សិស្សកម្ពុជានៅប៉េកាំង។',
      [
        'ថ្នាក់រៀនម៉ោងប្រាំបីព្រឹក អាហារថ្ងៃត្រង់នៅអាហារដ្ឋាននិស្សិតបរទេស ការផ្លាស់ប្តូរភាសាពេលរសៀល និងការរៀនសូត្រនៅបណ្ណាល័យពេលយប់ លីណាបានថតទុកមួយថ្ងៃធម្មតារបស់នាង។',
        'នាងថា អ្វីដែលពិបាកបំផុតគឺសំនៀង ហើយអ្វីដែលនាងចូលចិត្តបំផុតគឺការធ្វើនំប៉ាវជាមួយមិត្តចិន។ វីដេអូខ្លីនេះក៏ជាឯកសារយោងពិតសម្រាប់ប្អូនៗដែលកំពុងត្រៀមមកសិក្សានៅចិន។',
      ],
    ],
    en: [
      'Video: a day at Beijing Language and Culture University',
      'Follow Lina, a Chinese language student, through the classrooms, canteen and library of a Cambodian student in Beijing.',
      [
        'An eight o’clock class, lunch in the international students’ canteen, a language exchange in the afternoon and an evening in the library: Lina filmed an ordinary day.',
        'The hardest part, she says, is the tones; the best part is making dumplings with Chinese classmates. The short film gives younger students preparing to come to China a real picture.',
      ],
    ],
  },
  {
    channel: 'campus',
    cover: 'cover-volunteer',
    daysAgo: 41,
    zh: [
      '留学生志愿者走进北京社区开展垃圾分类宣传',
      '三十名柬埔寨学生与社区居民一起学习垃圾分类，并制作了高棉文、中文双语宣传卡。',
      [
        '活动在海淀区一个老旧小区举行。志愿者先跟着社区工作人员学习四类垃圾的区分方法，再挨家挨户发放宣传卡。',
        '参加活动的学生表示，回国后也想在金边的社区推广类似做法。',
      ],
    ],
    km: [
      'អ្នកស្ម័គ្រចិត្តនិស្សិតបរទេសចុះសហគមន៍ប៉េកាំង ផ្សព្វផ្សាយការបែងចែកសំរាម',
      'សិស្សកម្ពុជាសាមសិបនាក់បានរៀនបែងចែកសំរាមជាមួយប្រជាជនក្នុងសហគមន៍ និងបានធ្វើកាតផ្សព្វផ្សាយជាភាសាខ្មែរ និងចិន។',
      [
        'សកម្មភាពនេះធ្វើឡើងនៅសង្កាត់ចាស់មួយក្នុងស្រុកហៃឌាន។ អ្នកស្ម័គ្រចិត្តបានរៀនពីបុគ្គលិកសហគមន៍អំពីរបៀបបែងចែកសំរាមជាបួនប្រភេទ រួចចែកកាតផ្សព្វផ្សាយពីផ្ទះមួយទៅផ្ទះមួយ។',
        'និស្សិតដែលបានចូលរួមបាននិយាយថា ពេលត្រឡប់ទៅស្រុកវិញ ពួកគេចង់ផ្សព្វផ្សាយការអនុវត្តបែបនេះនៅតាមសហគមន៍ក្នុងភ្នំពេញផងដែរ។',
      ],
    ],
    en: [
      'Student volunteers teach waste sorting in a Beijing neighbourhood',
      'Thirty Cambodian students learned waste sorting with local residents and made bilingual Khmer–Chinese leaflets.',
      [
        'The event took place in an older housing estate in Haidian District. Volunteers first learned the four waste categories from community staff, then went door to door with the leaflets.',
        'The students said they would like to bring the same practice to neighbourhoods in Phnom Penh when they return.',
      ],
    ],
  },
  {
    channel: 'campus',
    cover: 'cover-exchange',
    daysAgo: 48,
    zh: [
      '中文演讲比赛：柬埔寨学生获得一等奖',
      '在第十届“汉语桥”留学生演讲比赛华南赛区，暨南大学的柬埔寨学生以《我的两个家乡》获得一等奖。',
      [
        '她在演讲中讲述了祖母在金边市场卖米粉、自己在广州学做肠粉的故事，把两座城市的早餐连在了一起。',
        '评委认为她的发音自然、内容真诚。她将代表赛区参加全国总决赛。',
      ],
    ],
    km: [
      'ការប្រកួតសុន្ទរកថាជាភាសាចិន៖ និស្សិតកម្ពុជាទទួលបានរង្វាន់លេខមួយ',
      'ក្នុងការប្រកួតសុន្ទរកថា «ស្ពានភាសាចិន» លើកទីដប់ តំបន់ចិនខាងត្បូង និស្សិតកម្ពុជានៃសាកលវិទ្យាល័យជីណាន បានឈ្នះរង្វាន់លេខមួយជាមួយប្រធានបទ «ស្រុកកំណើតទាំងពីររបស់ខ្ញុំ»។',
      [
        'នាងបាននិទានរឿងជីដូនរបស់នាងដែលលក់នំបញ្ចុកនៅផ្សារភ្នំពេញ និងរឿងខ្លួននាងរៀនធ្វើនំចំហុយស្រទាប់នៅក្វាងចូវ ដោយភ្ជាប់អាហារពេលព្រឹកនៃទីក្រុងទាំងពីរ។',
        'គណៈកម្មការវិនិច្ឆ័យបានវាយតម្លៃថា ការបញ្ចេញសំឡេងរបស់នាងធម្មជាតិ ហើយខ្លឹមសារស្មោះត្រង់។ នាងនឹងតំណាងតំបន់ចូលរួមវគ្គផ្តាច់ព្រ័ត្រថ្នាក់ជាតិ។',
      ],
    ],
    en: [
      'Chinese speech contest: Cambodian student wins first prize',
      'At the southern China round of the 10th “Chinese Bridge” speech contest, a Cambodian student from Jinan University won first prize with “My two home towns”.',
      [
        'She told of her grandmother selling rice noodles at a Phnom Penh market and of herself learning to make rice rolls in Guangzhou, linking the breakfasts of two cities.',
        'The judges praised her natural pronunciation and sincere content. She will represent the region in the national final.',
      ],
    ],
  },
];
