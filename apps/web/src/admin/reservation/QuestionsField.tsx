import { Button, Card, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { QUESTION_KINDS, RESERVATION_LIMITS, type QuestionInput, type QuestionKind } from '@acsc/shared';
import { useConsoleT } from '../common/i18n.js';
import { LANGUAGES, languageName, type LocalizedValue } from '../common/lang.js';

type Question = Omit<QuestionInput, 'label' | 'options'> & { label: LocalizedValue; options: LocalizedValue[] };

/** A new question's key: q1, q2, ... the first one no other question has (answers refer to keys). */
function freshKey(questions: Question[]): string {
  const taken = new Set(questions.map((q) => q.key));
  let n = questions.length + 1;
  while (taken.has(`q${n}`)) n++;
  return `q${n}`;
}

/** One text in the three languages, each input named by its language. */
function LocalizedInputs({
  value,
  onChange,
  label,
  maxLength,
}: {
  value: LocalizedValue;
  onChange: (v: LocalizedValue) => void;
  label: string;
  maxLength: number;
}) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      {LANGUAGES.map((lang) => (
        <Input
          key={lang}
          lang={lang.slice(0, 2)}
          addonBefore={languageName(lang)}
          aria-label={`${label} (${languageName(lang)})`}
          maxLength={maxLength}
          value={value[lang] ?? ''}
          onChange={(e) => {
            // An emptied language is left out (the API keeps only the languages that have a text).
            const { [lang]: _, ...rest } = value;
            onChange(e.target.value === '' ? rest : { ...rest, [lang]: e.target.value });
          }}
        />
      ))}
    </Space>
  );
}

/**
 * An event's registration questions (issue 31): text, single or multiple choice, required or not, each label
 * and choice in the three languages; added, moved, removed. The value is the API's `questions` as it is.
 */
export function QuestionsField({
  value,
  onChange,
  id,
  label,
}: {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  label: string;
}) {
  const { t } = useConsoleT('admin-reservation');
  const questions = (Array.isArray(value) ? value : []) as Question[];
  const set = (next: Question[]) => onChange?.(next);
  const update = (i: number, patch: Partial<Question>) =>
    set(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const move = (i: number, by: number) => {
    const next = [...questions];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    set(next);
  };
  const add = () =>
    set([
      ...questions,
      { key: freshKey(questions), kind: 'text', label: {}, options: [], required: false, maxLength: 200 },
    ]);

  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} aria-label={label} role="group">
      {questions.length === 0 && <Typography.Text type="secondary">{t('questions.none')}</Typography.Text>}
      {questions.map((q, i) => {
        const n = i + 1;
        return (
          <Card key={i} size="small" title={t('questions.title', { n })}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Select
                  aria-label={t('questions.kind', { n })}
                  value={q.kind}
                  style={{ minWidth: 160 }}
                  options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`questions.kinds.${k}`) }))}
                  onChange={(kind: QuestionKind) =>
                    update(i, { kind, options: kind === 'text' ? [] : q.options.length ? q.options : [{}, {}] })
                  }
                />
                <Space>
                  <Switch
                    aria-label={t('questions.required', { n })}
                    checked={q.required}
                    onChange={(required) => update(i, { required })}
                  />
                  <span>{t('questions.requiredLabel')}</span>
                </Space>
                {q.kind === 'text' && (
                  <InputNumber
                    aria-label={t('questions.maxLength', { n })}
                    addonBefore={t('questions.maxLengthLabel')}
                    min={1}
                    max={RESERVATION_LIMITS.answerMax}
                    value={q.maxLength}
                    onChange={(v) => update(i, { maxLength: v ?? 200 })}
                  />
                )}
                <Input
                  aria-label={t('questions.key', { n })}
                  addonBefore={t('questions.keyLabel')}
                  style={{ width: 200 }}
                  maxLength={20}
                  value={q.key}
                  onChange={(e) => update(i, { key: e.target.value.toLowerCase() })}
                />
              </Space>
              <LocalizedInputs
                label={t('questions.label', { n })}
                maxLength={200}
                value={q.label}
                onChange={(l) => update(i, { label: l })}
              />
              {q.kind !== 'text' && (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {q.options.map((o, k) => (
                    <Space key={k} align="start" style={{ width: '100%' }} className="question-option">
                      <LocalizedInputs
                        label={t('questions.option', { n, k: k + 1 })}
                        maxLength={200}
                        value={o}
                        onChange={(v) => update(i, { options: q.options.map((x, m) => (m === k ? v : x)) })}
                      />
                      <Button
                        danger
                        disabled={q.options.length <= 2}
                        onClick={() => update(i, { options: q.options.filter((_, m) => m !== k) })}
                      >
                        {t('questions.removeOption', { n, k: k + 1 })}
                      </Button>
                    </Space>
                  ))}
                  <Button
                    disabled={q.options.length >= RESERVATION_LIMITS.optionsMax}
                    onClick={() => update(i, { options: [...q.options, {}] })}
                  >
                    {t('questions.addOption', { n })}
                  </Button>
                </Space>
              )}
              <Space wrap size={4}>
                <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                  {t('questions.up')}
                </Button>
                <Button size="small" disabled={i === questions.length - 1} onClick={() => move(i, 1)}>
                  {t('questions.down')}
                </Button>
                <Button size="small" danger onClick={() => set(questions.filter((_, j) => j !== i))}>
                  {t('questions.remove', { n })}
                </Button>
              </Space>
            </Space>
          </Card>
        );
      })}
      <Button type="dashed" disabled={questions.length >= RESERVATION_LIMITS.questionsMax} onClick={add}>
        {t('questions.add')}
      </Button>
    </Space>
  );
}
