import { useState } from 'react';
import { Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  ALUMNI_CERT_LIMITS as L,
  DEGREE_LEVELS,
  OTHER_SCHOOL,
  type PrivateFileItem,
  type SubmissionItem,
  type SubmitBody,
} from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { certApi, certKeys, SHOW_FIELDS } from './certApi.js';

type Values = Omit<SubmitBody, 'proofIds' | 'show'> & { show: string[] };
type Proof = Pick<PrivateFileItem, 'id' | 'mime' | 'originalName'>;
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/** The certification request: names, school, degree, years, student number, proofs, what the directory shows. */
export function CertificationForm({ previous, onDone }: { previous: SubmissionItem | null; onDone: () => void }) {
  const { t } = useTranslation('alumni-cert');
  const [form] = Form.useForm<Values>();
  const [keywords, setKeywords] = useState('');
  const [proofs, setProofs] = useState<Proof[]>(previous?.proofs ?? []);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [proofError, setProofError] = useState(false);
  const schoolId = Form.useWatch('schoolId', form);
  const schools = useQuery({ queryKey: certKeys.schools(keywords), queryFn: () => certApi.schools(keywords) });
  const options = [
    ...(schools.data ?? []).map((s) => ({ value: s.id, label: `${s.nameZh} · ${s.nameEn}` })),
    ...(previous && previous.schoolId !== OTHER_SCHOOL && !schools.data?.some((s) => s.id === previous.schoolId)
      ? [{ value: previous.schoolId, label: previous.schoolName }]
      : []),
    { value: OTHER_SCHOOL, label: t('form.otherSchool') },
  ];

  const addFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files).slice(0, L.proofsMax - proofs.length)) {
        const item = await certApi.uploadProof(file);
        setProofs((p) => [...p, item]);
        setProofError(false);
      }
    } catch {
      // toasted by the client (type, size, pixels)
    } finally {
      setUploading(false);
    }
  };

  const save = async (v: Values) => {
    if (!proofs.length) return setProofError(true);
    setSaving(true);
    try {
      const show = Object.fromEntries(SHOW_FIELDS.map((f) => [f, v.show.includes(f)])) as SubmitBody['show'];
      await certApi.submit({ ...v, proofIds: proofs.map((p) => Number(p.id)), show });
      onDone();
    } catch {
      // toasted by the client in the member's language
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, whitespace: true, message: t('form.required') }];
  const yearRule = [{ required: true, message: t('form.required') }];
  return (
    <Form
      form={form}
      layout="vertical"
      className="cert-form"
      onFinish={(v) => void save(v)}
      initialValues={{
        nameKm: previous?.nameKm ?? '',
        nameLatin: previous?.nameLatin ?? '',
        nameZh: previous?.nameZh ?? '',
        schoolId: previous?.schoolId,
        schoolOther: previous?.schoolOther ?? '',
        degree: previous?.degree ?? 'bachelor',
        major: previous?.major ?? '',
        entryYear: previous?.entryYear,
        graduationYear: previous?.graduationYear,
        studentNumber: previous?.studentNumber ?? '',
        city: previous?.city ?? '',
        employer: previous?.employer ?? '',
        show: previous ? SHOW_FIELDS.filter((f) => previous.show[f]) : ['name', 'school', 'major', 'year'],
      }}
    >
      <Form.Item
        name="nameKm"
        label={t('form.nameKm')}
        rules={[...required, { pattern: /[\u1780-\u17FF]/, message: t('form.khmerOnly') }]}
      >
        <Input maxLength={L.nameMax} lang="km" />
      </Form.Item>
      <Form.Item
        name="nameLatin"
        label={t('form.nameLatin')}
        rules={[...required, { pattern: /^[A-Za-z][A-Za-z .'-]*$/, message: t('form.latinOnly') }]}
      >
        <Input maxLength={L.nameMax} placeholder="SOK Dara" />
      </Form.Item>
      <Form.Item name="nameZh" label={t('form.nameZh')}>
        <Input maxLength={L.nameMax} lang="zh" />
      </Form.Item>
      <Form.Item name="schoolId" label={t('form.school')} rules={yearRule}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeywords}
          options={options}
          placeholder={t('form.schoolHint')}
          aria-label={t('form.school')}
        />
      </Form.Item>
      {schoolId === OTHER_SCHOOL && (
        <Form.Item name="schoolOther" label={t('form.schoolOther')} rules={required}>
          <Input maxLength={L.schoolOtherMax} />
        </Form.Item>
      )}
      <Form.Item name="degree" label={t('form.degree')} rules={yearRule}>
        <Select options={DEGREE_LEVELS.map((d) => ({ value: d, label: t(`degree.${d}`) }))} />
      </Form.Item>
      <Form.Item name="major" label={t('form.major')} rules={required}>
        <Input maxLength={L.majorMax} />
      </Form.Item>
      <div className="cert-form__row">
        <Form.Item name="entryYear" label={t('form.entryYear')} rules={yearRule}>
          <InputNumber min={L.yearMin} max={L.yearMax} precision={0} />
        </Form.Item>
        <Form.Item
          name="graduationYear"
          label={t('form.graduationYear')}
          dependencies={['entryYear']}
          rules={[
            ...yearRule,
            ({ getFieldValue }) => ({
              validator: (_r, value: number | undefined) =>
                value === undefined || !getFieldValue('entryYear') || value >= getFieldValue('entryYear')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.yearsOrder'))),
            }),
          ]}
        >
          <InputNumber min={L.yearMin} max={L.yearMax} precision={0} />
        </Form.Item>
      </div>
      <Form.Item name="studentNumber" label={t('form.studentNumber')} rules={required}>
        <Input maxLength={L.studentNumberMax} />
      </Form.Item>
      <Form.Item name="city" label={t('form.city')}>
        <Input maxLength={L.cityMax} />
      </Form.Item>
      <Form.Item name="employer" label={t('form.employer')}>
        <Input maxLength={L.employerMax} />
      </Form.Item>
      <fieldset className="cert-form__proofs">
        <legend>{t('form.proofs')}</legend>
        <p className="cert-form__hint">{t('form.proofsHint')}</p>
        <ul>
          {proofs.map((p) => (
            <li key={p.id}>
              {p.originalName || p.id}{' '}
              <Button size="small" type="link" onClick={() => setProofs((all) => all.filter((x) => x.id !== p.id))}>
                {t('form.removeProof')}
              </Button>
            </li>
          ))}
        </ul>
        {proofs.length < L.proofsMax && (
          <label className="cert-form__file">
            {t('form.addProof')}
            <input
              type="file"
              accept={ACCEPT}
              multiple
              disabled={uploading}
              onChange={(e) => {
                void addFiles(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </label>
        )}
        {uploading && <p aria-live="polite">{t('form.uploading')}</p>}
        {proofError && (
          <p className="cert-form__error" role="alert">
            {t('form.proofRequired')}
          </p>
        )}
      </fieldset>
      <Form.Item name="show" label={t('form.show')} extra={t('form.showHint')}>
        <Checkbox.Group options={SHOW_FIELDS.map((f) => ({ value: f, label: t(`show.${f}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={uploading}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
