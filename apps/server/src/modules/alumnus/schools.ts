import { OTHER_SCHOOL, type Language, type SchoolItem } from '@acsc/shared';

/**
 * Chinese universities a member picks from (issue 33), with their Chinese and English names; the id is
 * stored with a submission and never changes. A school not listed is `other` with the member's own text.
 * Kept in code, not a table: staff do not edit it, and a new school is one line here.
 */
const LIST: readonly [id: string, zh: string, en: string][] = [
  ['pku', '北京大学', 'Peking University'],
  ['tsinghua', '清华大学', 'Tsinghua University'],
  ['fudan', '复旦大学', 'Fudan University'],
  ['sjtu', '上海交通大学', 'Shanghai Jiao Tong University'],
  ['zju', '浙江大学', 'Zhejiang University'],
  ['nju', '南京大学', 'Nanjing University'],
  ['ustc', '中国科学技术大学', 'University of Science and Technology of China'],
  ['whu', '武汉大学', 'Wuhan University'],
  ['hust', '华中科技大学', 'Huazhong University of Science and Technology'],
  ['sysu', '中山大学', 'Sun Yat-sen University'],
  ['ruc', '中国人民大学', 'Renmin University of China'],
  ['bnu', '北京师范大学', 'Beijing Normal University'],
  ['bfsu', '北京外国语大学', 'Beijing Foreign Studies University'],
  ['blcu', '北京语言大学', 'Beijing Language and Culture University'],
  ['buaa', '北京航空航天大学', 'Beihang University'],
  ['bit', '北京理工大学', 'Beijing Institute of Technology'],
  ['bjtu', '北京交通大学', 'Beijing Jiaotong University'],
  ['bupt', '北京邮电大学', 'Beijing University of Posts and Telecommunications'],
  ['uibe', '对外经济贸易大学', 'University of International Business and Economics'],
  ['cau', '中国农业大学', 'China Agricultural University'],
  ['cufe', '中央财经大学', 'Central University of Finance and Economics'],
  ['muc', '中央民族大学', 'Minzu University of China'],
  ['cupl', '中国政法大学', 'China University of Political Science and Law'],
  ['nku', '南开大学', 'Nankai University'],
  ['tju', '天津大学', 'Tianjin University'],
  ['tongji', '同济大学', 'Tongji University'],
  ['ecnu', '华东师范大学', 'East China Normal University'],
  ['shisu', '上海外国语大学', 'Shanghai International Studies University'],
  ['sufe', '上海财经大学', 'Shanghai University of Finance and Economics'],
  ['shu', '上海大学', 'Shanghai University'],
  ['dhu', '东华大学', 'Donghua University'],
  ['seu', '东南大学', 'Southeast University'],
  ['hhu', '河海大学', 'Hohai University'],
  ['xmu', '厦门大学', 'Xiamen University'],
  ['sdu', '山东大学', 'Shandong University'],
  ['ouc', '中国海洋大学', 'Ocean University of China'],
  ['jlu', '吉林大学', 'Jilin University'],
  ['hit', '哈尔滨工业大学', 'Harbin Institute of Technology'],
  ['dlut', '大连理工大学', 'Dalian University of Technology'],
  ['neu', '东北大学', 'Northeastern University (China)'],
  ['xjtu', '西安交通大学', "Xi'an Jiaotong University"],
  ['nwpu', '西北工业大学', 'Northwestern Polytechnical University'],
  ['xidian', '西安电子科技大学', 'Xidian University'],
  ['lzu', '兰州大学', 'Lanzhou University'],
  ['scu', '四川大学', 'Sichuan University'],
  ['uestc', '电子科技大学', 'University of Electronic Science and Technology of China'],
  ['swjtu', '西南交通大学', 'Southwest Jiaotong University'],
  ['cqu', '重庆大学', 'Chongqing University'],
  ['swu', '西南大学', 'Southwest University'],
  ['csu', '中南大学', 'Central South University'],
  ['hnu', '湖南大学', 'Hunan University'],
  ['scut', '华南理工大学', 'South China University of Technology'],
  ['scnu', '华南师范大学', 'South China Normal University'],
  ['jnu', '暨南大学', 'Jinan University'],
  ['gdufs', '广东外语外贸大学', 'Guangdong University of Foreign Studies'],
  ['szu', '深圳大学', 'Shenzhen University'],
  ['gxu', '广西大学', 'Guangxi University'],
  ['gxnu', '广西师范大学', 'Guangxi Normal University'],
  ['gxun', '广西民族大学', 'Guangxi Minzu University'],
  ['ynu', '云南大学', 'Yunnan University'],
  ['ynnu', '云南师范大学', 'Yunnan Normal University'],
  ['yunmu', '云南民族大学', 'Yunnan Minzu University'],
  ['kmust', '昆明理工大学', 'Kunming University of Science and Technology'],
  ['hainu', '海南大学', 'Hainan University'],
  ['fzu', '福州大学', 'Fuzhou University'],
  ['hqu', '华侨大学', 'Huaqiao University'],
  ['zzu', '郑州大学', 'Zhengzhou University'],
  ['ncu', '南昌大学', 'Nanchang University'],
  ['ahu', '安徽大学', 'Anhui University'],
  ['suda', '苏州大学', 'Soochow University'],
  ['jiangnan', '江南大学', 'Jiangnan University'],
  ['njnu', '南京师范大学', 'Nanjing Normal University'],
  ['nuaa', '南京航空航天大学', 'Nanjing University of Aeronautics and Astronautics'],
  ['zjnu', '浙江师范大学', 'Zhejiang Normal University'],
  ['tjmu', '天津医科大学', 'Tianjin Medical University'],
  ['cpu', '中国药科大学', 'China Pharmaceutical University'],
  ['pumc', '北京协和医学院', 'Peking Union Medical College'],
  ['cmu', '中国医科大学', 'China Medical University'],
  ['nmu', '南京医科大学', 'Nanjing Medical University'],
  ['hznu', '杭州师范大学', 'Hangzhou Normal University'],
];

const BY_ID = new Map(LIST.map(([id, zh, en]) => [id, { id, nameZh: zh, nameEn: en }]));

export const isKnownSchool = (id: string) => BY_ID.has(id);

/** A school's name in the reader's language: Chinese for zh_CN, English otherwise; `other` is the member's text. */
export function schoolName(id: string, other: string, lang: Language): string {
  const s = BY_ID.get(id);
  if (!s) return other;
  return lang === 'zh_CN' ? s.nameZh : s.nameEn;
}

/** The school in the three languages (the directory's entry). */
export function schoolTexts(id: string, other: string) {
  const s = BY_ID.get(id);
  if (!s) return other ? { zh_CN: other, km_KH: other, en_US: other } : {};
  return { zh_CN: s.nameZh, km_KH: s.nameEn, en_US: s.nameEn };
}

/** The list searched by either name (case-insensitive), up to 20, then `other` always last. */
export function searchSchools(keywords: string | undefined, lang: Language): SchoolItem[] {
  const k = keywords?.trim().toLowerCase() ?? '';
  const found = [...BY_ID.values()].filter(
    (s) => !k || s.nameZh.includes(k) || s.nameEn.toLowerCase().includes(k) || s.id === k,
  );
  return found.slice(0, 20).map((s) => ({ ...s, name: lang === 'zh_CN' ? s.nameZh : s.nameEn }));
}

export { OTHER_SCHOOL };
