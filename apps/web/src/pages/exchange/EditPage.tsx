import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { Button, Input, Radio, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXCHANGE_LIMITS,
  EXCHANGE_VISIBILITIES,
  type ExchangePost,
  type ExchangeVideo,
  type ExchangeVisibility,
} from '@acsc/shared';
import { parseId } from '../../components/api/content.js';
import { toast } from '../../components/api/http.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { useSession } from '../../components/session/index.js';
import { exchangeApi, exchangeKeys, postHref } from './api.js';
import { clearDraft, draftKey, readDraft, writeDraft, type PostDraft } from './draft.js';
import { ImagePicker } from './ImagePicker.js';
import { VideoPicker } from './VideoPicker.js';
import { useImageUploads } from './useImageUploads.js';
import './exchange.css';

const fromPost = (p: ExchangePost): PostDraft => ({
  title: p.title ?? '',
  text: p.text,
  visibility: p.visibility,
  images: p.media.kind === 'images' ? p.media.images : [],
  video: p.media.kind === 'video' ? p.media.video : null,
});
const EMPTY: PostDraft = { title: '', text: '', visibility: 'public', images: [], video: null };

/** The form itself, once the starting values are known (a draft, the post being edited, or nothing). */
function Editor({
  postId,
  start,
  restored,
  storageKey,
}: {
  postId?: number;
  start: PostDraft;
  restored: boolean;
  storageKey: string;
}) {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [title, setTitle] = useState(start.title);
  const [text, setText] = useState(start.text);
  const [visibility, setVisibility] = useState<ExchangeVisibility>(start.visibility);
  const uploads = useImageUploads(start.images);
  const [video, setVideo] = useState<ExchangeVideo | null>(start.video);
  const [videoBusy, setVideoBusy] = useState(false);
  const onVideoBusy = useCallback((busy: boolean) => setVideoBusy(busy), []);
  const busy = uploads.busy || videoBusy;
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [showRestored, setShowRestored] = useState(restored);

  const images = useMemo(
    () => uploads.items.flatMap((i) => (i.status === 'done' && i.image ? [i.image] : [])),
    [uploads.items],
  );
  // Only changes are a draft: opening a post to edit and leaving it unchanged keeps nothing.
  const startJson = useMemo(() => JSON.stringify(start), [start]);
  useEffect(() => {
    const now = { title, text, visibility, images, video };
    if (JSON.stringify(now) === startJson && !restored) clearDraft(storageKey);
    else writeDraft(storageKey, now);
  }, [storageKey, title, text, visibility, images, video, startJson, restored]);

  const textLength = [...text.trim()].length;
  const titleLength = [...title.trim()].length;
  const textError =
    textLength < EXCHANGE_LIMITS.textMin || textLength > EXCHANGE_LIMITS.textMax ? t('edit.textRequired') : null;
  const titleError = titleLength > 0 && titleLength < EXCHANGE_LIMITS.titleMin ? t('edit.titleTooShort') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (textError || titleError || busy || saving) return;
    setSaving(true);
    // Either images or one video, never both (the pickers keep it so; the server answers MEDIA_MIXED).
    const body = {
      title: title.trim(),
      text: text.trim(),
      visibility,
      imageIds: video ? [] : images.map((i) => i.id),
      videoId: video?.id ?? null,
    };
    try {
      const post = postId ? await exchangeApi.update({ id: postId, ...body }) : await exchangeApi.create(body);
      clearDraft(storageKey);
      toast.success(t(postId ? 'edit.saved' : 'edit.published'));
      qc.setQueryData(exchangeKeys.post(post.id), post);
      void qc.invalidateQueries({ queryKey: exchangeKeys.posts });
      void navigate(postHref(post.id), { replace: true });
    } catch {
      // the HTTP client shows the server's message, in the page's language
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    clearDraft(storageKey);
    setShowRestored(false);
    window.location.reload();
  };

  return (
    <form className="xc-edit" onSubmit={(e) => void submit(e)} noValidate>
      {showRestored && (
        <div className="xc-edit__notice" role="status">
          <span>{t('edit.draftRestored')}</span>
          <Button size="small" onClick={discard}>
            {t('edit.discardDraft')}
          </Button>
        </div>
      )}
      <div className="xc-edit__field">
        <label className="xc-edit__label" htmlFor="xc-edit-title">
          {t('edit.title')}
        </label>
        <Input
          id="xc-edit-title"
          value={title}
          maxLength={EXCHANGE_LIMITS.titleMax}
          placeholder={t('edit.titleHint')}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(tried && titleError)}
          aria-describedby="xc-edit-title-err"
        />
        <p id="xc-edit-title-err" className="xc-edit__error" role={tried && titleError ? 'alert' : undefined}>
          {tried && titleError}
        </p>
      </div>
      <div className="xc-edit__field">
        <label className="xc-edit__label" htmlFor="xc-edit-text">
          {t('edit.text')}
        </label>
        <Input.TextArea
          id="xc-edit-text"
          value={text}
          autoSize={{ minRows: 5, maxRows: 14 }}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(tried && textError)}
          aria-describedby="xc-edit-count xc-edit-text-err"
        />
        <span
          id="xc-edit-count"
          className={`xc-edit__counter${textLength > EXCHANGE_LIMITS.textMax ? ' xc-edit__counter--over' : ''}`}
        >
          {t('edit.counter', { count: textLength, max: EXCHANGE_LIMITS.textMax })}
        </span>
        <p id="xc-edit-text-err" className="xc-edit__error" role={tried && textError ? 'alert' : undefined}>
          {tried && textError}
        </p>
      </div>
      <fieldset className="xc-edit__field">
        <legend className="xc-edit__label">{t('edit.visibility')}</legend>
        <Radio.Group
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as ExchangeVisibility)}
          optionType="button"
          buttonStyle="solid"
        >
          {EXCHANGE_VISIBILITIES.map((v) => (
            <Radio.Button key={v} value={v}>
              {t(`card.visibility.${v}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </fieldset>
      <fieldset className="xc-edit__field">
        <legend className="xc-edit__label">{t('edit.media')}</legend>
        <p className="xc-edit__rule">{t('edit.mediaRule')}</p>
        {!video && !videoBusy && <ImagePicker uploads={uploads} onProblem={setProblem} />}
        <VideoPicker
          video={video}
          onChange={setVideo}
          onBusy={onVideoBusy}
          disabled={uploads.items.length > 0}
          onProblem={setProblem}
        />
        {problem && (
          <p className="xc-edit__error" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <div className="xc-edit__actions">
        {busy && <span className="xc-edit__rule">{t('edit.waitUploads')}</span>}
        <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={busy}>
          {postId ? t('edit.save') : t('edit.publish')}
        </Button>
      </div>
    </form>
  );
}

/** /exchange/edit (login; ?id= edits one's own post): text, optional title, visibility, and images or one video (issue 11). */
export function EditPage() {
  const { t } = useTranslation('exchange');
  const { user } = useSession();
  const postId = parseId(useSearchParams()[0].get('id') ?? undefined);
  const storageKey = draftKey(user?.userId ?? 'anon', postId);
  const existing = useQuery({
    queryKey: exchangeKeys.post(postId ?? 0),
    queryFn: () => exchangeApi.post(postId!),
    enabled: postId !== undefined,
    retry: false,
  });
  const pageTitle = postId ? t('edit.titleEdit') : t('edit.titleNew');
  const crumbs = [{ label: t('title'), to: '/exchange' }];
  const draft = readDraft(storageKey);

  let body;
  if (postId !== undefined && (existing.isError || (existing.data && !existing.data.mine))) {
    body = (
      <EmptyState
        title={t('edit.notFound')}
        description={t('edit.notFoundHint')}
        action={<Link to="/exchange">{t('edit.back')}</Link>}
      />
    );
  } else if (postId !== undefined && !existing.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    const start = draft ?? (existing.data ? fromPost(existing.data) : EMPTY);
    body = <Editor key={storageKey} postId={postId} start={start} restored={draft !== null} storageKey={storageKey} />;
  }
  return (
    <PageFrame title={pageTitle} crumbs={crumbs}>
      <div className="xc-edit-wrap">{body}</div>
    </PageFrame>
  );
}
