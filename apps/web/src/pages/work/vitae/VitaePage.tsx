import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Progress, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, VITAE_PART_WORDS, type Language } from '@acsc/shared';
import { useTranslation } from '../../../components/i18n/index.js';
import { pageLanguage } from '../../../components/content/format.js';
import { SectionFrame } from '../../frames.js';
import { vitaeApi, vitaeKey } from './api.js';
import { VitaeView } from './VitaeView.js';

const LANGUAGE_NAMES: Record<Language, string> = { zh_CN: '中文', km_KH: 'ខ្មែរ', en_US: 'English' };

/** /work/vitae (issue 32): my CV as an employer sees it, how complete it is, and its PDF in a chosen language. */
export function VitaePage() {
  const { t } = useTranslation('vitae');
  const lang = pageLanguage();
  const [pdfLang, setPdfLang] = useState<Language>(lang);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({ queryKey: vitaeKey, queryFn: vitaeApi.get });
  const cv = query.data;

  const exportPdf = async () => {
    setExporting(true);
    try {
      await vitaeApi.downloadPdf(pdfLang);
    } catch {
      // Told by a toast.
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionFrame id="workVitae">
      {!cv ? (
        <Spin />
      ) : (
        <div className="vitae-page">
          <div>
            <Progress percent={cv.completeness.percent} data-testid="vitae-percent" />
            <p>{t('completeness', { percent: cv.completeness.percent })}</p>
            {cv.completeness.missing.length > 0 ? (
              <Alert
                type="info"
                message={t('missing')}
                description={cv.completeness.missing.map((p) => VITAE_PART_WORDS[p][lang]).join(' · ')}
              />
            ) : (
              <Alert type="success" message={t('complete')} />
            )}
          </div>
          <div className="vitae-page__bar">
            <Link to="/work/vitae/info">
              <Button>{t('editInfo')}</Button>
            </Link>
            <Link to="/work/vitae/experience">
              <Button>{t('editExperience')}</Button>
            </Link>
          </div>
          <div className="vitae-page__bar">
            <span>{t('pdfLanguage')}</span>
            <Select<Language>
              value={pdfLang}
              onChange={setPdfLang}
              options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
              aria-label={t('pdfLanguage')}
              data-testid="vitae-pdf-lang"
              style={{ minWidth: 120 }}
            />
            <Button type="primary" loading={exporting} onClick={exportPdf}>
              {exporting ? t('exporting') : t('exportPdf')}
            </Button>
          </div>
          <h2>{t('asEmployer')}</h2>
          <VitaeView cv={cv} lang={lang} />
        </div>
      )}
    </SectionFrame>
  );
}
