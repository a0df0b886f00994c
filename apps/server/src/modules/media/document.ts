import { fileTypeFromBuffer } from 'file-type';
import { fail } from '../../platform/errors.js';
import { mediaUrlOf } from '../../platform/storage.js';
import { sanitizeFileName } from '../../platform/upload.js';
import { writeAudit } from '../../platform/audit.js';
import type { Actor } from '../../platform/staff.js';
import { newItemFolder } from './keys.js';
import type { MediaDeps } from './library.js';
import { presentMedia } from './presenter.js';
import * as repo from './repo.js';

/** Office Open XML and PDF, as file-type names them from the bytes (an OOXML file is a zip it looks inside). */
const DOCUMENT_TYPES: Record<string, { ext: string; mime: string }> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};

/**
 * Word 97-2003, Excel 97-2003 and PowerPoint 97-2003 files share one container (OLE/CFB, which file-type
 * reports as "cfb"); the program is told by the stream its directory names, stored as UTF-16LE. Other CFB
 * files (installers, Outlook messages) have none of these and are refused.
 */
const CFB_STREAMS: { stream: string; ext: string; mime: string }[] = [
  { stream: 'WordDocument', ext: 'doc', mime: 'application/msword' },
  { stream: 'Workbook', ext: 'xls', mime: 'application/vnd.ms-excel' },
  { stream: 'Book', ext: 'xls', mime: 'application/vnd.ms-excel' },
  { stream: 'PowerPoint Document', ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
];

/** The document type of some bytes, or why it is refused. */
export async function documentTypeOf(data: Buffer): Promise<{ ext: string; mime: string } | { refused: string }> {
  const type = await fileTypeFromBuffer(data);
  if (type && DOCUMENT_TYPES[type.ext]) return DOCUMENT_TYPES[type.ext];
  if (type?.ext === 'cfb') {
    // A directory entry starts with its name; the NUL after it keeps "Book" from matching "Workbook".
    for (const c of CFB_STREAMS)
      if (data.includes(Buffer.from(`${c.stream}\0`, 'utf16le'))) return { ext: c.ext, mime: c.mime };
  }
  return { refused: type?.mime ?? 'unknown' };
}

/** Checks an uploaded document by its bytes and stores it unchanged under a new key, with its original name for downloads. */
export async function storeDocument(ctx: MediaDeps, data: Buffer, originalName: string, actor: Actor) {
  const type = await documentTypeOf(data);
  if ('refused' in type) return fail('DOCUMENT_TYPE_UNSUPPORTED', { detail: type.refused });
  const now = ctx.now();
  const key = `${newItemFolder('documents', now)}/file.${type.ext}`;
  await ctx.storage.putBuffer(key, data, type.mime);
  const name = sanitizeFileName(originalName, type.ext, 'document');
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const row = await repo.insertMedia(tx, {
        kind: 'document',
        url: mediaUrlOf(key),
        keys: [key],
        bytes: data.length,
        mime: type.mime,
        originalName: name,
        createdAt: now,
        createdBy: actor.id,
      });
      const item = presentMedia(row, []);
      await writeAudit(tx, actor, {
        action: 'upload',
        entityType: 'media',
        entityId: row.id,
        before: null,
        after: item,
        at: now,
      });
      return item;
    });
  } catch (e) {
    await ctx.storage.remove(key).catch(() => undefined);
    throw e;
  }
}
