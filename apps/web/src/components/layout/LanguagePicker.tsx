import { useState } from 'react';
import { Icon } from './icons.js';
import { LANGUAGE_OPTIONS, type Language } from '@acsc/shared';
import { changeLanguage, currentLanguage, useTranslation } from '../i18n/index.js';
import { MenuPopup } from './MenuPopup.js';

const HTML_LANG: Record<Language, string> = { zh_CN: 'zh-CN', km_KH: 'km', en_US: 'en' };

/** Lists the three languages, each in its own script; choosing one stores it and reloads (spec section 4). */
export function LanguagePicker() {
  const { t } = useTranslation('layout');
  const current = currentLanguage();
  const [switching, setSwitching] = useState<Language | null>(null);
  const currentName = LANGUAGE_OPTIONS.find((o) => o.code === current)?.name ?? current;

  return (
    <MenuPopup
      label={t('language.label')}
      labelButton={false}
      buttonClassName="shell-icon-btn shell-lang"
      button={
        <>
          <Icon name="globe" />
          {/* The accessible name holds the visible language name (WCAG 2.5.3). */}
          <span className="visually-hidden">{t('language.choose')}: </span>
          <span className="shell-lang__name" lang={HTML_LANG[current]}>
            {currentName}
          </span>
        </>
      }
    >
      {(close) => (
        <>
          {LANGUAGE_OPTIONS.map((o) => (
            <button
              key={o.code}
              type="button"
              role="menuitemradio"
              aria-checked={o.code === current}
              lang={HTML_LANG[o.code]}
              onClick={() => {
                if (o.code === current) return close();
                setSwitching(o.code);
                changeLanguage(o.code);
              }}
            >
              <span className="shell-popmenu__check" aria-hidden>
                {switching === o.code ? (
                  <span className="shell-spinner" />
                ) : o.code === current ? (
                  <Icon name="check" />
                ) : null}
              </span>
              {o.name}
            </button>
          ))}
          {switching && (
            <div className="shell-popmenu__note" role="status">
              {t('language.switching')}
            </div>
          )}
        </>
      )}
    </MenuPopup>
  );
}
