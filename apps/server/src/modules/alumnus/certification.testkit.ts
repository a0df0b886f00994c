import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ADMIN_ALUMNI_CERT_API, ALUMNI_CERT_API, API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { uploadTo } from '../../test/upload.js';
import { minimalPdf } from '../../test/sample-files.js';
import { staffCall } from '../admin/admin.testkit.js';

/** Helpers of the alumni certification tests: proofs uploaded as a member does, a submission, staff decisions. */

/** A photo of a certificate (a real JPEG) uploaded as a private file; answers its id. */
export async function uploadProof(app: FastifyInstance, token: string, kind: 'jpeg' | 'pdf' = 'jpeg') {
  const data =
    kind === 'pdf'
      ? minimalPdf('Graduation certificate')
      : await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 200, g: 180, b: 90 } } })
          .jpeg()
          .toBuffer();
  const name = kind === 'pdf' ? 'certificate.pdf' : 'certificate.jpg';
  const res = await uploadTo(
    app,
    API.privateFileUpload,
    token,
    name,
    data,
    kind === 'pdf' ? 'application/pdf' : 'image/jpeg',
  );
  if (res.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return Number(res.body.data.id);
}

export const submission = (proofIds: number[], over: Record<string, unknown> = {}) => ({
  nameKm: 'សុខ ដារ៉ា',
  nameLatin: 'Sok Dara',
  nameZh: '索达拉',
  schoolId: 'pku',
  degree: 'master',
  major: 'Economics',
  entryYear: 2018,
  graduationYear: 2021,
  studentNumber: '1801210001',
  city: 'Phnom Penh',
  employer: 'ACLEDA Bank',
  proofIds,
  show: { name: true, school: true, major: true, year: true, city: false, employer: false },
  ...over,
});

export const submit = (app: FastifyInstance, token: string | undefined, body: unknown, lang = 'en_US') =>
  call(app, ALUMNI_CERT_API.submit, { token, body, lang });
export const currentOf = (app: FastifyInstance, token: string | undefined, lang = 'en_US') =>
  call(app, ALUMNI_CERT_API.current, { method: 'GET', token, lang });
export const approveAs = (app: FastifyInstance, token: string, id: number) =>
  staffCall(app, token, 'POST', ADMIN_ALUMNI_CERT_API.approve, { id });
export const rejectAs = (app: FastifyInstance, token: string, id: number, reason: Record<string, string>) =>
  staffCall(app, token, 'POST', ADMIN_ALUMNI_CERT_API.reject, { id, reason });
