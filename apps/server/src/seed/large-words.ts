/**
 * Word lists of the large benchmark data set (npm run seed:large): the vocabulary of a student
 * association's news in each language. Content words are drawn with a Zipf-like skew (earlier = more
 * frequent), function words glue them into sentences. The benchmark keywords (学生, សិស្ស, student)
 * are not in the lists: the generator puts them into a known share of articles, so a search bench
 * hits a realistic number of rows and says how many.
 */

export const ZH_CONTENT = [
  '协会', '活动', '大学', '中国', '柬埔寨', '留学', '文化', '交流', '奖学金', '校园', '北京', '上海', '广州', '志愿者', '毕业',
  '新年', '比赛', '讲座', '老师', '同学', '青年', '友谊', '合作', '发展', '教育', '经济', '技术', '语言', '汉语', '高棉语',
  '历史', '传统', '节日', '庆祝', '会议', '代表', '大使馆', '主席', '成员', '组织', '报名', '申请', '面试', '招聘', '实习',
  '企业', '工作', '就业', '科研', '论文', '实验室', '图书馆', '宿舍', '食堂', '体育', '足球', '篮球', '舞蹈', '音乐', '电影',
  '美食', '旅游', '参观', '博物馆', '长城', '故宫', '金边', '吴哥', '湄公河', '社区', '服务', '公益', '捐赠', '健康', '医院',
  '安全', '签证', '护照', '机场', '航班', '春节', '泼水节', '中秋', '月饼', '茶', '书法', '武术', '太极', '摄影', '展览',
  '演讲', '辩论', '知识', '竞赛', '冠军', '奖项', '证书', '培训', '课程', '学期', '考试', '成绩', '导师', '博士', '硕士',
  '本科', '校友', '故事', '经验', '分享', '未来', '梦想', '家庭', '父母', '朋友', '城市', '乡村', '农业', '贸易', '投资',
  '基础设施', '铁路', '港口', '能源', '环境', '气候', '绿色', '数字', '网络', '媒体', '新闻', '报道', '采访', '杂志', '网站',
];
export const ZH_FUNCTION = ['的', '在', '和', '了', '是', '与', '为', '将', '对', '从', '并', '也', '都', '由', '向', '等'];
export const ZH_KEYWORD = '学生';

export const KM_CONTENT = [
  'សមាគម', 'សកម្មភាព', 'សាកលវិទ្យាល័យ', 'ចិន', 'កម្ពុជា', 'សិក្សា', 'វប្បធម៌', 'ផ្លាស់ប្តូរ', 'អាហារូបករណ៍', 'ប៉េកាំង',
  'ស្ម័គ្រចិត្ត', 'បញ្ចប់', 'ឆ្នាំថ្មី', 'ការប្រកួត', 'គ្រូ', 'មិត្តភក្តិ', 'យុវជន', 'មិត្តភាព', 'សហប្រតិបត្តិការ', 'អភិវឌ្ឍន៍',
  'អប់រំ', 'សេដ្ឋកិច្ច', 'បច្ចេកវិទ្យា', 'ភាសា', 'ប្រវត្តិសាស្ត្រ', 'ប្រពៃណី', 'ពិធីបុណ្យ', 'អបអរ', 'កិច្ចប្រជុំ', 'តំណាង',
  'ស្ថានទូត', 'ប្រធាន', 'សមាជិក', 'ចុះឈ្មោះ', 'ការងារ', 'ក្រុមហ៊ុន', 'ស្រាវជ្រាវ', 'បណ្ណាល័យ', 'កីឡា', 'បាល់ទាត់',
  'របាំ', 'តន្ត្រី', 'អាហារ', 'ដំណើរ', 'ទស្សនកិច្ច', 'សារមន្ទីរ', 'ភ្នំពេញ', 'អង្គរ', 'ទន្លេមេគង្គ', 'សហគមន៍',
  'សេវា', 'សុខភាព', 'មន្ទីរពេទ្យ', 'សុវត្ថិភាព', 'ទិដ្ឋាការ', 'លិខិតឆ្លងដែន', 'ព្រលានយន្តហោះ', 'ចំណេះដឹង', 'រង្វាន់', 'វិញ្ញាបនបត្រ',
  'វគ្គបណ្តុះបណ្តាល', 'មុខវិជ្ជា', 'ការប្រឡង', 'បណ្ឌិត', 'អនុបណ្ឌិត', 'បរិញ្ញាបត្រ', 'អតីតនិស្សិត', 'រឿង', 'បទពិសោធន៍', 'អនាគត',
  'សុបិន', 'គ្រួសារ', 'ឪពុកម្តាយ', 'ទីក្រុង', 'ជនបទ', 'កសិកម្ម', 'ពាណិជ្ជកម្ម', 'វិនិយោគ', 'ហេដ្ឋារចនាសម្ព័ន្ធ', 'ផ្លូវដែក',
  'កំពង់ផែ', 'ថាមពល', 'បរិស្ថាន', 'អាកាសធាតុ', 'ឌីជីថល', 'ព័ត៌មាន', 'កាសែត', 'សម្ភាសន៍', 'គេហទំព័រ', 'សិល្បៈ',
];
export const KM_FUNCTION = ['និង', 'នៅ', 'របស់', 'មាន', 'គឺ', 'ដែល', 'នឹង', 'សម្រាប់', 'ជាមួយ', 'ពី', 'បាន', 'ក្នុង', 'ទៅ', 'ជា'];
export const KM_KEYWORD = 'សិស្ស';

export const EN_CONTENT = [
  'association', 'activity', 'university', 'China', 'Cambodia', 'study', 'culture', 'exchange', 'scholarship', 'campus', 'Beijing',
  'Shanghai', 'Guangzhou', 'volunteers', 'graduation', 'festival', 'competition', 'lecture', 'teacher', 'classmates', 'youth',
  'friendship', 'cooperation', 'development', 'education', 'economy', 'technology', 'language', 'Chinese', 'Khmer', 'history',
  'tradition', 'celebration', 'meeting', 'delegation', 'embassy', 'president', 'members', 'organization', 'registration',
  'application', 'interview', 'recruitment', 'internship', 'companies', 'career', 'employment', 'research', 'thesis',
  'laboratory', 'library', 'dormitory', 'canteen', 'sports', 'football', 'basketball', 'dance', 'music', 'film', 'food',
  'travel', 'visit', 'museum', 'Great Wall', 'Forbidden City', 'Phnom Penh', 'Angkor', 'Mekong', 'community', 'service',
  'charity', 'donation', 'health', 'hospital', 'safety', 'visa', 'passport', 'airport', 'Spring Festival', 'Water Festival',
  'calligraphy', 'martial arts', 'photography', 'exhibition', 'speech', 'debate', 'knowledge', 'quiz', 'champion', 'award',
  'certificate', 'training', 'course', 'semester', 'exams', 'results', 'supervisor', 'doctorate', 'master', 'bachelor',
  'alumni', 'story', 'experience', 'sharing', 'future', 'dreams', 'family', 'parents', 'friends', 'city', 'villages',
  'agriculture', 'trade', 'investment', 'infrastructure', 'railway', 'port', 'energy', 'environment', 'climate', 'green',
  'digital', 'online', 'media', 'news', 'report', 'magazine', 'website',
];
export const EN_FUNCTION = ['the', 'and', 'in', 'of', 'for', 'with', 'at', 'from', 'to', 'on', 'by', 'about', 'their', 'new', 'this'];
export const EN_KEYWORD = 'student';
