import { useState } from 'react';
import { Button, Drawer, Empty, Segmented, Space, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { currentLanguage, useTranslation } from '../../components/i18n/index.js';
import { HTML_LANG, LANGUAGES, languageName, type Language, type LocalizedValue } from './lang.js';

export interface PreviewSource {
  title: LocalizedValue;
  summary?: LocalizedValue;
  bodies: LocalizedValue[];
  image?: { url: string; srcset?: string | null; width: number; height: number } | null;
  /** The public page of a published item (opened with ?lang=). */
  publicPath?: string;
}

/** The item as a visitor would read it, in any of the three languages, with the public page's body styles. */
export function PreviewDrawer({
  source,
  open,
  onClose,
}: {
  source: PreviewSource | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [lang, setLang] = useState<Language>(currentLanguage());
  const title = source?.title[lang]?.trim();
  const bodies = (source?.bodies ?? []).map((b) => b[lang] ?? '').filter((b) => b.trim() !== '');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={760}
      title={t('preview.title')}
      extra={
        <Space>
          <Segmented<Language>
            value={lang}
            onChange={setLang}
            options={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
            aria-label={t('preview.language')}
          />
          {source?.publicPath && (
            <Button
              icon={<ExportOutlined />}
              href={`${source.publicPath}${source.publicPath.includes('?') ? '&' : '?'}lang=${lang}`}
              target="_blank"
            >
              {t('preview.openPublic')}
            </Button>
          )}
        </Space>
      }
    >
      <article lang={HTML_LANG[lang]} className="admin-preview" data-testid="admin-preview">
        {!title && bodies.length === 0 ? (
          <Empty description={t('preview.empty', { language: languageName(lang) })} />
        ) : (
          <>
            <Typography.Title level={2}>{title || t('preview.noTitle')}</Typography.Title>
            {source?.summary?.[lang] && (
              <Typography.Paragraph type="secondary">{source.summary[lang]}</Typography.Paragraph>
            )}
            {source?.image && (
              <img
                className="admin-preview__image"
                src={source.image.url}
                srcSet={source.image.srcset ?? undefined}
                width={source.image.width}
                height={source.image.height}
                alt=""
              />
            )}
            {bodies.map((html, i) => (
              <ArticleBody key={i} html={html} />
            ))}
          </>
        )}
      </article>
    </Drawer>
  );
}
