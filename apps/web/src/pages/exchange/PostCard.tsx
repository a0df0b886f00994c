import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Tag } from 'antd';
import type { ExchangePost } from '@acsc/shared';
import { MemberCard } from '../../components/member/MemberCard.js';
import { formatDateTime } from '../../components/content/format.js';
import { MemberText } from './MemberText.js';
import { PostMedia } from './PostMedia.js';
import { PostTools } from './PostTools.js';
import { postHref, userHref } from './api.js';

/** Long texts start folded to a few lines (CSS clamps them) with "more"; short ones have no button. */
export const FOLD_CHARS = 140;
export const FOLD_LINES = 5;
export const isLong = (text: string) => text.length > FOLD_CHARS || text.split('\n').length > FOLD_LINES;

/** A post in a list (feed, member page, collection): author, time, text, media, counts and tools; `full` on its own page, with the page's media as children. */
export function PostCard({
  post,
  full = false,
  onDeleted,
  children,
}: {
  post: ExchangePost;
  full?: boolean;
  onDeleted?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('exchange');
  const [open, setOpen] = useState(false);
  // The clamp also folds texts that are short in characters but tall on a phone (Chinese, Khmer): a
  // text the browser had to cut gets the button too.
  const textRef = useRef<HTMLDivElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = textRef.current;
    if (el && !full && !open) setCut(el.scrollHeight > el.clientHeight + 2);
  }, [full, open, post.text]);
  const long = !full && (isLong(post.text) || cut);
  const folded = !full && !open;
  const href = postHref(post.id);
  const textId = `xc-text-${post.id}`;
  return (
    <article className="xc-card" aria-labelledby={`xc-by-${post.id}`} data-post-id={post.id}>
      <header className="xc-card__head">
        <Link to={userHref(post.author.id)} className="xc-card__author" id={`xc-by-${post.id}`}>
          <MemberCard member={post.author} link={false} />
        </Link>
        <span className="xc-card__meta">
          <Link to={href} className="xc-card__time">
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
          </Link>
          {post.edited && <span className="xc-card__edited"> · {t('card.edited')}</span>}
          {post.visibility !== 'public' && (
            <span className="xc-card__edited"> · {t(`card.visibility.${post.visibility}`)}</span>
          )}
        </span>
      </header>
      {post.status !== 'published' && (
        <Tag color={post.status === 'hidden' ? 'red' : 'orange'} className="xc-card__status">
          {t(post.status === 'hidden' ? 'card.hidden' : 'card.pending')}
        </Tag>
      )}
      {post.title && <h2 className="xc-card__title">{full ? post.title : <Link to={href}>{post.title}</Link>}</h2>}
      <div id={textId} ref={textRef} className={`xc-card__text${folded ? ' xc-card__text--folded' : ''}`}>
        <MemberText text={post.text} />
      </div>
      {long && (
        <button
          type="button"
          className="xc-card__more"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('card.less') : t('card.more')}
        </button>
      )}
      {full ? children : <PostMedia media={post.media} href={href} />}
      <PostTools post={post} onDeleted={onDeleted} />
    </article>
  );
}
