import type { AssociationContent } from '../../modules/association/service.js';
import type { Localized as L } from '@acsc/shared';

/** Demo association pages of ACSC and CCYA. `img` makes a stored image of a demo media file. */
export function associationPages(
  img: (name: string, w?: number, h?: number) => { url: string; width: number; height: number },
) {
  const node = (id: string, name: L, person: L = {}, children: AssociationContent['organization']['root'][] = []) => ({
    id,
    name,
    person,
    children,
  });
  const years = ['2019', '2020', '2021', '2022', '2023', '2024', '2025'];
  const yearsL = years.map((y) => ({ zh_CN: `${y}年`, km_KH: `ឆ្នាំ ${y}`, en_US: y }));

  const acsc: AssociationContent = {
    introduction: {
      name: {
        zh_CN: '柬埔寨留华学生会',
        km_KH: 'សមាគមនិស្សិតកម្ពុជានៅចិន',
        en_US: 'Association of Cambodian Students in China (ACSC)',
      },
      title: { zh_CN: '协会简介', km_KH: 'អំពីសមាគម', en_US: 'About the association' },
      summary: {
        zh_CN: '柬埔寨留华学生会是在华柬埔寨学生自发组成的非营利组织，为同学们提供接待、学习、生活和就业方面的帮助。',
        km_KH:
          'សមាគមនិស្សិតកម្ពុជានៅចិន គឺជាអង្គការមិនរកប្រាក់ចំណេញ ដែលបង្កើតឡើងដោយនិស្សិតកម្ពុជានៅចិន ដើម្បីជួយសិស្សលើការស្វាគមន៍ ការសិក្សា ជីវភាពរស់នៅ និងការងារ។',
        en_US:
          'ACSC is a non-profit organisation founded by Cambodian students in China to help each other with arrival, study, daily life and careers.',
      },
      body: {
        zh_CN:
          '<p>协会成立于2016年，目前在全国二十多个城市设有联络员，服务在华就读的柬埔寨学生。</p><h2>我们做什么</h2><ul><li>新生接机与入学引导</li><li>奖学金申请辅导</li><li>签证、安全与法律咨询</li><li>文化活动与校友网络</li></ul><p>协会的经费来自校友和社会捐助，所有收支定期向会员公开。</p>',
        km_KH:
          '<p>សមាគមត្រូវបានបង្កើតឡើងក្នុងឆ្នាំ ២០១៦ ហើយបច្ចុប្បន្នមានអ្នកសម្របសម្រួលនៅជាងម្ភៃទីក្រុងទូទាំងប្រទេសចិន ដើម្បីបម្រើនិស្សិតកម្ពុជា។</p><h2>អ្វីដែលយើងធ្វើ</h2><ul><li>ទទួលសិស្សថ្មីនៅព្រលានយន្តហោះ និងណែនាំការចូលរៀន</li><li>ណែនាំការដាក់ពាក្យអាហារូបករណ៍</li><li>ប្រឹក្សាអំពីទិដ្ឋាការ សុវត្ថិភាព និងច្បាប់</li><li>សកម្មភាពវប្បធម៌ និងបណ្តាញអតីតនិស្សិត</li></ul><p>ថវិការបស់សមាគមមកពីការបរិច្ចាគរបស់អតីតនិស្សិត និងសង្គម ហើយចំណូលចំណាយទាំងអស់ត្រូវបានផ្សព្វផ្សាយជូនសមាជិកជាទៀងទាត់។</p>',
        en_US:
          '<p>Founded in 2016, the association now has coordinators in more than twenty cities across China serving Cambodian students.</p><h2>What we do</h2><ul><li>Airport welcome and enrolment guidance</li><li>Scholarship application coaching</li><li>Visa, safety and legal advice</li><li>Cultural events and the alumni network</li></ul><p>The association is funded by alumni and donors, and its accounts are shared with members regularly.</p>',
      },
      image: img('cover-assoc'),
      foundedYear: 2016,
    },
    founder: {
      name: { zh_CN: '宋索帕', km_KH: 'សុង សុភា', en_US: 'Song Sophea' },
      role: { zh_CN: '创会会长', km_KH: 'ប្រធានស្ថាបនិក', en_US: 'Founding president' },
      quote: {
        zh_CN: '我们走得再远，也要记得帮助后来的人。',
        km_KH: 'ទោះយើងដើរឆ្ងាយប៉ុណ្ណា ក៏ត្រូវចាំជួយអ្នកដែលមកក្រោយ។',
        en_US: 'However far we go, we must remember to help those who come after us.',
      },
      body: {
        zh_CN:
          '<p>宋索帕2012年获中国政府奖学金赴清华大学攻读土木工程，2016年与十二名同学共同发起成立协会。</p><p>毕业后，他回到金边从事桥梁设计工作，至今仍担任协会名誉顾问，每年为新生做行前讲座。</p>',
        km_KH:
          '<p>សុង សុភា បានទទួលអាហារូបករណ៍រដ្ឋាភិបាលចិនក្នុងឆ្នាំ ២០១២ ទៅសិក្សាវិស្វកម្មសំណង់ស៊ីវិលនៅសាកលវិទ្យាល័យឈីងហួ ហើយក្នុងឆ្នាំ ២០១៦ បានរួមគ្នាជាមួយមិត្តរួមថ្នាក់ដប់ពីររូប បង្កើតសមាគមនេះ។</p><p>ក្រោយបញ្ចប់ការសិក្សា គាត់បានត្រឡប់មកធ្វើការរចនាស្ពាននៅភ្នំពេញ ហើយរហូតមកដល់ពេលនេះនៅតែជាទីប្រឹក្សាកិត្តិយសរបស់សមាគម និងធ្វើបទបង្ហាញដល់សិស្សថ្មីមុនចេញដំណើររៀងរាល់ឆ្នាំ។</p>',
        en_US:
          '<p>Song Sophea went to Tsinghua University on a Chinese Government Scholarship in 2012 to study civil engineering, and in 2016 founded the association with twelve classmates.</p><p>After graduating he returned to Phnom Penh as a bridge designer. He remains the association’s honorary adviser and gives a pre-departure talk to new students every year.</p>',
      },
      photo: img('portrait-1', 480, 480),
    },
    organization: {
      title: { zh_CN: '组织架构', km_KH: 'រចនាសម្ព័ន្ធសមាគម', en_US: 'Organisation' },
      root: node('assembly', { zh_CN: '会员代表大会', km_KH: 'មហាសន្និបាតតំណាងសមាជិក', en_US: 'Members’ congress' }, {}, [
        node(
          'council',
          { zh_CN: '理事会', km_KH: 'ក្រុមប្រឹក្សា', en_US: 'Council' },
          { zh_CN: '会长 林达拉', km_KH: 'ប្រធាន លឹម តារា', en_US: 'President Lim Dara' },
          [
            node(
              'secretariat',
              { zh_CN: '秘书处', km_KH: 'លេខាធិការដ្ឋាន', en_US: 'Secretariat' },
              { zh_CN: '秘书长 陈莉娜', km_KH: 'អគ្គលេខាធិការ ចាន់ លីណា', en_US: 'Secretary-General Chan Lina' },
            ),
            node('study', {
              zh_CN: '学习与奖学金部',
              km_KH: 'នាយកដ្ឋានសិក្សា និងអាហារូបករណ៍',
              en_US: 'Study and Scholarships',
            }),
            node('welfare', { zh_CN: '生活与权益部', km_KH: 'នាយកដ្ឋានសុខុមាលភាព', en_US: 'Welfare and Rights' }),
            node('culture', { zh_CN: '文化活动部', km_KH: 'នាយកដ្ឋានសកម្មភាពវប្បធម៌', en_US: 'Culture and Events' }),
            node('alumni', { zh_CN: '校友与就业部', km_KH: 'នាយកដ្ឋានអតីតនិស្សិត និងការងារ', en_US: 'Alumni and Careers' }),
            node('cities', { zh_CN: '城市联络处', km_KH: 'ការិយាល័យទំនាក់ទំនងតាមទីក្រុង', en_US: 'City coordinators' }, {}, [
              node('beijing', { zh_CN: '北京', km_KH: 'ប៉េកាំង', en_US: 'Beijing' }),
              node('kunming', { zh_CN: '昆明', km_KH: 'គុនមីង', en_US: 'Kunming' }),
              node('nanning', { zh_CN: '南宁', km_KH: 'ណាននីង', en_US: 'Nanning' }),
              node('guangzhou', { zh_CN: '广州', km_KH: 'ក្វាងចូវ', en_US: 'Guangzhou' }),
            ]),
          ],
        ),
        node('supervisors', { zh_CN: '监事会', km_KH: 'ក្រុមប្រឹក្សាត្រួតពិនិត្យ', en_US: 'Supervisory board' }),
      ]),
    },
    basic_data: {
      title: { zh_CN: '协会基本数据', km_KH: 'ទិន្នន័យមូលដ្ឋានរបស់សមាគម', en_US: 'The association in figures' },
      asOf: '2025-12-31',
      figures: [
        {
          key: 'members',
          label: { zh_CN: '注册会员', km_KH: 'សមាជិកចុះឈ្មោះ', en_US: 'Registered members' },
          value: 3260,
          unit: { zh_CN: '人', km_KH: 'នាក់', en_US: '' },
        },
        {
          key: 'cities',
          label: { zh_CN: '覆盖城市', km_KH: 'ទីក្រុង', en_US: 'Cities' },
          value: 24,
          unit: { zh_CN: '个', km_KH: '', en_US: '' },
        },
        {
          key: 'universities',
          label: { zh_CN: '合作高校', km_KH: 'សាកលវិទ្យាល័យដៃគូ', en_US: 'Partner universities' },
          value: 58,
          unit: { zh_CN: '所', km_KH: '', en_US: '' },
        },
        {
          key: 'events',
          label: { zh_CN: '年度活动', km_KH: 'សកម្មភាពប្រចាំឆ្នាំ', en_US: 'Events a year' },
          value: 120,
          unit: { zh_CN: '场', km_KH: '', en_US: '' },
        },
        {
          key: 'scholars',
          label: { zh_CN: '辅导获奖学生', km_KH: 'សិស្សទទួលអាហារូបករណ៍ដែលបានណែនាំ', en_US: 'Scholarship winners coached' },
          value: 870,
          unit: { zh_CN: '人', km_KH: 'នាក់', en_US: '' },
        },
        {
          key: 'volunteers',
          label: { zh_CN: '志愿者', km_KH: 'អ្នកស្ម័គ្រចិត្ត', en_US: 'Volunteers' },
          value: 410,
          unit: { zh_CN: '人', km_KH: 'នាក់', en_US: '' },
        },
      ],
    },
    chart: {
      charts: [
        {
          key: 'members-per-year',
          title: { zh_CN: '历年会员人数', km_KH: 'ចំនួនសមាជិកតាមឆ្នាំ', en_US: 'Members per year' },
          type: 'line',
          categories: yearsL,
          series: [
            {
              name: { zh_CN: '会员', km_KH: 'សមាជិក', en_US: 'Members' },
              data: [820, 1050, 1310, 1720, 2240, 2780, 3260],
            },
            {
              name: { zh_CN: '新生', km_KH: 'សិស្សថ្មី', en_US: 'New students' },
              data: [260, 230, 310, 450, 560, 610, 640],
            },
          ],
        },
        {
          key: 'students-by-province',
          title: {
            zh_CN: '在华柬埔寨学生分布（按省份）',
            km_KH: 'និស្សិតកម្ពុជានៅចិនតាមខេត្ត',
            en_US: 'Cambodian students in China by province',
          },
          type: 'bar',
          categories: [
            { zh_CN: '云南', km_KH: 'យូណាន', en_US: 'Yunnan' },
            { zh_CN: '广西', km_KH: 'ក្វាងស៊ី', en_US: 'Guangxi' },
            { zh_CN: '北京', km_KH: 'ប៉េកាំង', en_US: 'Beijing' },
            { zh_CN: '广东', km_KH: 'ក្វាងទុង', en_US: 'Guangdong' },
            { zh_CN: '上海', km_KH: 'សៀងហៃ', en_US: 'Shanghai' },
            { zh_CN: '湖北', km_KH: 'ហ៊ូប៉ី', en_US: 'Hubei' },
            { zh_CN: '其他', km_KH: 'ផ្សេងៗ', en_US: 'Other' },
          ],
          series: [
            {
              name: { zh_CN: '学生人数', km_KH: 'ចំនួនសិស្ស', en_US: 'Students' },
              data: [980, 760, 520, 410, 260, 180, 350],
            },
          ],
        },
        {
          key: 'degree-levels',
          title: { zh_CN: '学历层次', km_KH: 'កម្រិតសិក្សា', en_US: 'Degree levels' },
          type: 'pie',
          categories: [
            { zh_CN: '语言进修', km_KH: 'ភាសា', en_US: 'Language' },
            { zh_CN: '本科', km_KH: 'បរិញ្ញាបត្រ', en_US: 'Bachelor' },
            { zh_CN: '硕士', km_KH: 'អនុបណ្ឌិត', en_US: 'Master' },
            { zh_CN: '博士', km_KH: 'បណ្ឌិត', en_US: 'Doctorate' },
          ],
          series: [{ name: { zh_CN: '学生人数', km_KH: 'ចំនួនសិស្ស', en_US: 'Students' }, data: [540, 1820, 880, 210] }],
        },
      ],
    },
  };

  const ccya: AssociationContent = {
    introduction: {
      name: { zh_CN: '柬中青年协会', km_KH: 'សមាគមយុវជនកម្ពុជា-ចិន', en_US: 'Cambodian-Chinese Youth Association (CCYA)' },
      title: { zh_CN: '协会简介', km_KH: 'អំពីសមាគម', en_US: 'About the association' },
      summary: {
        zh_CN: '柬中青年协会在金边注册，致力于促进两国青年在教育、文化和经济领域的交流合作。',
        km_KH:
          'សមាគមយុវជនកម្ពុជា-ចិន បានចុះបញ្ជីនៅភ្នំពេញ ហើយប្តេជ្ញាជំរុញការផ្លាស់ប្តូរ និងសហការរវាងយុវជនប្រទេសទាំងពីរ ក្នុងវិស័យអប់រំ វប្បធម៌ និងសេដ្ឋកិច្ច។',
        en_US:
          'Registered in Phnom Penh, CCYA promotes exchange and cooperation between young people of both countries in education, culture and the economy.',
      },
      body: {
        zh_CN:
          '<p>协会成立于2019年，成员包括留华校友、在柬中国青年和两国青年企业家。</p><p>我们组织交流营、志愿服务、职业分享和创业沙龙，让更多青年成为两国友好的参与者。</p>',
        km_KH:
          '<p>សមាគមត្រូវបានបង្កើតឡើងក្នុងឆ្នាំ ២០១៩ ដោយមានសមាជិកជាអតីតនិស្សិតពីចិន យុវជនចិននៅកម្ពុជា និងសហគ្រិនវ័យក្មេងនៃប្រទេសទាំងពីរ។</p><p>យើងរៀបចំជំរំផ្លាស់ប្តូរ សកម្មភាពស្ម័គ្រចិត្ត ការចែករំលែកអាជីព និងវេទិកាសហគ្រិនភាព ដើម្បីឱ្យយុវជនកាន់តែច្រើនចូលរួមក្នុងមិត្តភាពនៃប្រទេសទាំងពីរ។</p>',
        en_US:
          '<p>Founded in 2019, CCYA brings together alumni of Chinese universities, young Chinese living in Cambodia and young entrepreneurs of both countries.</p><p>We run exchange camps, volunteering, career talks and start-up evenings so that more young people take part in the friendship between the two countries.</p>',
      },
      image: img('cover-exchange'),
      foundedYear: 2019,
    },
    founder: {
      name: { zh_CN: '翁斯雷莫', km_KH: 'អ៊ុង ស្រីមុំ', en_US: 'Ung Sreymom' },
      role: { zh_CN: '创会主席', km_KH: 'ប្រធានស្ថាបនិក', en_US: 'Founding chair' },
      quote: {
        zh_CN: '青年之间的友谊，是两国关系最年轻的力量。',
        km_KH: 'មិត្តភាពរវាងយុវជន គឺជាកម្លាំងក្មេងបំផុតនៃទំនាក់ទំនងប្រទេសទាំងពីរ។',
        en_US: 'Friendship between young people is the youngest strength of our two countries’ ties.',
      },
      body: {
        zh_CN: '<p>翁斯雷莫毕业于北京大学国际关系学院，曾在金边的智库从事东盟研究，2019年发起成立柬中青年协会。</p>',
        km_KH:
          '<p>អ៊ុង ស្រីមុំ បានបញ្ចប់ការសិក្សាពីសាលាទំនាក់ទំនងអន្តរជាតិនៃសាកលវិទ្យាល័យប៉េកាំង ធ្លាប់ធ្វើការស្រាវជ្រាវអំពីអាស៊ាននៅវិទ្យាស្ថានគោលនយោបាយមួយក្នុងភ្នំពេញ ហើយបានបង្កើតសមាគមក្នុងឆ្នាំ ២០១៩។</p>',
        en_US:
          '<p>Ung Sreymom graduated from Peking University’s School of International Studies, worked on ASEAN research at a Phnom Penh think tank and founded CCYA in 2019.</p>',
      },
      photo: img('portrait-2', 480, 480),
    },
    organization: {
      title: { zh_CN: '组织架构', km_KH: 'រចនាសម្ព័ន្ធសមាគម', en_US: 'Organisation' },
      root: node(
        'board',
        { zh_CN: '理事会', km_KH: 'ក្រុមប្រឹក្សាភិបាល', en_US: 'Board' },
        { zh_CN: '主席 翁斯雷莫', km_KH: 'ប្រធាន អ៊ុង ស្រីមុំ', en_US: 'Chair Ung Sreymom' },
        [
          node('exchange', { zh_CN: '交流项目部', km_KH: 'នាយកដ្ឋានកម្មវិធីផ្លាស់ប្តូរ', en_US: 'Exchange programmes' }),
          node('volunteer', { zh_CN: '志愿服务部', km_KH: 'នាយកដ្ឋានស្ម័គ្រចិត្ត', en_US: 'Volunteering' }),
          node('enterprise', {
            zh_CN: '青年企业家委员会',
            km_KH: 'គណៈកម្មាធិការសហគ្រិនវ័យក្មេង',
            en_US: 'Young entrepreneurs committee',
          }),
        ],
      ),
    },
    basic_data: {
      title: { zh_CN: '协会基本数据', km_KH: 'ទិន្នន័យមូលដ្ឋានរបស់សមាគម', en_US: 'The association in figures' },
      asOf: '2025-12-31',
      figures: [
        {
          key: 'members',
          label: { zh_CN: '会员', km_KH: 'សមាជិក', en_US: 'Members' },
          value: 1180,
          unit: { zh_CN: '人', km_KH: 'នាក់', en_US: '' },
        },
        {
          key: 'camps',
          label: { zh_CN: '交流营', km_KH: 'ជំរំផ្លាស់ប្តូរ', en_US: 'Exchange camps' },
          value: 14,
          unit: { zh_CN: '期', km_KH: '', en_US: '' },
        },
        {
          key: 'volunteer-hours',
          label: { zh_CN: '志愿服务时长', km_KH: 'ម៉ោងស្ម័គ្រចិត្ត', en_US: 'Volunteer hours' },
          value: 9600,
          unit: { zh_CN: '小时', km_KH: 'ម៉ោង', en_US: 'hours' },
        },
      ],
    },
    chart: {
      charts: [
        {
          key: 'members-per-year',
          title: { zh_CN: '历年会员人数', km_KH: 'ចំនួនសមាជិកតាមឆ្នាំ', en_US: 'Members per year' },
          type: 'bar',
          categories: yearsL.slice(0),
          series: [
            { name: { zh_CN: '会员', km_KH: 'សមាជិក', en_US: 'Members' }, data: [60, 210, 380, 560, 790, 990, 1180] },
          ],
        },
      ],
    },
  };
  return { acsc, ccya };
}
