import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../components/i18n/index.js';
import { SearchOutlined } from '@ant-design/icons';
import {
  LIMITS,
  SCHOLARSHIP_LEVELS,
  SCHOLARSHIP_STATUSES,
  type ScholarshipLevel,
  type ScholarshipStatus,
} from '@acsc/shared';
import { useScholarships } from '../../components/api/content.js';
import { ScholarshipCard } from '../../components/content/ScholarshipCard.js';
import { usePageParam, useQueryParamsUpdate } from '../../components/content/Pager.js';
import { CardListSkeleton } from '../../components/content/Skeletons.js';
import { PageView } from '../../components/content/PageView.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { SectionFrame } from '../frames.js';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /scholarship: cards filtered by status, level and keywords; every filter and the page live in the address. */
export function ScholarshipListPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const update = useQueryParamsUpdate();
  const status = pick<ScholarshipStatus>(params.get('status'), SCHOLARSHIP_STATUSES);
  const level = pick<ScholarshipLevel>(params.get('level'), SCHOLARSHIP_LEVELS);
  const keywords = (params.get('keywords') ?? '').trim().slice(0, LIMITS.keywordMax);
  const pageNum = usePageParam();
  const pageSize = 9;
  const list = useScholarships({ status, level, keywords: keywords || undefined, pageNum, pageSize });
  const [draft, setDraft] = useState(keywords);
  useEffect(() => setDraft(keywords), [keywords]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ keywords: draft.trim() || undefined });
  };
  const filtered = Boolean(status || level || keywords);

  return (
    <SectionFrame id="scholarship">
      <form className="filters" role="search" onSubmit={submit} aria-label={t('scholarship.filters')}>
        <label>
          {t('scholarship.statusLabel')}
          <select value={status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
            <option value="">{t('scholarship.any')}</option>
            {SCHOLARSHIP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`scholarship.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('scholarship.levelLabel')}
          <select value={level ?? ''} onChange={(e) => update({ level: e.target.value || undefined })}>
            <option value="">{t('scholarship.any')}</option>
            {SCHOLARSHIP_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`scholarship.level.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="filters__search">
          {t('scholarship.keywordLabel')}
          <input
            type="search"
            value={draft}
            maxLength={LIMITS.keywordMax}
            placeholder={t('scholarship.keywordPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <div className="filters__actions">
          <button type="submit" className="btn btn--primary">
            <SearchOutlined aria-hidden /> {t('search.submit')}
          </button>
          {filtered && (
            <button
              type="button"
              className="btn btn--plain"
              onClick={() => update({ status: undefined, level: undefined, keywords: undefined })}
            >
              {t('scholarship.clear')}
            </button>
          )}
        </div>
      </form>

      <PageView
        query={list}
        pageNum={pageNum}
        skeleton={<CardListSkeleton count={6} layout="tile" />}
        empty={
          <div className="card">
            <EmptyState
              compact
              title={filtered ? t('scholarship.noMatch') : t('scholarship.none')}
              description={filtered ? t('scholarship.noMatchHint') : undefined}
            />
          </div>
        }
      >
        {(items) => (
          <ul className="scholarship-grid">
            {items.map((s) => (
              <li key={s.id}>
                <ScholarshipCard item={s} heading="h2" />
              </li>
            ))}
          </ul>
        )}
      </PageView>
    </SectionFrame>
  );
}
