import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, InputNumber, Select, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VITAE_CURRENCIES,
  VITAE_DEGREES,
  VITAE_GENDERS,
  VITAE_JOB_TYPES,
  VITAE_LANGUAGES,
  VITAE_LEVELS,
  VITAE_LIMITS,
  vitaeEnumWord,
  vitaeWord,
  type VitaeInfo,
} from '@acsc/shared';
import { useTranslation } from '../../../components/i18n/index.js';
import { pageLanguage } from '../../../components/content/format.js';
import { toast } from '../../../components/api/http.js';
import { SectionFrame } from '../../frames.js';
import { vitaeApi, vitaeKey } from './api.js';
import { PhotoPicker } from './PhotoPicker.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const orNull = <T,>(v: T | '' | undefined | null): T | null => (v === '' || v === undefined ? null : v);

/** The form's values back into the contract: empty dates, levels and amounts are null. */
function toInfo(v: VitaeInfo): VitaeInfo {
  return {
    ...v,
    birthDate: orNull(v.birthDate),
    gender: orNull(v.gender),
    wish: {
      ...v.wish,
      type: orNull(v.wish.type),
      salaryMin: orNull(v.wish.salaryMin),
      salaryMax: orNull(v.wish.salaryMax),
    },
    education: (v.education ?? []).map((e) => ({ ...e, major: e.major ?? '', end: orNull(e.end) })),
    languages: (v.languages ?? []).map((l) => ({ ...l, hsk: orNull(l.hsk) })),
    certificates: (v.certificates ?? []).map((c) => ({ ...c, issuer: c.issuer ?? '', date: orNull(c.date) })),
    skills: v.skills ?? [],
  };
}

/** /work/vitae/info (issue 32): names, photo, personal details, contact, job wishes, education, languages, skills, certificates, summary. */
export function VitaeInfoPage() {
  const { t } = useTranslation('vitae');
  const lang = pageLanguage();
  const w = (k: Parameters<typeof vitaeWord>[0]) => vitaeWord(k, lang);
  const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: vitaeEnumWord(v, lang) }));
  const [form] = Form.useForm<VitaeInfo>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({ queryKey: vitaeKey, queryFn: vitaeApi.get });
  const [photo, setPhoto] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setPhoto(query.data.photo);
  }, [query.data]);

  const month = [{ pattern: MONTH, message: t('monthFormat') }];
  const required = { required: true, whitespace: true, message: t('required') };
  const text = (max = VITAE_LIMITS.textMax) => <Input maxLength={max} />;

  const save = async (values: VitaeInfo) => {
    setSaving(true);
    try {
      client.setQueryData(vitaeKey, await vitaeApi.updateInfo(toInfo(values)));
      toast.success(t('saved'));
      navigate('/work/vitae');
    } catch {
      // The server's message (dates, languages, salary) is toasted in the reader's language.
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionFrame id="workVitaeInfo">
      {!query.data ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          className="vitae-form vitae-page"
          initialValues={query.data.info}
          onFinish={save}
        >
          <Form.Item label={t('nameKm')} name="nameKm" rules={[required]}>
            <Input maxLength={VITAE_LIMITS.nameMax} lang="km" />
          </Form.Item>
          <Form.Item label={t('nameLatin')} name="nameLatin" rules={[required]}>
            <Input maxLength={VITAE_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item label={t('nameZh')} name="nameZh">
            <Input maxLength={VITAE_LIMITS.nameMax} lang="zh" />
          </Form.Item>
          <Form.Item label={t('photo')}>
            <PhotoPicker
              photo={photo}
              onChange={(p) => {
                setPhoto(p);
                void client.invalidateQueries({ queryKey: vitaeKey });
              }}
            />
          </Form.Item>
          <Form.Item label={w('gender')} name="gender">
            <Select allowClear options={opts(VITAE_GENDERS)} placeholder={t('none')} />
          </Form.Item>
          <Form.Item label={w('birthDate')} name="birthDate" rules={[{ pattern: DAY, message: t('dateFormat') }]}>
            <Input inputMode="numeric" placeholder="2000-05-17" maxLength={10} />
          </Form.Item>
          <Form.Item label={w('nationality')} name="nationality">
            {text()}
          </Form.Item>
          <Form.Item label={w('phone')} name="phone">
            <Input inputMode="tel" maxLength={32} />
          </Form.Item>
          <Form.Item label={w('email')} name="email" rules={[{ type: 'email', message: t('required') }]}>
            <Input inputMode="email" maxLength={254} />
          </Form.Item>
          <Form.Item label={w('city')} name="city">
            {text()}
          </Form.Item>
          <h3>{w('wish')}</h3>
          <Form.Item label={w('wishType')} name={['wish', 'type']}>
            <Select allowClear options={opts(VITAE_JOB_TYPES)} placeholder={t('none')} />
          </Form.Item>
          <Form.Item label={w('wishCity')} name={['wish', 'city']}>
            {text()}
          </Form.Item>
          <Space wrap>
            <Form.Item label={t('salaryMin')} name={['wish', 'salaryMin']}>
              <InputNumber min={0} max={VITAE_LIMITS.salaryMax} precision={0} />
            </Form.Item>
            <Form.Item label={t('salaryMax')} name={['wish', 'salaryMax']}>
              <InputNumber min={0} max={VITAE_LIMITS.salaryMax} precision={0} />
            </Form.Item>
            <Form.Item label={t('currency')} name={['wish', 'currency']}>
              <Select options={VITAE_CURRENCIES.map((c) => ({ value: c, label: c }))} style={{ minWidth: 90 }} />
            </Form.Item>
          </Space>
          <h3>{w('education')}</h3>
          <Form.List name="education">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <div key={f.key} className="vitae-list-item">
                    <Form.Item label={t('school')} name={[f.name, 'school']} rules={[required]}>
                      {text()}
                    </Form.Item>
                    <Form.Item
                      label={t('degree')}
                      name={[f.name, 'degree']}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <Select options={opts(VITAE_DEGREES)} />
                    </Form.Item>
                    <Form.Item label={t('major')} name={[f.name, 'major']}>
                      {text()}
                    </Form.Item>
                    <Form.Item
                      label={t('start')}
                      name={[f.name, 'start']}
                      rules={[{ required: true, message: t('required') }, ...month]}
                    >
                      <Input inputMode="numeric" placeholder="2018-09" maxLength={7} />
                    </Form.Item>
                    <Form.Item label={t('end')} name={[f.name, 'end']} rules={month}>
                      <Input inputMode="numeric" placeholder="2022-06" maxLength={7} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)}>{t('remove')}</Button>
                  </div>
                ))}
                {fields.length < VITAE_LIMITS.educationMax && (
                  <Button onClick={() => add({ degree: 'bachelor', major: '', end: '' })}>{t('addEducation')}</Button>
                )}
              </>
            )}
          </Form.List>
          <h3>{w('languages')}</h3>
          <Form.List name="languages">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} wrap align="end" className="vitae-list-item">
                    <Form.Item
                      label={t('language')}
                      name={[f.name, 'language']}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <Select options={opts(VITAE_LANGUAGES)} style={{ minWidth: 120 }} />
                    </Form.Item>
                    <Form.Item
                      label={t('level')}
                      name={[f.name, 'level']}
                      rules={[{ required: true, message: t('required') }]}
                    >
                      <Select options={opts(VITAE_LEVELS)} style={{ minWidth: 110 }} />
                    </Form.Item>
                    <Form.Item noStyle shouldUpdate>
                      {() =>
                        form.getFieldValue(['languages', f.name, 'language']) === 'zh' ? (
                          <Form.Item label={t('hsk')} name={[f.name, 'hsk']}>
                            <InputNumber min={1} max={9} precision={0} />
                          </Form.Item>
                        ) : null
                      }
                    </Form.Item>
                    <Button onClick={() => remove(f.name)}>{t('remove')}</Button>
                  </Space>
                ))}
                {fields.length < VITAE_LIMITS.languagesMax && (
                  <Button onClick={() => add({ level: 'good', hsk: null })}>{t('addLanguage')}</Button>
                )}
              </>
            )}
          </Form.List>
          <Form.Item label={w('skills')} name="skills" extra={t('skillsHint')}>
            <Select mode="tags" maxCount={VITAE_LIMITS.skillsMax} open={false} aria-label={w('skills')} />
          </Form.Item>
          <h3>{w('certificates')}</h3>
          <Form.List name="certificates">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <div key={f.key} className="vitae-list-item">
                    <Form.Item label={t('certName')} name={[f.name, 'name']} rules={[required]}>
                      {text()}
                    </Form.Item>
                    <Form.Item label={t('issuer')} name={[f.name, 'issuer']}>
                      {text()}
                    </Form.Item>
                    <Form.Item label={t('date')} name={[f.name, 'date']} rules={month}>
                      <Input inputMode="numeric" placeholder="2021-12" maxLength={7} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)}>{t('remove')}</Button>
                  </div>
                ))}
                {fields.length < VITAE_LIMITS.certificatesMax && (
                  <Button onClick={() => add({ issuer: '', date: '' })}>{t('addCertificate')}</Button>
                )}
              </>
            )}
          </Form.List>
          <Form.Item label={w('summary')} name="summary">
            <Input.TextArea maxLength={VITAE_LIMITS.summaryMax} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} block>
            {t('save')}
          </Button>
        </Form>
      )}
    </SectionFrame>
  );
}
