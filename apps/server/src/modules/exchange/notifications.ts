import { z } from 'zod';
import { EXCHANGE_WEB, type Language } from '@acsc/shared';
import { defineNotificationType, type NotificationTexts } from '../../platform/notification-types.js';

/**
 * The exchange's notification types (issue 11): someone liked my post, commented on it, replied to my
 * comment, mentioned me with @nickname, followed me. Stored with the actor's nickname and a short
 * excerpt, rendered in the reader's language; they reach open pages live like every notification.
 * Each names its actor (byId): a block between the actor and the recipient, either way, silences it.
 */

const postRef = { postId: z.string().max(20), by: z.string().max(80), byId: z.string().max(20) };
const withExcerpt = { ...postRef, excerpt: z.string().max(200) };

type Texts = Record<Language, NotificationTexts>;
const texts = (zh: [string, string, string], km: [string, string, string], en: [string, string, string]): Texts => ({
  zh_CN: { label: zh[0], title: zh[1], body: zh[2], emailSubject: zh[1], emailBody: zh[2] },
  km_KH: { label: km[0], title: km[1], body: km[2], emailSubject: km[1], emailBody: km[2] },
  en_US: { label: en[0], title: en[1], body: en[2], emailSubject: en[1], emailBody: en[2] },
});

export const POST_LIKED = defineNotificationType({
  type: 'exchange.postLiked',
  group: 'exchange',
  params: z.object(postRef),
  defaultChannel: 'in_app',
  link: (p) => EXCHANGE_WEB.post(p.postId),
  actor: (p) => Number(p.byId),
  texts: texts(
    ['动态被点赞', '{by} 赞了您的动态', '{by} 赞了您的动态。'],
    ['មាននរណាម្នាក់ចូលចិត្តការបង្ហោះ', '{by} បានចូលចិត្តការបង្ហោះរបស់អ្នក', '{by} បានចូលចិត្តការបង្ហោះរបស់អ្នក។'],
    ['Likes on my posts', '{by} liked your post', '{by} liked your post.'],
  ),
});

export const POST_COMMENTED = defineNotificationType({
  type: 'exchange.postCommented',
  group: 'exchange',
  params: z.object(withExcerpt),
  defaultChannel: 'in_app',
  link: (p) => EXCHANGE_WEB.post(p.postId),
  actor: (p) => Number(p.byId),
  texts: texts(
    ['动态被评论', '{by} 评论了您的动态', '{by}：{excerpt}'],
    ['មតិលើការបង្ហោះ', '{by} បានបញ្ចេញមតិលើការបង្ហោះរបស់អ្នក', '{by}៖ {excerpt}'],
    ['Comments on my posts', '{by} commented on your post', '{by}: {excerpt}'],
  ),
});

export const COMMENT_REPLIED = defineNotificationType({
  type: 'exchange.commentReplied',
  group: 'exchange',
  params: z.object(withExcerpt),
  defaultChannel: 'in_app',
  link: (p) => EXCHANGE_WEB.post(p.postId),
  actor: (p) => Number(p.byId),
  texts: texts(
    ['评论被回复', '{by} 回复了您的评论', '{by}：{excerpt}'],
    ['ការឆ្លើយតបមតិ', '{by} បានឆ្លើយតបមតិរបស់អ្នក', '{by}៖ {excerpt}'],
    ['Replies to my comments', '{by} replied to your comment', '{by}: {excerpt}'],
  ),
});

export const MENTIONED = defineNotificationType({
  type: 'exchange.mentioned',
  group: 'exchange',
  params: z.object(withExcerpt),
  defaultChannel: 'in_app',
  link: (p) => EXCHANGE_WEB.post(p.postId),
  actor: (p) => Number(p.byId),
  texts: texts(
    ['被 @ 提到', '{by} 在评论中提到了您', '{by}：{excerpt}'],
    ['ការលើកឡើងឈ្មោះ', '{by} បានលើកឡើងឈ្មោះអ្នកក្នុងមតិ', '{by}៖ {excerpt}'],
    ['Mentions of me', '{by} mentioned you', '{by}: {excerpt}'],
  ),
});

export const FOLLOWED = defineNotificationType({
  type: 'exchange.followed',
  group: 'exchange',
  params: z.object({ by: z.string().max(80), byId: z.string().max(20) }),
  defaultChannel: 'in_app',
  link: (p) => EXCHANGE_WEB.user(p.byId),
  actor: (p) => Number(p.byId),
  texts: texts(
    ['新的关注者', '{by} 关注了您', '{by} 开始关注您了。'],
    ['អ្នកតាមដានថ្មី', '{by} បានតាមដានអ្នក', '{by} បានចាប់ផ្តើមតាមដានអ្នក។'],
    ['New followers', '{by} followed you', '{by} started following you.'],
  ),
});

export const EXCHANGE_NOTIFICATIONS = [POST_LIKED, POST_COMMENTED, COMMENT_REPLIED, MENTIONED, FOLLOWED];

/** A notification's excerpt of member text: one line, at most 80 characters. */
export const excerpt = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  const chars = [...one];
  return chars.length > 80 ? chars.slice(0, 79).join('') + '…' : one;
};
