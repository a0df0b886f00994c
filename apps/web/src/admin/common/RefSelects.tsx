import { useState } from 'react';
import { Select } from 'antd';
import { ADMIN_API, type AdminChannel, type AdminScholarship } from '@acsc/shared';
import { currentLanguage, useTranslation } from '../../components/i18n/index.js';
import { useAdminList } from '../api.js';
import { pickText } from './lang.js';

interface SelectProps {
  value?: number;
  onChange?: (v: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
  id?: string;
  style?: React.CSSProperties;
}

export function ChannelSelect(props: SelectProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data, isFetching } = useAdminList<AdminChannel>(ADMIN_API.channel.list, {
    pageNum: 1,
    pageSize: 50,
    sort: 'sortOrder',
    order: 'asc',
  });
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      loading={isFetching}
      placeholder={props.placeholder ?? t('fields.channelId')}
      {...props}
      options={(data?.list ?? []).map((c) => ({ value: c.id, label: pickText(c.name, lang) || c.code }))}
    />
  );
}

export function ScholarshipSelect(props: SelectProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const [keywords, setKeywords] = useState('');
  const { data, isFetching } = useAdminList<AdminScholarship>(ADMIN_API.scholarship.list, {
    pageNum: 1,
    pageSize: 50,
    keywords: keywords || undefined,
  });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeywords }}
      loading={isFetching}
      placeholder={props.placeholder ?? t('fields.scholarshipId')}
      {...props}
      options={(data?.list ?? []).map((s) => ({ value: s.id, label: `#${s.id} ${pickText(s.title, lang)}` }))}
    />
  );
}
