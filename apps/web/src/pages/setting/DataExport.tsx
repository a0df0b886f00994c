import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from '../../components/i18n/index.js';
import { API } from '@acsc/shared';
import { get } from '../../components/api/http.js';

/** Downloads everything the site holds about the member as one JSON file (setting/v1/export). */
export function DataExport() {
  const { t } = useTranslation('setting-account');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await get<{ exportedAt: string }>(API.dataExport);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `acsc-ccya-my-data-${data.exportedAt.slice(0, 10)}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      // toasted by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="setting-data">
      <p>{t('settings.exportHint')}</p>
      <Button onClick={download} loading={busy}>
        {t('settings.export')}
      </Button>
    </div>
  );
}
