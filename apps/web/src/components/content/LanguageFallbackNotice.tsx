import './content.css';
import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGE_OPTIONS, type Language, type LocalizedMeta } from '@acsc/shared';
import { currentLanguage, useTranslation } from '../i18n/index.js';
import { languageHref } from './format.js';

const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };
export const htmlLang = (l: Language) => HTML_LANG[l];

/**
 * Says when an item is shown in another language than the page's ("not yet available in Khmer; showing
 * Chinese"), and links to the item in each language it exists in.
 */
export function LanguageFallbackNotice({ meta }: { meta: LocalizedMeta }) {
  const { t } = useTranslation('content');
  const page = currentLanguage();
  const others = LANGUAGE_OPTIONS.filter(
    (o) => o.code !== meta.servedLanguage && meta.availableLanguages.includes(o.code),
  );
  const fellBack = meta.servedLanguage !== page;
  if (!fellBack && others.length === 0) return null;
  return (
    <div
      className={fellBack ? 'lang-notice lang-notice--fallback' : 'lang-notice'}
      role={fellBack ? 'note' : undefined}
    >
      <GlobalOutlined aria-hidden className="lang-notice__icon" />
      {fellBack && (
        <span className="lang-notice__text">
          {t('fallback.notice', { missing: t(`languages.${page}`), shown: t(`languages.${meta.servedLanguage}`) })}
        </span>
      )}
      {others.length > 0 && (
        <span className="lang-notice__links">
          {t('fallback.readIn')}{' '}
          {others.map((o, i) => (
            <span key={o.code}>
              {i > 0 && ' · '}
              <a href={languageHref(o.code)} hrefLang={htmlLang(o.code)} lang={htmlLang(o.code)}>
                {o.name}
              </a>
            </span>
          ))}
        </span>
      )}
    </div>
  );
}

/**
 * The same notice on an item of a list (a card) served in another language than the page's: the
 * language it is shown in, and the detail page's sentence for screen readers (issue 27: a Khmer news
 * list showed a Chinese-only title first with no mark).
 */
export function LanguageMark({ served }: { served: Language }) {
  const { t } = useTranslation('content');
  const page = currentLanguage();
  if (served === page) return null;
  return (
    // In the page's language, inside a card whose texts may carry the item's.
    <span className="tag tag--lang" lang={htmlLang(page)}>
      <GlobalOutlined aria-hidden />
      <span aria-hidden="true">{t(`languages.${served}`)}</span>
      <span className="visually-hidden">
        {t('fallback.notice', { missing: t(`languages.${page}`), shown: t(`languages.${served}`) })}
      </span>
    </span>
  );
}
