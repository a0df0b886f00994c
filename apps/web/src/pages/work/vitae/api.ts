import {
  API_BASE,
  VITAE_API,
  type Language,
  type VitaeExperienceInput,
  type VitaeInfoInput,
  type VitaeReply,
} from '@acsc/shared';
import { apiHeaders, get, post, toast } from '../../../components/api/http.js';

/** The CV calls (issue 32), typed; failures are toasted in the reader's language by the HTTP client. */
export const vitaeApi = {
  get: () => get<VitaeReply>(VITAE_API.get),
  updateInfo: (info: VitaeInfoInput) => post<VitaeReply>(VITAE_API.infoUpdate, info),
  saveExperience: (entry: VitaeExperienceInput) => post<VitaeReply>(VITAE_API.experienceSave, entry),
  deleteExperience: (id: number) => post<VitaeReply>(VITAE_API.experienceDelete, { id }),
  reorder: (ids: number[]) => post<VitaeReply>(VITAE_API.experienceReorder, { ids }),
  deletePhoto: () => post<null>(VITAE_API.photoDelete),
  uploadPhoto: async (image: Blob, onProgress?: (percent: number) => void) => {
    const { upload } = await import('../../../components/api/upload.js');
    return upload<{ photo: string }>(VITAE_API.photoUpload, image, { onProgress });
  },
  /** My CV as a PDF in `lang`, saved by the browser as cv-<lang>.pdf. */
  downloadPdf: async (lang: Language) => {
    const res = await fetch(`${API_BASE}${VITAE_API.pdf}?lang=${lang}`, { headers: apiHeaders() });
    if (!res.ok || !res.headers.get('content-type')?.startsWith('application/pdf')) {
      const body = (await res.json().catch(() => null)) as { msg?: string } | null;
      toast.error(body?.msg ?? `${res.status}`, 3);
      throw new Error('pdf');
    }
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `cv-${lang}.pdf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

export const vitaeKey = ['vitae'] as const;
