import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App, Badge, Button, Dropdown, Form, Input, Tabs, Tooltip, type FormInstance } from 'antd';
import { CheckCircleFilled, CopyOutlined } from '@ant-design/icons';
import { RichTextEditor } from '../editor/RichTextEditor.js';
import { useConsoleT } from './i18n.js';
import type { SectionCatalog } from './section.js';
import { HTML_LANG, LANGUAGES, languageName, missingByLanguage, type Language } from './lang.js';

export interface LocalizedFieldDef {
  name: string;
  kind: 'text' | 'textarea' | 'rich';
  required?: boolean;
  /** Label i18n key (defaults to fields.<name>), looked up in the form's catalog, then the console's. */
  label?: string;
  max?: number;
}

/**
 * The translatable fields of a form in one tab per language: a mark per tab says whether every required
 * text exists in that language, and "copy from" starts a translation from another language's texts.
 * Values live in the form as {zh_CN, km_KH, en_US} objects under each field's name.
 */
export function Translations({
  form,
  fields,
  extra,
  catalog,
}: {
  form: FormInstance;
  fields: LocalizedFieldDef[];
  extra?: (lang: Language) => ReactNode;
  catalog?: SectionCatalog;
}) {
  const { t } = useConsoleT(catalog);
  const { modal } = App.useApp();
  const [active, setActive] = useState<Language>(LANGUAGES[0]);
  // The tabs watch only their marks (which required texts each language lacks), never the texts: a
  // keystroke re-renders its own field alone, and the tabs when a language becomes complete or not.
  const requiredKey = JSON.stringify(
    fields.filter((f) => f.required).map((f) => ({ name: f.name, rich: f.kind === 'rich' })),
  );
  const required = useMemo(() => JSON.parse(requiredKey) as { name: string; rich: boolean }[], [requiredKey]);
  const selectMissing = useCallback(
    (values: Record<string, unknown> | undefined) => missingByLanguage(values ?? {}, required),
    [required],
  );
  const missing = Form.useWatch(selectMissing, form);

  const copy = (from: Language, to: Language) => {
    const apply = () => {
      for (const f of fields) {
        const v = form.getFieldValue([f.name, from]) as string | undefined;
        if (v) form.setFieldValue([f.name, to], v);
      }
    };
    const hasTarget = fields.some((f) => String(form.getFieldValue([f.name, to]) ?? '').trim() !== '');
    if (!hasTarget) return apply();
    modal.confirm({
      title: t('translation.copyConfirmTitle', { from: languageName(from), to: languageName(to) }),
      content: t('translation.copyConfirmText'),
      okText: t('translation.copy'),
      cancelText: t('actions.cancel'),
      onOk: apply,
    });
  };

  return (
    <Tabs
      activeKey={active}
      onChange={(k) => setActive(k as Language)}
      className="admin-translations"
      items={LANGUAGES.map((lang) => {
        const done = missing[lang].length === 0;
        return {
          key: lang,
          forceRender: true,
          label: (
            <Tooltip
              title={
                done
                  ? t('translation.complete', { language: languageName(lang) })
                  : t('translation.missingFields', { fields: missing[lang].map((n) => t(`fields.${n}`)).join(', ') })
              }
            >
              <span data-testid={`lang-tab-${lang}`} data-complete={done}>
                {done ? (
                  <CheckCircleFilled className="admin-mark--ok" aria-label={t('translation.completeShort')} />
                ) : (
                  <Badge status="warning" aria-label={t('translation.missingShort')} />
                )}{' '}
                {languageName(lang)}
              </span>
            </Tooltip>
          ),
          children: (
            <div lang={HTML_LANG[lang]}>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: LANGUAGES.filter((l) => l !== lang).map((from) => ({
                    key: from,
                    label: t('translation.copyFrom', { language: languageName(from) }),
                    onClick: () => copy(from, lang),
                  })),
                }}
              >
                <Button size="small" icon={<CopyOutlined />} className="admin-copy-from">
                  {t('translation.copyFromMenu')}
                </Button>
              </Dropdown>
              {fields.map((f) => {
                const label = `${t(f.label ?? `fields.${f.name}`)} (${languageName(lang)})`;
                return (
                  <Form.Item
                    key={f.name}
                    name={[f.name, lang]}
                    label={t(f.label ?? `fields.${f.name}`)}
                    required={f.required}
                    rules={f.max ? [{ max: f.max, message: t('validation.max', { max: f.max }) }] : undefined}
                  >
                    {f.kind === 'rich' ? (
                      <RichTextEditor label={label} lang={HTML_LANG[lang]} />
                    ) : f.kind === 'textarea' ? (
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} aria-label={label} />
                    ) : (
                      <Input aria-label={label} />
                    )}
                  </Form.Item>
                );
              })}
              {extra?.(lang)}
            </div>
          ),
        };
      })}
    />
  );
}
