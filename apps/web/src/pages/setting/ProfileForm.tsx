import { useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import {
  DEGREES,
  GENDERS,
  LANGUAGE_OPTIONS,
  PROFILE_LIMITS,
  profileUpdateBody,
  type ProfileUpdateBody,
  type UserInfo,
} from '@acsc/shared';
import { loadUserInfo } from '../../components/session/index.js';
import { toast } from '../../components/api/http.js';
import { settingApi } from './api.js';
import { zodRule } from './zodRule.js';

const fields = profileUpdateBody.shape;

/** The profile: nickname, gender, school, major, degree, city, home province, bio, language of messages. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('setting-account');
  const [form] = Form.useForm<ProfileUpdateBody>();
  const [saving, setSaving] = useState(false);

  const save = async (values: ProfileUpdateBody) => {
    setSaving(true);
    try {
      await settingApi.updateProfile(values);
      await loadUserInfo();
      toast.success(t('settings.saved'));
    } catch {
      // toasted by the client
    } finally {
      setSaving(false);
    }
  };

  const place = (name: 'school' | 'major' | 'city' | 'province') => (
    <Form.Item
      name={name}
      label={t(`settings.${name}`)}
      rules={[zodRule(fields[name], t('settings.tooLong', { max: PROFILE_LIMITS.placeMax }))]}
    >
      <Input maxLength={PROFILE_LIMITS.placeMax} placeholder={t(`settings.${name}Hint`)} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      className="setting-form"
      initialValues={{
        nickname: user.nickname,
        gender: user.gender,
        school: user.school ?? '',
        major: user.major ?? '',
        degree: user.degree,
        city: user.city ?? '',
        province: user.province ?? '',
        bio: user.bio ?? '',
        language: user.language,
      }}
      onFinish={save}
    >
      <Form.Item
        name="nickname"
        label={t('settings.nickname')}
        rules={[
          { required: true, whitespace: true, message: t('settings.nicknameRule') },
          zodRule(fields.nickname, t('settings.nicknameRule')),
        ]}
      >
        <Input maxLength={PROFILE_LIMITS.nicknameMax} showCount autoComplete="nickname" />
      </Form.Item>
      <div className="setting-form__row">
        <Form.Item name="gender" label={t('settings.gender')}>
          <Select
            allowClear
            placeholder={t('settings.notSay')}
            options={GENDERS.map((g) => ({ value: g, label: t(`settings.genders.${g}`) }))}
          />
        </Form.Item>
        <Form.Item name="degree" label={t('settings.degree')}>
          <Select
            allowClear
            placeholder={t('settings.notSay')}
            options={DEGREES.map((d) => ({ value: d, label: t(`settings.degrees.${d}`) }))}
          />
        </Form.Item>
      </div>
      <div className="setting-form__row">
        {place('school')}
        {place('major')}
      </div>
      <div className="setting-form__row">
        {place('city')}
        {place('province')}
      </div>
      <Form.Item
        name="bio"
        label={t('settings.bio')}
        rules={[zodRule(fields.bio, t('settings.tooLong', { max: PROFILE_LIMITS.bioMax }))]}
      >
        <Input.TextArea maxLength={PROFILE_LIMITS.bioMax} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="language"
        label={t('settings.messageLanguage')}
        extra={t('settings.messageLanguageHint')}
        rules={[{ required: true }]}
      >
        <Select options={LANGUAGE_OPTIONS.map((o) => ({ value: o.code, label: o.name }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
