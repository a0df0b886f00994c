import sharp from 'sharp';
import type { AppContext } from '../platform/context.js';
import { hasPosts, seedFollows, seedPost, type PostFile } from '../modules/exchange/service.js';
import { seedVideo, storeImage } from '../modules/media/service.js';
import { seedAvatar, seedMembers } from '../modules/member/service.js';
import { seedConversation } from '../modules/messages/service.js';

import { installDemoMedia } from './content/index.js';

/**
 * Demo community (issue 11): ten members with avatars, about forty posts in Chinese, Khmer and English
 * (some with several images, two with the demo clips), comments, likes, collects, follows and one private
 * conversation (CONVERSATION: read up to its last message but one, which waits unread). Images are
 * drawn with sharp and stored through the member image pipeline (owner recorded), as a member's upload.
 * Runs once: skipped when any post exists.
 */

const MEMBERS = ['សុខា ចាន់', '李明', 'Dara Kim', 'ស្រីនិច', '王芳', 'Visal Chea', 'បូរ៉ា', '陈静', 'Sophea Lim', 'រតនា'];
const COLORS = [
  '#c0392b',
  '#2980b9',
  '#27ae60',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#2c3e50',
  '#f39c12',
  '#7f8c8d',
  '#e84393',
];

type Seed = {
  by: number;
  text: string;
  title?: string;
  images?: number;
  video?: 'clip-campus' | 'clip-festival';
  visibility?: 'public' | 'members' | 'followers';
};
const POSTS: Seed[] = [
  {
    by: 0,
    title: 'ថ្ងៃដំបូងនៅប៉េកាំង',
    text: 'ថ្ងៃនេះជាថ្ងៃដំបូងរបស់ខ្ញុំនៅសាកលវិទ្យាល័យ។ អាកាសធាតុត្រជាក់ ប៉ុន្តែមិត្តភក្តិរួសរាយណាស់!',
    images: 3,
  },
  {
    by: 1,
    title: '留学生活第一周',
    text: '第一周的课程终于结束了，汉语课老师特别耐心。有没有同学一起去图书馆？',
    images: 2,
  },
  {
    by: 2,
    title: 'Scholarship tips',
    text: 'Applied for the CSC scholarship last year. Start early, get your HSK certificate and ask two professors for letters. Happy to answer questions!',
  },
  { by: 3, text: 'ម្ហូបខ្មែរនៅក្វាងចូវ! រកឃើញហាងមួយដែលលក់សម្លម្ជូរ ឆ្ងាញ់ដូចនៅផ្ទះ។', images: 4 },
  { by: 4, text: '今天和柬埔寨同学一起包饺子，大家第一次包得歪歪扭扭，但是特别开心。', images: 6 },
  {
    by: 5,
    title: 'Campus tour',
    text: 'A short walk around our campus this morning. The lake is beautiful in autumn.',
    video: 'clip-campus',
  },
  { by: 6, text: 'តើមាននរណាដឹងពីរបៀបបន្តទិដ្ឋាការសិក្សាទេ? ខ្ញុំត្រូវការឯកសារអ្វីខ្លះ?' },
  { by: 7, text: '推荐一本学习高棉语的书，适合零基础的同学。有兴趣的可以私信我。', visibility: 'members' },
  {
    by: 8,
    title: 'Khmer New Year',
    text: 'Celebrating Khmer New Year far from home with friends from ACSC. Sousdey Chnam Thmey!',
    video: 'clip-festival',
  },
  { by: 9, text: 'ការប្រកួតបាល់ទាត់រវាងនិស្សិតកម្ពុជា និងចិន ពិតជាសប្បាយណាស់! ក្រុមយើងឈ្នះ ២-១។', images: 2 },
  { by: 0, text: '我的中文进步了很多，谢谢大家的帮助！ខ្ញុំរៀនភាសាចិនរាល់ថ្ងៃ។' },
  { by: 1, text: '北京的秋天真美，香山的红叶推荐大家去看看。', images: 9 },
  {
    by: 2,
    text: 'Anyone going to the job fair next Saturday? Several Cambodian-Chinese companies are hiring interns.',
  },
  { by: 3, title: 'រៀនភាសាចិន', text: 'គន្លឹះរៀនភាសាចិន៖ មើលរឿងភាគចិនដោយមានអក្សររត់ និងនិយាយជាមួយមិត្តចិនរាល់ថ្ងៃ។' },
  { by: 4, text: '有柬埔寨同学想练习中文口语吗？我想练习高棉语，可以互相帮助。', visibility: 'followers' },
  { by: 5, text: 'Finished my thesis defense today. Four years in China went by so fast.', images: 1 },
  { by: 6, text: 'ព្រះអាទិត្យរះនៅលើភ្នំហួងសាន ស្រស់ស្អាតណាស់។', images: 5 },
  { by: 7, title: '实习经验分享', text: '在一家中柬合资企业实习了三个月，学到了很多。最重要的是主动沟通。' },
  { by: 8, text: 'Cooking amok for my roommates tonight. They loved it!', images: 2 },
  { by: 9, text: 'សូមអរគុណសមាគមនិស្សិតដែលបានជួយខ្ញុំពេលមកដល់ដំបូង។' },
  { by: 0, text: 'Library study group every Wednesday at 7pm, all welcome.' },
  { by: 1, text: '分享一下我的HSK5备考资料，需要的同学留言。', images: 3 },
  { by: 2, title: 'Hot pot night', text: 'First time trying Chongqing hot pot. Very spicy, very good.', images: 4 },
  { by: 3, text: 'ខ្ញុំនឹកផ្ទះណាស់ ប៉ុន្តែខ្ញុំដឹងថាការសិក្សានេះសំខាន់សម្រាប់អនាគត។' },
  { by: 4, text: '上海外滩的夜景，和柬埔寨朋友们一起。', images: 3 },
  { by: 5, text: 'Tip: the campus hospital gives free flu shots to international students in November.' },
  { by: 6, title: 'ពិធីបុណ្យអុំទូក', text: 'យើងរៀបចំពិធីបុណ្យអុំទូកតូចមួយនៅសាកលវិទ្យាល័យ។ សូមអញ្ជើញចូលរួម!', images: 2 },
  { by: 7, text: '第一次去柬埔寨吴哥窟，太震撼了。明年还想再去。', images: 6 },
  { by: 8, text: 'Does anyone know a good place to buy Cambodian groceries in Kunming?' },
  { by: 9, text: 'រូបថតក្រុមនិស្សិតកម្ពុជានៅសាកលវិទ្យាល័យយូណាន។', images: 1 },
  { by: 0, text: '毕业快乐！Congratulations to all graduates this year.', images: 2 },
  { by: 1, text: '有没有人知道留学生宿舍怎么申请单人间？' },
  {
    by: 2,
    text: 'Volunteering at the Cambodian culture day this weekend. Come say hi at the booth!',
    visibility: 'members',
  },
  { by: 3, text: 'ខ្ញុំទើបប្រឡងជាប់ HSK4! អរគុណគ្រូ និងមិត្តភក្តិទាំងអស់។' },
  { by: 4, text: '推荐几部学中文的电视剧：《人世间》《山海情》。' },
  { by: 5, text: 'Morning run along the river. Keeping healthy during exams.', images: 1 },
  { by: 6, text: 'តើពេលណាសមាគមរៀបចំដំណើរទស្សនកិច្ចបន្ទាប់?' },
  { by: 7, text: '柬埔寨的椰子真好喝，想念金边的街头小吃。', images: 2 },
  {
    by: 8,
    title: 'Thank you ACSC',
    text: 'The welcome event for new students was great. Thank you to all the volunteers.',
  },
  { by: 9, text: 'ថ្ងៃនេះរៀនធ្វើនំចិនជាមួយមិត្តរួមបន្ទប់។', images: 3 },
];
const COMMENTS = [
  '太棒了！',
  'ល្អណាស់!',
  'Great post, thanks for sharing.',
  '加油！',
  'សូមអរគុណ!',
  'Where is this?',
  '我也想去',
  'ខ្ញុំក៏ចង់ទៅដែរ',
  'So beautiful!',
  '学到了',
];
/**
 * The demo conversation: សុខា (Khmer) and 李明 (Chinese) plan the library study group, each in their own
 * language with a few words of the other's. `from` is the index in MEMBERS; the last message is unread.
 */
export const CONVERSATION: { from: 0 | 1; text: string }[] = [
  { from: 0, text: 'សួស្តី 李明! ខ្ញុំឃើញការបង្ហោះរបស់អ្នកអំពីបណ្ណាល័យ។ 我也想去图书馆！' },
  { from: 1, text: '你好 សុខា！好啊，我们每周三晚上七点在图书馆一起学习。' },
  { from: 0, text: 'អរគុណច្រើន! ខ្ញុំនឹងមកជាមួយមិត្តម្នាក់ទៀត។ 谢谢！' },
  { from: 1, text: '太好了，欢迎！你可以教我几句高棉语吗？' },
  { from: 0, text: 'បាទ! ពាក្យដំបូង៖ សួស្តី = 你好, អរគុណ = 谢谢។' },
  { from: 1, text: 'សួស្តី！អរគុណ！我学会了。星期三见！' },
];

const VIDEOS = { 'clip-campus': { seconds: 6 }, 'clip-festival': { seconds: 8 } };

async function picture(text: string, color: string, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#fdfdfd"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) / 5}" fill="#ffffff" fill-opacity="0.35"/><text x="50%" y="58%" font-family="sans-serif" font-size="${Math.round(height / 6)}" fill="#ffffff" text-anchor="middle">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedDemoExchange(ctx: AppContext) {
  const db = ctx.database.db;
  if (await hasPosts(db)) return;
  installDemoMedia(ctx.mediaDir);
  const now = ctx.now().getTime();
  const upload = async (ownerId: number, buf: Buffer, name: string) =>
    storeImage(ctx, buf, name, { ownerId, check: async () => undefined });

  const ids: number[] = [];
  for (const [i, nickname] of MEMBERS.entries()) {
    const [id] = await seedMembers(db, [
      {
        nickname,
        email: `member${i + 1}@demo.acsc-ccya.org`,
        language: i % 3 === 0 ? 'km_KH' : i % 3 === 1 ? 'zh_CN' : 'en_US',
        createdAt: new Date(now - (60 - i) * 86_400_000),
      },
    ]);
    const avatar = await upload(id, await picture([...nickname][0], COLORS[i], 256, 256), `avatar-${i + 1}.png`);
    await seedAvatar(db, id, avatar.url);
    ids.push(id);
  }
  for (const [i, id] of ids.entries()) {
    const followees = [1, 2, 4].map((k) => ids[(i + k) % ids.length]);
    await seedFollows(
      db,
      followees.map((f, k) => ({ followerId: id, followeeId: f, createdAt: new Date(now - (30 - k) * 86_400_000) })),
    );
  }

  for (const [i, p] of POSTS.entries()) {
    const authorId = ids[p.by];
    const createdAt = new Date(now - (POSTS.length - i) * 5 * 3_600_000);
    const likers = ids.filter((_, k) => k !== p.by && (k * 7 + i) % 3 !== 0).slice(0, (i * 5) % 9);
    const commenters = ids.filter((_, k) => k !== p.by).slice(0, i % 4);
    const collectors = likers.slice(0, i % 3);
    const files: PostFile[] = [];
    if (p.video) {
      const v = await seedVideo(db, {
        url: `/media/demo/${p.video}.mp4`,
        poster: `/media/demo/${p.video}-poster.jpg`,
        seconds: VIDEOS[p.video].seconds,
        ownerId: authorId,
        createdAt,
      });
      files.push({
        id: v.id,
        kind: 'video',
        url: v.url,
        width: null,
        height: null,
        seconds: v.durationSeconds,
        poster: v.poster,
      });
    }
    for (let k = 0; k < (p.images ?? 0); k++) {
      const image = await upload(
        authorId,
        await picture(`${i + 1}.${k + 1}`, COLORS[(i + k) % COLORS.length], 960, k % 2 ? 960 : 720),
        `post-${i + 1}-${k + 1}.png`,
      );
      files.push({
        id: image.id,
        kind: 'image',
        url: image.url,
        width: image.width,
        height: image.height,
        seconds: null,
        poster: null,
      });
    }
    await seedPost(db, {
      authorId,
      title: p.title ?? null,
      text: p.text,
      visibility: p.visibility ?? 'public',
      createdAt,
      files,
      likers,
      collectors,
      comments: commenters.map((m, k) => ({
        authorId: m,
        text: COMMENTS[(i + k) % COMMENTS.length],
        createdAt: new Date(createdAt.getTime() + (k + 1) * 600_000),
      })),
    });
  }
  // The demo conversation between the first two demo members: everything read but the last message.
  const pair = [ids[0], ids[1]];
  const at = (k: number) => new Date(now - (CONVERSATION.length - k) * 40 * 60_000);
  await seedConversation(
    ctx,
    CONVERSATION.map((m, k) => ({ senderId: pair[m.from], to: pair[1 - m.from], text: m.text, createdAt: at(k) })),
  );
}
