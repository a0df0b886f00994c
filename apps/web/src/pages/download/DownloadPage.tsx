import { Button } from 'antd';
import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../frames.js';
import { useSiteSettings } from '../../components/layout/useSiteSettings.js';

/** Store links come from site settings; only real external links count as a published release. */
const isRelease = (url: string | undefined) => Boolean(url && /^https?:\/\//.test(url));

export function DownloadPage() {
  const { t } = useTranslation('pages');
  const { data } = useSiteSettings();
  const android = isRelease(data?.androidUrl) ? data!.androidUrl : null;
  const ios = isRelease(data?.iosUrl) ? data!.iosUrl : null;
  if (!android && !ios) return <SectionFrame id="download" />;
  return (
    <SectionFrame id="download">
      <div className="download-links">
        {android && (
          <Button type="primary" size="large" icon={<AndroidOutlined />} href={android} target="_blank" rel="noopener noreferrer">
            {t('download.android')}
          </Button>
        )}
        {ios && (
          <Button size="large" icon={<AppleOutlined />} href={ios} target="_blank" rel="noopener noreferrer">
            {t('download.ios')}
          </Button>
        )}
      </div>
    </SectionFrame>
  );
}
