import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FilePptOutlined, FileWordOutlined } from '@ant-design/icons';

export type FileKind = 'pdf' | 'word' | 'excel' | 'powerpoint' | 'file';

/** The program a document opens in, by its stored extension (the server names stored files by their bytes). */
export function fileKindOf(url: string): FileKind {
  const ext = url.split(/[?#]/)[0]!.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'word';
  if (ext === 'xls' || ext === 'xlsx') return 'excel';
  if (ext === 'ppt' || ext === 'pptx') return 'powerpoint';
  return 'file';
}

const ICONS = {
  pdf: FilePdfOutlined,
  word: FileWordOutlined,
  excel: FileExcelOutlined,
  powerpoint: FilePptOutlined,
  file: FileOutlined,
};
const COLORS = { pdf: '#d4380d', word: '#1d5bd6', excel: '#1f7a3f', powerpoint: '#c4461d', file: 'currentColor' };

/** A document's icon in its program's colour; decorative (the text beside it names the type). */
export function FileIcon({ url, className }: { url: string; className?: string }) {
  const kind = fileKindOf(url);
  const Icon = ICONS[kind];
  return <Icon aria-hidden className={className} style={{ color: COLORS[kind] }} />;
}
