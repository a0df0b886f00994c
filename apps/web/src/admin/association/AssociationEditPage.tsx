import { useEffect, useState } from 'react';
import { App, Button, Card, Col, DatePicker, Form, InputNumber, Result, Row, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useConsoleT } from '../common/i18n.js';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import {
  ADMIN_API,
  ASSOCIATION_SECTION_KINDS,
  ASSOCIATIONS,
  apiPath,
  associationContentInput,
  type AdminAssociationSection,
  type AssociationSectionKind,
} from '@acsc/shared';
import { ApiError, get, post } from '../../components/api/http.js';
import { useAdminMutation } from '../api.js';
import { useQuery } from '@tanstack/react-query';
import { PreviewDrawer, type PreviewSource } from '../common/PreviewDrawer.js';
import { PublishControls } from '../common/PublishControls.js';
import { CompletenessMarks, StateTag } from '../common/StateTag.js';
import { localizedMaxOf, rangeOf } from '../common/rules.js';
import { Translations, type LocalizedFieldDef } from '../common/Translations.js';
import { ImageField } from '../media/MediaFields.js';
import { ChartsEditor, FiguresEditor, OrgEditor, newOrgRoot } from './SectionFields.js';
import { formatDate } from '../../components/content/format.js';

/** The longest text of one language of a page kind's field, from the shared schema. */
const max = (kind: AssociationSectionKind, name: string) =>
  localizedMaxOf((associationContentInput[kind].shape as Record<string, z.ZodType>)[name]);

/** The translatable top-level texts of each page kind (nested ones are edited in place). */
const TEXTS: Record<AssociationSectionKind, LocalizedFieldDef[]> = {
  introduction: [
    { name: 'name', kind: 'text', required: true, max: max('introduction', 'name') },
    { name: 'title', kind: 'text', required: true, max: max('introduction', 'title') },
    { name: 'summary', kind: 'textarea', required: true, max: max('introduction', 'summary') },
    { name: 'body', kind: 'rich', required: true },
  ],
  founder: [
    { name: 'name', kind: 'text', required: true, max: max('founder', 'name') },
    { name: 'role', kind: 'text', required: true, max: max('founder', 'role') },
    { name: 'quote', kind: 'textarea', required: true, max: max('founder', 'quote') },
    { name: 'body', kind: 'rich', required: true },
  ],
  organization: [{ name: 'title', kind: 'text', required: true, max: max('organization', 'title') }],
  basic_data: [{ name: 'title', kind: 'text', required: true, max: max('basic_data', 'title') }],
  chart: [],
};

const DEFAULTS: Record<AssociationSectionKind, () => Record<string, unknown>> = {
  introduction: () => ({ name: {}, title: {}, summary: {}, body: {}, image: null, foundedYear: 2020 }),
  founder: () => ({ name: {}, role: {}, quote: {}, body: {}, photo: null }),
  organization: () => ({ title: {}, root: newOrgRoot() }),
  basic_data: () => ({ title: {}, asOf: formatDate(new Date().toISOString()), figures: [] }),
  chart: () => ({ charts: [] }),
};

/** Edits one association page; saving a page not written yet creates it as a draft. */
export default function AssociationEditPage() {
  const { t } = useConsoleT('admin-association');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams() as { association: string; kind: string };
  const valid =
    (ASSOCIATIONS as readonly string[]).includes(params.association) &&
    (ASSOCIATION_SECTION_KINDS as readonly string[]).includes(params.kind);
  const kind = params.kind as AssociationSectionKind;
  const path = (p: string) => apiPath(p, params);
  const [form] = Form.useForm();
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const detail = useQuery({
    queryKey: ['admin', 'association', params.association, params.kind],
    // A page not written yet answers 404: the editor starts empty.
    queryFn: () =>
      get<AdminAssociationSection>(path(ADMIN_API.association.detail), undefined, { silent: true }).catch((e) =>
        e instanceof ApiError && e.status === 404 ? null : Promise.reject(e),
      ),
    enabled: valid,
    staleTime: 0,
  });
  const save = useAdminMutation((content: Record<string, unknown>) =>
    post<AdminAssociationSection>(path(ADMIN_API.association.update), { content }),
  );
  const publish = useAdminMutation((publishAt?: string) =>
    post(path(ADMIN_API.association.publish), publishAt ? { publishAt } : {}),
  );
  const unpublish = useAdminMutation(() => post(path(ADMIN_API.association.unpublish)));

  useEffect(() => {
    if (detail.data === undefined) return;
    const content = { ...DEFAULTS[kind](), ...(detail.data?.content ?? {}) };
    if (kind === 'basic_data') content.asOf = dayjs(content.asOf as string);
    form.resetFields();
    form.setFieldsValue(content);
  }, [detail.data, form, kind]);

  if (!valid) return <Result status="404" title={t('errors.notFound')} />;
  if (detail.isError) return <Result status="error" title={t('errors.loadFailed')} subTitle={detail.error.message} />;
  if (detail.isPending) return <Spin className="admin-page-spin" />;

  const contentOf = (): Record<string, unknown> => {
    const v = { ...form.getFieldsValue(true) } as Record<string, unknown>;
    if (kind === 'basic_data' && v.asOf) v.asOf = (v.asOf as Dayjs).format('YYYY-MM-DD');
    return v;
  };
  const saveNow = async () => {
    try {
      await form.validateFields();
    } catch {
      void message.error(t('validation.fix'));
      return false;
    }
    try {
      await save.mutateAsync(contentOf());
      void message.success(t('actions.saved'));
      return true;
    } catch {
      return false;
    }
  };

  const item = detail.data;
  const loc = (n: string) => (form.getFieldValue(n) as Record<string, string>) ?? {};
  return (
    <Form form={form} layout="vertical" onFinish={() => void saveNow()}>
      <Card
        title={
          <Space wrap>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('actions.back')}
              onClick={() => void navigate('/admin/association')}
            />
            <Typography.Title level={1} className="admin-title">
              {t(`associations.${params.association}`)} · {t(`sections.${kind}`)}
            </Typography.Title>
            {item && <StateTag state={item.state} publishAt={item.publishAt} />}
            {item && <CompletenessMarks completeness={item.completeness} />}
          </Space>
        }
        extra={
          <Space wrap>
            {(kind === 'introduction' || kind === 'founder') && (
              <Button
                icon={<EyeOutlined />}
                onClick={() =>
                  setPreview({
                    title: loc(kind === 'introduction' ? 'title' : 'name'),
                    summary: loc(kind === 'introduction' ? 'summary' : 'quote'),
                    bodies: [loc('body')],
                    publicPath:
                      item?.state === 'published'
                        ? `/association/components/${kind}?association=${params.association}`
                        : undefined,
                  })
                }
              >
                {t('actions.preview')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Space>
        }
      >
        <Row gutter={24}>
          <Col xs={24} xl={16}>
            {TEXTS[kind].length > 0 && (
              <Card size="small" title={t('edit.texts')} className="admin-section">
                <Translations form={form} fields={TEXTS[kind]} />
              </Card>
            )}
            {kind === 'organization' && (
              <Card size="small" title={t('association.structure')} className="admin-section">
                <OrgEditor />
              </Card>
            )}
            {kind === 'basic_data' && (
              <Card size="small" title={t('association.figures')} className="admin-section">
                <FiguresEditor />
              </Card>
            )}
            {kind === 'chart' && (
              <Card size="small" title={t('association.charts')} className="admin-section">
                <ChartsEditor />
              </Card>
            )}
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title={t('edit.publishing')} className="admin-section">
              {item ? (
                <PublishControls
                  state={item.state}
                  publishAt={item.publishAt}
                  handlers={{
                    publish: async (at) => {
                      if (form.isFieldsTouched() && !(await saveNow())) throw new Error('not saved');
                      return publish.mutateAsync(at);
                    },
                    unpublish: () => unpublish.mutateAsync(),
                  }}
                />
              ) : (
                <Typography.Text type="secondary">{t('edit.saveFirst')}</Typography.Text>
              )}
            </Card>
            <Card size="small" title={t('edit.settings')} className="admin-section">
              {kind === 'introduction' && (
                <>
                  <Form.Item
                    name="foundedYear"
                    label={t('fields.foundedYear')}
                    rules={[{ required: true, message: t('validation.required', { field: t('fields.foundedYear') }) }]}
                  >
                    <InputNumber {...rangeOf(associationContentInput.introduction.shape.foundedYear)} />
                  </Form.Item>
                  <Form.Item name="image" label={t('fields.image')}>
                    <ImageField />
                  </Form.Item>
                </>
              )}
              {kind === 'founder' && (
                <Form.Item name="photo" label={t('fields.photo')}>
                  <ImageField />
                </Form.Item>
              )}
              {kind === 'basic_data' && (
                <Form.Item
                  name="asOf"
                  label={t('fields.asOf')}
                  rules={[{ required: true, message: t('validation.required', { field: t('fields.asOf') }) }]}
                >
                  <DatePicker />
                </Form.Item>
              )}
              {(kind === 'organization' || kind === 'chart') && (
                <Typography.Text type="secondary">{t('association.noSettings')}</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      </Card>
      <PreviewDrawer open={!!preview} source={preview} onClose={() => setPreview(null)} />
    </Form>
  );
}
