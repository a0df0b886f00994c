import { SectionFrame } from '../frames.js';
import { DownloadContent } from './DownloadContent.js';

/** /download: the app download links of the site settings, each with a QR code. */
export const DownloadPage = () => (
  <SectionFrame id="download">
    <DownloadContent />
  </SectionFrame>
);
