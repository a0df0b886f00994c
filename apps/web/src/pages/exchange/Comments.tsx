import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Button, Input, Modal, Skeleton, Tag } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { EXCHANGE_LIMITS, type ExchangeComment, type ExchangeReply } from '@acsc/shared';
import { MemberCard } from '../../components/member/MemberCard.js';
import { formatDateTime } from '../../components/content/format.js';
import { showLogin } from '../../components/layout/login.js';
import { useSession } from '../../components/session/index.js';
import { exchangeApi, exchangeKeys, userHref } from './api.js';
import { MemberText } from './MemberText.js';
import { patchPost } from './postCache.js';

/** Write a comment or a reply; visitors are asked to sign in. */
function CommentForm({
  postId,
  parentId,
  replyName,
  onDone,
  autoFocus,
}: {
  postId: string;
  parentId?: string;
  replyName?: string;
  onDone: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('exchange');
  const { loggedIn } = useSession();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!loggedIn) {
    return (
      <Button
        onClick={() => showLogin(window.location.pathname + window.location.search)}
        className="xc-comment__login"
      >
        {t('comment.loginToComment')}
      </Button>
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      const made = await exchangeApi.comment({
        postId: Number(postId),
        parentId: parentId ? Number(parentId) : undefined,
        text: body,
      });
      setText('');
      // A comment held for review is not counted until a moderator approves it.
      if (!made.pending)
        patchPost(qc, postId, (p) => ({ ...p, counts: { ...p.counts, comments: p.counts.comments + 1 } }));
      await qc.invalidateQueries({ queryKey: exchangeKeys.comments(postId) });
      onDone();
    } catch {
      // the HTTP client showed the server's message
    } finally {
      setSending(false);
    }
  };
  const label = replyName ? t('comment.replyPlaceholder', { name: replyName }) : t('comment.placeholder');
  return (
    <form className="xc-comment-form" onSubmit={(e) => void submit(e)}>
      <Input.TextArea
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={EXCHANGE_LIMITS.commentMax}
        autoSize={{ minRows: 1, maxRows: 6 }}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="primary" htmlType="submit" loading={sending} disabled={!text.trim()}>
        {t('comment.send')}
      </Button>
    </form>
  );
}

/** One comment or reply: author, time, text, like, reply, delete own. */
function CommentItem({
  c,
  postId,
  onReply,
}: {
  c: ExchangeComment | ExchangeReply;
  postId: string;
  onReply: () => void;
}) {
  const { t } = useTranslation('exchange');
  const { loggedIn } = useSession();
  const qc = useQueryClient();
  const [like, setLike] = useState({ liked: c.liked, likes: c.likes });
  const [confirming, setConfirming] = useState(false);
  const toggleLike = async () => {
    if (!loggedIn) return showLogin(window.location.pathname + window.location.search);
    const before = like;
    const wanted = !like.liked;
    setLike({ liked: wanted, likes: Math.max(0, like.likes + (wanted ? 1 : -1)) });
    try {
      const r = await exchangeApi.likeComment(c.id, wanted);
      setLike({ liked: r.liked, likes: r.likes });
    } catch {
      setLike(before);
    }
  };
  const remove = async () => {
    try {
      await exchangeApi.removeComment(c.id);
      if (!c.pending)
        patchPost(qc, postId, (p) => ({ ...p, counts: { ...p.counts, comments: Math.max(0, p.counts.comments - 1) } }));
      await qc.invalidateQueries({ queryKey: exchangeKeys.comments(postId) });
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <div className={`xc-comment${c.pending ? ' xc-comment--pending' : ''}`} data-comment-id={c.id}>
      <div className="xc-comment__head">
        <Link to={userHref(c.author.id)} className="xc-card__author">
          <MemberCard member={c.author} size="small" link={false} />
        </Link>
        <time className="xc-comment__time" dateTime={c.createdAt}>
          {formatDateTime(c.createdAt)}
        </time>
      </div>
      {c.pending && (
        <Tag color="orange" className="xc-comment__status">
          {t('comment.pending')}
        </Tag>
      )}
      <p className="xc-comment__text">
        {c.deleted ? (
          <em>{t('comment.deleted')}</em>
        ) : (
          <>
            {c.replyTo && <span className="xc-comment__to">@{c.replyTo.nickname} </span>}
            <MemberText text={c.text} />
          </>
        )}
      </p>
      {!c.deleted && c.pending && c.mine && (
        <div className="xc-comment__tools">
          <button type="button" className="xc-tool" onClick={() => setConfirming(true)}>
            {t('comment.delete')}
          </button>
        </div>
      )}
      {!c.deleted && !c.pending && (
        <div className="xc-comment__tools">
          <button
            type="button"
            className={`xc-tool${like.liked ? ' xc-tool--on' : ''}`}
            aria-pressed={like.liked}
            onClick={() => void toggleLike()}
          >
            {like.liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
            <span className="visually-hidden">{like.liked ? t('comment.unlike') : t('comment.like')}, </span>
            {like.likes}
          </button>
          <button type="button" className="xc-tool" onClick={onReply}>
            {t('comment.reply')}
          </button>
          {c.mine && (
            <button type="button" className="xc-tool" onClick={() => setConfirming(true)}>
              {t('comment.delete')}
            </button>
          )}
        </div>
      )}
      <Modal
        open={confirming}
        title={t('comment.deleteConfirm')}
        okText={t('comment.delete')}
        cancelText={t('comment.cancelReply')}
        okButtonProps={{ danger: true }}
        onCancel={() => setConfirming(false)}
        onOk={() => void remove().then(() => setConfirming(false))}
      />
    </div>
  );
}

/** A top-level comment with its replies (one level), "more replies" and the reply form. */
function CommentThread({ c, postId }: { c: ExchangeComment; postId: string }) {
  const { t } = useTranslation('exchange');
  const [replying, setReplying] = useState<string | null>(null);
  const [more, setMore] = useState<{ list: ExchangeReply[]; next: string | null; loading: boolean }>({
    list: [],
    next: null,
    loading: false,
  });
  const [expanded, setExpanded] = useState(false);
  const replies = expanded ? more.list : c.replies;
  const hidden = expanded
    ? more.next
      ? Math.max(0, c.replyCount - more.list.length)
      : 0
    : c.replyCount - c.replies.length;
  const loadReplies = async () => {
    setMore((m) => ({ ...m, loading: true }));
    try {
      const page = await exchangeApi.comments({ parentId: c.id, cursor: expanded ? more.next : null });
      const list = (expanded ? more.list : []).concat(page.list);
      setMore({ list, next: page.next, loading: false });
      setExpanded(true);
    } catch {
      setMore((m) => ({ ...m, loading: false }));
    }
  };
  const replyTo = replying === c.id ? c.author.nickname : replies.find((r) => r.id === replying)?.author.nickname;
  return (
    <li className="xc-thread">
      <CommentItem c={c} postId={postId} onReply={() => setReplying(c.id)} />
      {(replies.length > 0 || hidden > 0) && (
        <ul className="xc-thread__replies">
          {replies.map((r) => (
            <li key={r.id}>
              <CommentItem c={r} postId={postId} onReply={() => setReplying(r.id)} />
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Button type="link" size="small" loading={more.loading} onClick={() => void loadReplies()}>
                {t('comment.moreReplies', { count: hidden })}
              </Button>
            </li>
          )}
        </ul>
      )}
      {replying && (
        <div className="xc-thread__reply">
          <CommentForm
            postId={postId}
            parentId={replying}
            replyName={replyTo}
            autoFocus
            onDone={() => setReplying(null)}
          />
          <Button type="text" size="small" onClick={() => setReplying(null)}>
            {t('comment.cancelReply')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The comments of a post (spec component `comment`): keyset pages of top-level comments. */
export function Comments({ postId, count }: { postId: string; count: number }) {
  const { t } = useTranslation('exchange');
  const query = useInfiniteQuery({
    queryKey: exchangeKeys.comments(postId),
    queryFn: ({ pageParam }) => exchangeApi.comments({ postId, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const seen = new Set<string>();
  const list = (query.data?.pages ?? [])
    .flatMap((p) => p.list)
    .filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
  return (
    <section className="xc-comments" id="comments" aria-labelledby="xc-comments-title">
      <h2 id="xc-comments-title" className="xc-comments__title">
        {t('comment.count', { count })}
      </h2>
      <CommentForm postId={postId} onDone={() => {}} />
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : query.isError && !list.length ? (
        <p role="status">
          {t('comment.failed')} <Button onClick={() => void query.refetch()}>{t('comment.retry')}</Button>
        </p>
      ) : list.length === 0 ? (
        <p className="xc-comments__empty">{t('comment.empty')}</p>
      ) : (
        <ul className="xc-comments__list">
          {list.map((c) => (
            <CommentThread key={c.id} c={c} postId={postId} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('comment.more')}
        </Button>
      )}
    </section>
  );
}
