import { useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { EditOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  ADMIN_API,
  adminCountryCode,
  adminSiteSettings,
  emailAddress,
  type AdminCountryCode,
  type AdminSiteSettings,
} from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { currentLanguage } from '../../components/i18n/index.js';
import { useAdminGet, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { pickText } from '../common/lang.js';
import { eachRule, localizedMaxOf, maxLengthOf, rangeOf, rulesOf } from '../common/rules.js';
import { Translations } from '../common/Translations.js';
import { ImageField } from '../media/MediaFields.js';
import { scrollX } from '../common/table.js';

/** Footer channels, contacts, address, app links and copyright (admin only). Only changed fields are sent. */
function SettingsForm() {
  const { t } = useConsoleT('admin-site');
  const { message } = App.useApp();
  const [form] = Form.useForm<AdminSiteSettings & { wechatQrImage?: { url: string } | null }>();
  const settings = useAdminGet<AdminSiteSettings>(ADMIN_API.site.settings);
  const save = useAdminMutation((body: Partial<AdminSiteSettings>) => post(ADMIN_API.site.settingsUpdate, body));

  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({
        ...settings.data,
        wechatQrImage: settings.data.wechatQr ? { url: settings.data.wechatQr, width: 1, height: 1 } : null,
      } as never);
  }, [form, settings.data]);

  const link = (name: 'telegram' | 'tiktok' | 'instagram' | 'appDownloadUrl' | 'androidUrl' | 'iosUrl') => (
    <Form.Item
      name={name}
      label={t(`site.${name}`)}
      rules={rulesOf(adminSiteSettings.shape[name], { invalid: t('validation.link') })}
      normalize={(v: string) => v.trimStart()}
    >
      <Input placeholder="https://" />
    </Form.Item>
  );

  const onFinish = async () => {
    const v = form.getFieldsValue(true) as AdminSiteSettings & { wechatQrImage?: { url: string } | null };
    const { wechatQrImage, ...rest } = v;
    const body: Partial<AdminSiteSettings> = { ...rest, wechatQr: wechatQrImage?.url ?? '' };
    // Only what changed is sent, so two admins editing different settings don't overwrite each other.
    const before = settings.data!;
    const changed = Object.fromEntries(
      Object.entries(body).filter(
        ([k, val]) => JSON.stringify(val) !== JSON.stringify(before[k as keyof AdminSiteSettings]),
      ),
    );
    if (Object.keys(changed).length === 0) return void message.info(t('site.nothingChanged'));
    await save.mutateAsync(changed);
    void message.success(t('actions.saved'));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={() => void onFinish().catch(() => undefined)}
      disabled={settings.isPending}
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('site.channels')} className="admin-section">
            {link('telegram')}
            {link('tiktok')}
            {link('instagram')}
            <Form.Item name="wechat" label={t('site.wechat')}>
              <Input maxLength={maxLengthOf(adminSiteSettings.shape.wechat)} />
            </Form.Item>
            <Form.Item name="wechatQrImage" label={t('site.wechatQr')}>
              <ImageField />
            </Form.Item>
          </Card>
          <Card size="small" title={t('site.apps')} className="admin-section">
            {link('appDownloadUrl')}
            {link('androidUrl')}
            {link('iosUrl')}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('site.contacts')} className="admin-section">
            <Form.Item name="emails" label={t('site.emails')} rules={[eachRule(emailAddress(), t('validation.email'))]}>
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} aria-label={t('site.emails')} />
            </Form.Item>
            <Form.Item name="phones" label={t('site.phones')}>
              <Select mode="tags" tokenSeparators={[',']} open={false} aria-label={t('site.phones')} />
            </Form.Item>
          </Card>
          <Card size="small" title={t('site.addressAndCopyright')} className="admin-section">
            <Translations
              form={form}
              catalog="admin-site"
              fields={[
                {
                  name: 'address',
                  kind: 'textarea',
                  label: 'site.address',
                  max: localizedMaxOf(adminSiteSettings.shape.address),
                },
                {
                  name: 'copyright',
                  kind: 'text',
                  label: 'site.copyright',
                  max: localizedMaxOf(adminSiteSettings.shape.copyright),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
        {t('actions.save')}
      </Button>
    </Form>
  );
}

/** The country codes offered for sign-in by phone: add, rename, order, switch on or off. */
function CountryCodes() {
  const { t } = useConsoleT('admin-site');
  const { message } = App.useApp();
  const lang = currentLanguage();
  const list = useAdminGet<AdminCountryCode[]>(ADMIN_API.site.countryCodes);
  const toggle = useAdminMutation((b: { countryCode: string; enabled: boolean }) =>
    post(ADMIN_API.site.countryCodeToggle, b),
  );
  const save = useAdminMutation((b: AdminCountryCode) => post(ADMIN_API.site.countryCodeSave, b));
  const [editing, setEditing] = useState<AdminCountryCode | null>(null);
  const [form] = Form.useForm<AdminCountryCode>();

  const open = (c: AdminCountryCode | null) => {
    form.resetFields();
    form.setFieldsValue(c ?? { countryCode: '', region: '', names: {}, sortOrder: 100, enabled: true });
    setEditing(c ?? ({} as AdminCountryCode));
  };

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => open(null)} className="admin-filters">
        {t('site.addCode')}
      </Button>
      <Table<AdminCountryCode>
        rowKey="countryCode"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={scrollX(600, list.data)}
        columns={[
          { title: t('site.code'), dataIndex: 'countryCode', render: (c: string) => `+${c}` },
          { title: t('site.region'), dataIndex: 'region' },
          { title: t('fields.name'), key: 'names', render: (_, c) => pickText(c.names, lang) },
          { title: t('fields.sortOrder'), dataIndex: 'sortOrder' },
          {
            title: t('site.offered'),
            key: 'enabled',
            render: (_, c) => (
              <Switch
                checked={c.enabled}
                aria-label={t('site.offeredFor', { code: c.countryCode })}
                loading={toggle.isPending}
                onChange={(enabled) => void toggle.mutateAsync({ countryCode: c.countryCode, enabled })}
              />
            ),
          },
          {
            title: t('columns.actions'),
            key: 'a',
            render: (_, c) => (
              <Button size="small" icon={<EditOutlined />} aria-label={t('actions.edit')} onClick={() => open(c)} />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('site.codeTitle')}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        onCancel={() => setEditing(null)}
        confirmLoading={save.isPending}
        forceRender
        onOk={async () => {
          await form.validateFields();
          await save.mutateAsync(form.getFieldsValue(true));
          void message.success(t('actions.saved'));
          setEditing(null);
        }}
      >
        <Form form={form} layout="vertical">
          <Space wrap align="start">
            <Form.Item
              name="countryCode"
              label={t('site.code')}
              rules={rulesOf(adminCountryCode.shape.countryCode, {
                required: t('validation.countryCode'),
                invalid: t('validation.countryCode'),
              })}
            >
              <Input addonBefore="+" maxLength={4} disabled={!!editing?.countryCode} />
            </Form.Item>
            <Form.Item
              name="region"
              label={t('site.region')}
              rules={rulesOf(adminCountryCode.shape.region, {
                required: t('validation.region'),
                invalid: t('validation.region'),
              })}
              normalize={(v: string) => v.toUpperCase()}
            >
              <Input maxLength={2} style={{ width: 80 }} />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('fields.sortOrder')}>
              <InputNumber {...rangeOf(adminCountryCode.shape.sortOrder)} />
            </Form.Item>
            <Form.Item name="enabled" label={t('site.offered')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Translations
            form={form}
            fields={[
              {
                name: 'names',
                kind: 'text',
                required: true,
                label: 'fields.name',
                max: localizedMaxOf(adminCountryCode.shape.names),
              },
            ]}
          />
        </Form>
      </Modal>
    </>
  );
}

export default function SiteSettingsPage() {
  const { t } = useConsoleT('admin-site');
  return (
    <Card
      title={
        <Typography.Title level={1} className="admin-title">
          {t('menu.site')}
        </Typography.Title>
      }
    >
      <Tabs
        items={[
          { key: 'settings', label: t('site.footerTab'), children: <SettingsForm /> },
          { key: 'codes', label: t('site.codesTab'), children: <CountryCodes /> },
        ]}
      />
    </Card>
  );
}
