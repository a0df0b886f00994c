import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { apiPath, type ContentState } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { useAdminGet, useAdminMutation, useContentActions } from '../api.js';
import { PreviewDrawer, type PreviewSource } from '../common/PreviewDrawer.js';
import { PublishControls } from '../common/PublishControls.js';
import { ChannelSelect, ScholarshipSelect } from '../common/RefSelects.js';
import { StateTag } from '../common/StateTag.js';
import { useConsoleT } from '../common/i18n.js';
import { localizedMaxOf, rangeOf, rulesOf } from '../common/rules.js';
import { Translations } from '../common/Translations.js';
import { AttachmentsField, ImageField, ImagesField, VideoField } from '../media/MediaFields.js';
import { isLocalizedField, type ContentKind, type FieldDef } from './defs.js';
import { previewOf } from './ContentListPage.js';

type Item = Record<string, unknown> & { id: number; state: ContentState; publishAt: string };
type Values = Record<string, unknown>;

/** Stored item -> form values (dates as dayjs). */
function toForm(kind: ContentKind, item: Item | undefined): Values {
  const out: Values = {};
  for (const f of kind.fields) {
    const v = item ? item[f.name] : undefined;
    if (f.kind === 'datetime') out[f.name] = v ? dayjs(v as string) : undefined;
    else if (isLocalizedField(f)) out[f.name] = v ?? {};
    else if (f.kind === 'images' || f.kind === 'attachments') out[f.name] = v ?? [];
    else out[f.name] = v ?? f.defaultValue ?? (f.kind === 'image' || f.kind === 'video' ? null : undefined);
  }
  return out;
}

/** Form values -> the create/update body of the shared schema. */
function toInput(kind: ContentKind, values: Values): Values {
  const out: Values = {};
  for (const f of kind.fields) {
    const v = values[f.name];
    if (f.kind === 'datetime') out[f.name] = v ? (v as Dayjs).toISOString() : undefined;
    else if (f.kind === 'video') out[f.name] = values.kind === 'video' ? (v ?? null) : null;
    else if (isLocalizedField(f)) {
      const loc: Record<string, string> = {};
      for (const [lang, text] of Object.entries((v as Record<string, string>) ?? {}))
        if (typeof text === 'string' && text.trim() !== '') loc[lang] = text;
      out[f.name] = loc;
    } else out[f.name] = v;
  }
  return out;
}

/** A value the form keeps as loaded (a 'hidden' field): nothing to show. */
const KeptValue = (_: { value?: unknown }) => null;

/** The control of one setting; Form.Item's value, onChange and id pass through to it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Form.Item passes value, onChange and id of whichever control the field kind picks
function FieldInput({ field, kind, ...control }: { field: FieldDef; kind: ContentKind } & Record<string, any>) {
  const { t } = useConsoleT(kind.catalog);
  const label = t(`fields.${field.name}`);
  switch (field.kind) {
    case 'channel':
      return <ChannelSelect {...control} />;
    case 'scholarship':
      return <ScholarshipSelect {...control} />;
    case 'select':
      return (
        <Select
          {...control}
          aria-label={label}
          options={field.options!.map((o) => ({ value: o, label: t(`${field.optionKeys}.${o}`) }))}
        />
      );
    case 'number':
      return <InputNumber {...control} {...rangeOf(kind.input.shape[field.name])} aria-label={label} />;
    case 'datetime':
      return <DatePicker {...control} showTime format="YYYY-MM-DD HH:mm" aria-label={label} />;
    case 'link':
      return <Input {...control} aria-label={label} placeholder="/news, https://" />;
    case 'image':
      return <ImageField {...control} />;
    case 'images':
      return <ImagesField {...control} />;
    case 'video':
      return <VideoField {...control} />;
    case 'attachments':
      return <AttachmentsField {...control} />;
    case 'switch':
      return <Switch {...control} checked={Boolean(control.value)} aria-label={label} />;
    case 'custom': {
      const Control = field.control!;
      return <Control {...control} label={label} />;
    }
    default:
      return null;
  }
}

/** Creates or edits one item of a content kind: settings, the texts in three languages, preview and publishing. */
export default function ContentEditPage({ kind }: { kind: ContentKind }) {
  const { t } = useConsoleT(kind.catalog);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : undefined;
  const isNew = idParam === undefined;
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const detail = useAdminGet<Item>(
    id ? apiPath(kind.api.detail, { id }) : kind.api.detail,
    undefined,
    id !== undefined,
  );
  const actions = useContentActions(kind.api);
  const save = useAdminMutation((body: Values) =>
    post<Item>(id ? apiPath(kind.api.update, { id }) : kind.api.create, body),
  );

  const localized = useMemo(() => kind.fields.filter(isLocalizedField), [kind]);
  const settings = useMemo(() => kind.fields.filter((f) => !isLocalizedField(f)), [kind]);
  const texts = useMemo(
    () =>
      localized.map((f) => ({
        name: f.name,
        kind: f.kind as 'text',
        required: f.required,
        max: f.kind === 'rich' ? undefined : localizedMaxOf(kind.input.shape[f.name]),
      })),
    [kind, localized],
  );
  // The page watches which settings show, not the values: typing in a field re-renders that field alone.
  const selectShown = useCallback(
    (v: Values | undefined) => settings.map((f) => !f.when || f.when(v ?? {})),
    [settings],
  );
  const shown = Form.useWatch(selectShown, form);

  useEffect(() => {
    if (isNew) form.setFieldsValue(toForm(kind, undefined));
    else if (detail.data) form.setFieldsValue(toForm(kind, detail.data));
  }, [form, kind, isNew, detail.data]);

  /** Validates and saves; returns the saved item's id (a new item gets its page). */
  const saveNow = async (): Promise<number | undefined> => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      void message.error(t('validation.fix'));
      return undefined;
    }
    try {
      const saved = await save.mutateAsync(toInput(kind, { ...form.getFieldsValue(true), ...v }));
      void message.success(t('actions.saved'));
      form.resetFields();
      form.setFieldsValue(toForm(kind, saved));
      if (isNew) void navigate(`/admin/${kind.route}/${saved.id}`, { replace: true });
      return saved.id;
    } catch {
      return undefined; // the HTTP client has shown the server's message
    }
  };

  if (id === undefined && !isNew) return <Result status="404" title={t('errors.notFound')} />;
  if (detail.isError)
    return (
      <Result
        status="error"
        title={t('errors.loadFailed')}
        subTitle={detail.error.message}
        extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (id !== undefined && detail.isPending) return <Spin className="admin-page-spin" />;

  const item = detail.data;
  const title = isNew
    ? t('edit.newTitle', { kind: t(`kinds.${kind.key}.one`) })
    : t('edit.editTitle', { kind: t(`kinds.${kind.key}.one`), id });

  return (
    <Form form={form} layout="vertical" className="admin-edit" onFinish={() => void saveNow()}>
      <Card
        title={
          <Space wrap>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('actions.back')}
              onClick={() => void navigate(`/admin/${kind.route}`)}
            />
            <Typography.Title level={1} className="admin-title">
              {title}
            </Typography.Title>
            {item && <StateTag state={item.state} publishAt={item.publishAt} />}
          </Space>
        }
        extra={
          <Space wrap>
            <Button
              icon={<EyeOutlined />}
              onClick={() => setPreview(previewOf(kind, { ...(item ?? {}), ...form.getFieldsValue(true) }))}
            >
              {t('actions.preview')}
            </Button>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Space>
        }
      >
        <Row gutter={24}>
          <Col xs={24} xl={16}>
            <Card size="small" title={t('edit.texts')} className="admin-section">
              <Translations form={form} catalog={kind.catalog} fields={texts} />
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title={t('edit.publishing')} className="admin-section">
              {item ? (
                <PublishControls
                  state={item.state}
                  publishAt={item.publishAt}
                  handlers={{
                    // Publishing saves the form first, so what goes out is what the editor sees.
                    publish: async (publishAt) => {
                      if (form.isFieldsTouched() && !(await saveNow())) throw new Error('not saved');
                      return actions.publish.mutateAsync({ id: item.id, publishAt });
                    },
                    unpublish: () => actions.unpublish.mutateAsync({ id: item.id }),
                    remove: () => actions.remove.mutateAsync({ id: item.id }),
                  }}
                  onRemoved={() => void navigate(`/admin/${kind.route}`)}
                />
              ) : (
                <Typography.Text type="secondary">{t('edit.saveFirst')}</Typography.Text>
              )}
            </Card>
            <Card size="small" title={t('edit.settings')} className="admin-section">
              {settings.map((f, i) =>
                f.kind === 'hidden' ? (
                  <Form.Item key={f.name} name={f.name} hidden>
                    <KeptValue />
                  </Form.Item>
                ) : shown[i] === false ? null : (
                  <Form.Item
                    key={f.name}
                    name={f.name}
                    label={t(`fields.${f.name}`)}
                    rules={[
                      ...(f.required
                        ? [{ required: true, message: t('validation.required', { field: t(`fields.${f.name}`) }) }]
                        : []),
                      ...(f.kind === 'link'
                        ? rulesOf(kind.input.shape[f.name], { invalid: t('validation.link') })
                        : []),
                    ]}
                  >
                    <FieldInput field={f} kind={kind} />
                  </Form.Item>
                ),
              )}
            </Card>
          </Col>
        </Row>
      </Card>
      <PreviewDrawer open={!!preview} source={preview} onClose={() => setPreview(null)} />
    </Form>
  );
}
