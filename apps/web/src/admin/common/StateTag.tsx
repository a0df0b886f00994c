import { Tag, Tooltip } from 'antd';
import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from '../../components/i18n/index.js';
import type { Completeness, ContentState } from '@acsc/shared';
import { LANGUAGES, languageName } from './lang.js';
import { formatDateTime } from '../../components/content/format.js';

const COLORS: Record<ContentState, string> = { draft: 'default', scheduled: 'gold', published: 'green' };

export function StateTag({ state, publishAt }: { state: ContentState; publishAt?: string }) {
  const { t } = useTranslation('admin');
  const tag = <Tag color={COLORS[state]}>{t(`states.${state}`)}</Tag>;
  if (state === 'scheduled' && publishAt)
    return (
      <Tooltip title={t('publish.scheduledFor', { time: formatDateTime(publishAt, { seconds: false }) })}>
        {tag}
      </Tooltip>
    );
  return tag;
}

/** One mark per language: a check when every required text exists in it. */
export function CompletenessMarks({ completeness }: { completeness: Completeness }) {
  const { t } = useTranslation('admin');
  return (
    <span className="admin-marks">
      {LANGUAGES.map((l) => {
        const c = completeness[l];
        const label = c.complete
          ? t('translation.complete', { language: languageName(l) })
          : t('translation.missing', { language: languageName(l) });
        return (
          <Tooltip key={l} title={label}>
            <span
              className={c.complete ? 'admin-mark admin-mark--ok' : 'admin-mark admin-mark--missing'}
              aria-label={label}
              role="img"
            >
              {c.complete ? <CheckCircleFilled /> : <ExclamationCircleOutlined />} {l.slice(0, 2)}
            </span>
          </Tooltip>
        );
      })}
    </span>
  );
}
