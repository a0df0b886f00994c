import type { Language } from '../languages.js';
import type { VitaePart } from './vitae.js';

/**
 * The words of a drawn CV (the server's PDF page and the web's VitaeView) in the three languages: the PDF
 * is made in the language the member picks, whatever language the site is in.
 */
type T = Record<Language, string>;
const t = (zh_CN: string, km_KH: string, en_US: string): T => ({ zh_CN, km_KH, en_US });

export const VITAE_WORDS = {
  title: t('个人简历', 'ប្រវត្តិរូបសង្ខេប', 'Curriculum vitae'),
  personal: t('个人信息', 'ព័ត៌មានផ្ទាល់ខ្លួន', 'Personal details'),
  gender: t('性别', 'ភេទ', 'Gender'),
  birthDate: t('出生日期', 'ថ្ងៃខែឆ្នាំកំណើត', 'Date of birth'),
  nationality: t('国籍', 'សញ្ជាតិ', 'Nationality'),
  city: t('所在城市', 'ទីក្រុង', 'City'),
  phone: t('电话', 'ទូរស័ព្ទ', 'Phone'),
  email: t('邮箱', 'អ៊ីមែល', 'Email'),
  wish: t('求职意向', 'ការងារដែលចង់បាន', 'Job wishes'),
  wishType: t('工作类型', 'ប្រភេទការងារ', 'Type'),
  wishCity: t('期望城市', 'ទីក្រុងដែលចង់បាន', 'City'),
  salary: t('期望薪资', 'ប្រាក់ខែដែលចង់បាន', 'Salary'),
  summary: t('自我介绍', 'សេចក្តីសង្ខេប', 'Summary'),
  education: t('教育经历', 'ការសិក្សា', 'Education'),
  experience: t('经历', 'បទពិសោធន៍', 'Experience'),
  languages: t('语言能力', 'ភាសា', 'Languages'),
  skills: t('技能', 'ជំនាញ', 'Skills'),
  certificates: t('证书', 'វិញ្ញាបនបត្រ', 'Certificates'),
  present: t('至今', 'បច្ចុប្បន្ន', 'present'),
  negotiable: t('面议', 'អាចចរចាបាន', 'negotiable'),
} as const;

export const VITAE_ENUM_WORDS: Record<string, T> = {
  male: t('男', 'ប្រុស', 'Male'),
  female: t('女', 'ស្រី', 'Female'),
  other: t('其他', 'ផ្សេងៗ', 'Other'),
  fullTime: t('全职', 'ពេញម៉ោង', 'Full time'),
  partTime: t('兼职', 'ក្រៅម៉ោង', 'Part time'),
  internship: t('实习', 'កម្មសិក្សា', 'Internship'),
  work: t('工作', 'ការងារ', 'Work'),
  project: t('项目', 'គម្រោង', 'Project'),
  highSchool: t('高中', 'វិទ្យាល័យ', 'High school'),
  associate: t('大专', 'បរិញ្ញាបត្ររង', 'Associate degree'),
  bachelor: t('本科', 'បរិញ្ញាបត្រ', "Bachelor's"),
  master: t('硕士', 'អនុបណ្ឌិត', "Master's"),
  doctor: t('博士', 'បណ្ឌិត', 'Doctorate'),
  km: t('高棉语', 'ភាសាខ្មែរ', 'Khmer'),
  zh: t('中文', 'ភាសាចិន', 'Chinese'),
  en: t('英语', 'ភាសាអង់គ្លេស', 'English'),
  th: t('泰语', 'ភាសាថៃ', 'Thai'),
  vi: t('越南语', 'ភាសាវៀតណាម', 'Vietnamese'),
  fr: t('法语', 'ភាសាបារាំង', 'French'),
  ja: t('日语', 'ភាសាជប៉ុន', 'Japanese'),
  ko: t('韩语', 'ភាសាកូរ៉េ', 'Korean'),
  native: t('母语', 'ភាសាកំណើត', 'Native'),
  fluent: t('流利', 'ស្ទាត់ជំនាញ', 'Fluent'),
  good: t('良好', 'ល្អ', 'Good'),
  basic: t('基础', 'មូលដ្ឋាន', 'Basic'),
};

/** What the CV page says is missing, per part. */
export const VITAE_PART_WORDS: Record<VitaePart, T> = {
  name: t('姓名（高棉文和拉丁字母）', 'ឈ្មោះ (អក្សរខ្មែរ និងឡាតាំង)', 'Name (Khmer and Latin)'),
  photo: t('照片', 'រូបថត', 'Photo'),
  personal: t('性别、出生日期和国籍', 'ភេទ ថ្ងៃកំណើត និងសញ្ជាតិ', 'Gender, date of birth and nationality'),
  contact: t('电话或邮箱', 'ទូរស័ព្ទ ឬអ៊ីមែល', 'Phone or email'),
  wish: t('求职意向（类型和城市）', 'ការងារដែលចង់បាន (ប្រភេទ និងទីក្រុង)', 'Job wishes (type and city)'),
  education: t('教育经历', 'ការសិក្សា', 'Education'),
  experience: t('工作、实习或项目经历', 'បទពិសោធន៍ការងារ កម្មសិក្សា ឬគម្រោង', 'Work, internship or project'),
  languages: t('语言能力', 'ភាសា', 'Languages'),
  skills: t('技能', 'ជំនាញ', 'Skills'),
  summary: t('自我介绍', 'សេចក្តីសង្ខេប', 'Summary'),
};

export const vitaeWord = (key: keyof typeof VITAE_WORDS, lang: Language) => VITAE_WORDS[key][lang];
export const vitaeEnumWord = (key: string, lang: Language) => VITAE_ENUM_WORDS[key]?.[lang] ?? key;
