import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Dropdown, Modal, type MenuProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  HeartFilled,
  HeartOutlined,
  MessageOutlined,
  MoreOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import type { ExchangePost } from '@acsc/shared';
import { toast } from '../../components/api/http.js';
import { showLogin } from '../../components/layout/login.js';
import { useSession } from '../../components/session/index.js';
import { exchangeApi, postHref } from './api.js';
import { dropPost } from './postCache.js';
import { usePostToggles } from './usePostToggles.js';

const ReportDialog = lazy(() => import('../../components/report/ReportDialog.js'));

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The tool row of a post (spec component `tool`): like and collect (optimistic), the comment count
 * (opens the post), share (copy the link, or the phone's share sheet) and more (report; for the author
 * edit and delete with a confirmation). Visitors who like or collect get the sign-in dialog.
 */
export function PostTools({ post, onDeleted }: { post: ExchangePost; onDeleted?: () => void }) {
  const { t } = useTranslation('exchange');
  const { loggedIn } = useSession();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const toggles = usePostToggles(post);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const href = postHref(post.id);

  const member = (action: () => void) => () =>
    loggedIn ? action() : showLogin(window.location.pathname + window.location.search);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute(href));
      toast.success(t('tool.copied'));
    } catch {
      toast.error(t('tool.copyFailed'));
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareItems: MenuProps['items'] = [
    { key: 'copy', label: t('tool.copyLink'), onClick: () => void copy() },
    ...(canShare
      ? [
          {
            key: 'system',
            label: t('tool.systemShare'),
            onClick: () =>
              void navigator
                .share({ title: post.title ?? undefined, text: post.text.slice(0, 80), url: absolute(href) })
                .catch(() => {}),
          },
        ]
      : []),
  ];
  const moreItems: MenuProps['items'] = [
    ...(post.mine
      ? [
          { key: 'edit', label: t('tool.edit'), onClick: () => void navigate(`/exchange/edit?id=${post.id}`) },
          { key: 'delete', label: t('tool.delete'), danger: true, onClick: () => setConfirming(true) },
        ]
      : []),
    ...(!post.mine ? [{ key: 'report', label: t('tool.report'), onClick: member(() => setReporting(true)) }] : []),
  ];

  const remove = async () => {
    setDeleting(true);
    try {
      await exchangeApi.remove(post.id);
      toast.success(t('tool.deleted'));
      setConfirming(false);
      dropPost(qc, post.id);
      onDeleted?.();
    } catch {
      // the HTTP client showed why
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="xc-tools" role="group" aria-label={t('tool.label')}>
      <button
        type="button"
        className={`xc-tool${post.liked ? ' xc-tool--on' : ''}`}
        aria-pressed={post.liked}
        onClick={member(() => void toggles.like())}
      >
        {post.liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        <span className="visually-hidden">{post.liked ? t('tool.unlike') : t('tool.like')}, </span>
        <span aria-label={t('tool.likes', { count: post.counts.likes })}>{post.counts.likes}</span>
      </button>
      <button
        type="button"
        className={`xc-tool${post.collected ? ' xc-tool--on' : ''}`}
        aria-pressed={post.collected}
        onClick={member(() => void toggles.collect())}
      >
        {post.collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        <span className="visually-hidden">{post.collected ? t('tool.uncollect') : t('tool.collect')}, </span>
        <span aria-label={t('tool.collects', { count: post.counts.collects })}>{post.counts.collects}</span>
      </button>
      <Link className="xc-tool" to={`${href}#comments`}>
        <MessageOutlined aria-hidden />
        <span className="visually-hidden">{t('tool.comments', { count: post.counts.comments })}</span>
        <span aria-hidden>{post.counts.comments}</span>
      </Link>
      <Dropdown menu={{ items: shareItems }} trigger={['click']}>
        <button type="button" className="xc-tool" aria-label={t('tool.share')}>
          <ShareAltOutlined aria-hidden />
        </button>
      </Dropdown>
      {moreItems.length > 0 && (
        <Dropdown menu={{ items: moreItems }} trigger={['click']}>
          <button type="button" className="xc-tool xc-tool--end" aria-label={t('tool.more')}>
            <MoreOutlined aria-hidden />
          </button>
        </Dropdown>
      )}
      <Modal
        open={confirming}
        title={t('tool.deleteConfirm')}
        okText={t('tool.deleteOk')}
        cancelText={t('tool.cancel')}
        okButtonProps={{ danger: true, loading: deleting }}
        onOk={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {t('tool.deleteHint')}
      </Modal>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog type="post" id={String(post.id)} open onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
